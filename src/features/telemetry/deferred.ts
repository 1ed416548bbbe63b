/**
 * The part of telemetry that waits until the page has painted: the page's
 * consent (the consent service only where the page needs it), the census and the visit cookies, the track beacon, the ad-pixel
 * relay, the analytics events' listeners (./analytics.ts), and what starts the trace log of the blocks' outcomes (once a
 * block has settled) and the performance records (once the settings call
 * names the page view). A separate chunk, so it costs nothing before the
 * first paint.
 *
 * It starts in short tasks (src/core/next-task.ts): reading and writing
 * cookies and storage are synchronous trips to the browser, and on a slow
 * phone the whole start in one task would be a long one.
 */
import type { ConsentReading } from '../../core/consent';
import { readWriteJar } from '../../core/cookies/read-write-jar';
import { nextTask } from '../../core/next-task';
import { safeLocalStorage } from '../../core/storage/safe-storage';
import { trackingConsent } from '../../telemetry/tracking-consent';
import { startAnalyticsWhenNeeded } from './analytics';
import { fullContext, type StartContext } from './full-context';
import { pageVisitor } from './page-visitor';
import { startPerformanceTelemetry } from './start-performance';
import { startVisitorTelemetry } from './start-visitor';
import { startTraceWhenNeeded } from './trace';

/** Starts the rest of telemetry on the error reporter's context; returns the stop. */
export function startDeferred(start: StartContext): () => void {
  const context = fullContext(start);
  const { win } = context;
  let consent: ConsentReading | undefined;
  // Telemetry does not read its writes back: it ignores whether they stuck (./jar.ts `check`).
  const jar = readWriteJar(win.document, undefined, Date.now, false);
  const visitor = pageVisitor(jar, safeLocalStorage(win), context.now);
  // From now on an error report may carry the visitor's id, once they consent.
  context.visitorId = () => (consent?.allowsTracking() ? visitor.id() : undefined);
  const stops: (() => void)[] = [];
  let stopped = false;
  // Each step a task of its own, the census apart from this chunk's evaluation too.
  const steps = [
    () => startVisitorTelemetry(context, consent!, visitor.visitor, nextTask),
    () => startPerformanceTelemetry(context),
    // spec §7 events service: themes' events and the data layer's network failures, consent-gated like the census.
    () => startAnalyticsWhenNeeded(context, consent!, jar),
    // spec §3: the trace log only where visitor activity may be logged (isActivityLogEnabled).
    () => (consent!.policy.isActivityLogEnabled ? startTraceWhenNeeded(context) : () => {}),
  ];
  const next = (): unknown =>
    steps.length && nextTask(win).then(() => stopped || (stops.push(steps.shift()!()), next()));
  // A returning visitor's page view waits for the reader of their cookies, and every page view for
  // the consent; the rest waits with it, so the settings call still comes after the page view has
  // decided (test/browser/page-requests.ts). Without the consent's chunk nothing is tracked.
  const found = trackingConsent(context.page, win.document, jar).then((reading) => (consent = reading));
  Promise.all([found, visitor.ready]).then(next, () => {});
  return () => {
    stopped = true;
    context.visitorId = () => undefined;
    stops.forEach((stop) => stop());
  };
}
