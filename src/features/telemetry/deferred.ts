/**
 * The part of telemetry that waits until the page has painted: the page's
 * consent (and with it the cookie service), the census and the visit
 * cookies, the track beacon, ad-pixel relay and performance records. A
 * separate chunk, so it costs nothing before the first paint.
 */
import { consentFor } from '../../core/consent';
import { cookiesFor } from '../../core/cookies';
import type { TelemetryContext } from '../../telemetry/context';
import type { LateConsent } from './late-consent';
import { startPerformanceTelemetry } from './start-performance';
import { startVisitorTelemetry } from './start-visitor';

export function startDeferred(context: TelemetryContext & { consent: LateConsent }): () => void {
  const doc = context.win.document;
  context.consent.attach(consentFor(doc, context.page));
  context.visitorId = () => cookiesFor(doc).visitorRecord.get()?.id;
  const stops = [startVisitorTelemetry(context), startPerformanceTelemetry(context)];
  return () => stops.forEach((stop) => stop());
}
