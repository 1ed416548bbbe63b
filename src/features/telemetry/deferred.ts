/**
 * The part of telemetry that waits until the page has painted: the consent
 * service and the cookies (js-cookie), the census and the visit cookies, the
 * track beacon, ad-pixel relay and performance records. A separate chunk, so
 * it costs nothing before the first paint.
 */
import { createConsent } from '../../core/consent';
import { createCookies } from '../../core/cookies';
import type { TelemetryContext } from '../../telemetry/context';
import type { LateConsent } from './late-consent';
import { startPerformanceTelemetry } from './start-performance';
import { startVisitorTelemetry } from './start-visitor';

export function startDeferred(context: TelemetryContext & { consent: LateConsent }): () => void {
  const doc = context.win.document;
  context.consent.attach(createConsent(context.page, doc, createCookies({ doc })));
  const stops = [startVisitorTelemetry(context), startPerformanceTelemetry(context)];
  return () => stops.forEach((stop) => stop());
}
