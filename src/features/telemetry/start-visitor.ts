/**
 * Visitor telemetry (spec §3 "Analytics and logging", §6, §7): the census
 * page view with the ss_cvr / ss_cvt visit lifecycle, the track beacon once
 * per visit, and the ad-pixel relay, all behind the consent gate.
 */
import type { ConsentReading } from '../../core/consent';
import { startAdPixelRelay } from '../../telemetry/ad-pixel-relay';
import { createPageViewCensus, type CensusOptions } from '../../telemetry/census';
import { createConsentGate } from '../../telemetry/consent-gate';
import type { TelemetryContext } from '../../telemetry/context';
import { sendTrackBeacon } from '../../telemetry/track-beacon';

/**
 * Starts visitor telemetry under `consent` (the page's), with `visitor` for the page view's hit
 * (./page-visitor.ts); returns its stop (queued hits and pixel events are dropped, and a page
 * view not yet posted is not). The page view comes in three tasks (`yieldTo` between them, the
 * runtime's src/core/next-task.ts; null: all in this one): the rules and consent, the visit's
 * cookies, then the post, each a few tens of ms on a slow phone.
 */
export function startVisitorTelemetry(
  context: TelemetryContext,
  consent: ConsentReading,
  visitor: CensusOptions['visitor'],
  yieldTo: ((win: Window) => Promise<void>) | null,
): () => void {
  const { page, win, transport, now } = context;
  const doc = win.document;
  let stopped = false;
  const pause = yieldTo ? () => yieldTo(win).then(() => !stopped) : undefined;
  const gate = createConsentGate(consent);
  const pixelGate = createConsentGate(consent); // its own bound: a busy page's hits never push out pixel events
  const census = createPageViewCensus({
    page,
    win,
    transport,
    now,
    visitor,
    gate,
    // spec §7: the landing beacon, once per visit (the hit that opened it)
    onVisit: (visit) => visit.newVisit && sendTrackBeacon(win),
    pause,
  });
  census.pageView();
  const stopRelay = startAdPixelRelay(doc, pixelGate);
  return () => {
    stopped = true;
    stopRelay();
    gate.destroy();
    pixelGate.destroy();
  };
}
