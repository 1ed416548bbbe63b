/**
 * The part of telemetry that waits until the page has painted: the page's
 * consent, the census and the visit cookies, the track beacon, the ad-pixel
 * relay, and what starts the trace log of the blocks' outcomes (once a
 * block has settled) and the performance records (once the settings call
 * names the page view). A separate chunk, so it costs nothing before the
 * first paint.
 */
import { consentFor } from '../../core/consent';
import { safeJar } from '../../core/cookies/safe-jar';
import { trackingCookies } from '../../core/cookies/tracking-cookies';
import { fullContext, type StartContext } from './full-context';
import { startPerformanceTelemetry } from './start-performance';
import { startVisitorTelemetry } from './start-visitor';
import { startTraceWhenNeeded } from './trace';

/** Starts the rest of telemetry on the error reporter's context; returns the stop. */
export function startDeferred(start: StartContext): () => void {
  const context = fullContext(start);
  const doc = context.win.document;
  const consent = consentFor(doc, context.page);
  // From now on an error report may carry the visitor's id, once they consent.
  const cookies = trackingCookies(safeJar(doc));
  context.visitorId = () => (consent.allowsTracking() ? cookies.visitorRecord.get()?.id : undefined);
  const stops = [startVisitorTelemetry(context, consent, cookies), startPerformanceTelemetry(context)];
  // spec §3: the trace log only where visitor activity may be logged (isActivityLogEnabled).
  if (consent.policy.isActivityLogEnabled) stops.push(startTraceWhenNeeded(context));
  return () => {
    context.visitorId = () => undefined;
    stops.forEach((stop) => stop());
  };
}
