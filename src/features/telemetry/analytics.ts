/**
 * What starts the analytics events (spec §7 `POST /api/v1/events`): one
 * listener for a theme's event (src/telemetry/track-event.ts) and one for
 * the data layer's network failure (`system_network_error`). The sender is
 * fetched with the first of them, so a page that sends no event downloads
 * none of it; what comes while it loads waits in a bounded list.
 */
import type { ConsentReading } from '../../core/consent';
import type { ReadWriteJar } from '../../core/cookies/read-write-jar';
import type { AnalyticsEvents } from '../../telemetry/analytics-events';
import {
  ANALYTICS_REQUEST,
  NETWORK_ERROR_EVENT,
  NETWORK_ERROR_SCHEMA,
  type AnalyticsRequest,
} from '../../telemetry/analytics-names';
import { createConsentGate } from '../../telemetry/consent-gate';
import type { TelemetryContext } from '../../telemetry/context';
import { trackingAllowed } from '../../telemetry/tracking-rules';

/** The most events waiting for the sender's chunk (it sends 20 a page at most anyway). */
const WAITING_LIMIT = 20;

/** Starts listening; returns the stop (what waits is dropped, the sender's queue too). */
export function startAnalyticsWhenNeeded(
  context: TelemetryContext,
  consent: ConsentReading,
  jar: ReadWriteJar,
): () => void {
  const doc = context.win.document;
  // Visitor analytics, under the census's rules (spec §6): none for an owner, on /config or untracked pages.
  if (!trackingAllowed(context.page, context.win.location.pathname)) return () => {};
  const gate = createConsentGate(consent);
  let sender: Promise<AnalyticsEvents> | undefined;
  let waiting = 0;
  let stopped = false;
  const track = (customSchemaName: string, customData: Record<string, unknown>) => {
    if (waiting >= WAITING_LIMIT) return;
    waiting++;
    sender ??= import('../../telemetry/analytics-events').then(({ createAnalyticsEvents, visitorRecordIn }) =>
      createAnalyticsEvents({ ...context, gate, cookies: visitorRecordIn(jar) }),
    );
    sender
      .then((events) => stopped || events.track(customSchemaName, customData))
      .catch(() => {}) // no chunk, no events: telemetry failures are ignored
      .finally(() => waiting--);
  };
  const onRequest = (event: Event) => {
    const request = (event as CustomEvent<AnalyticsRequest>).detail;
    if (!request || typeof request.customSchemaName !== 'string') return;
    event.preventDefault();
    track(request.customSchemaName, request.customData ?? {});
  };
  const onNetworkError = (event: Event) => {
    const urlRequested = (event as CustomEvent<{ urlRequested?: unknown }>).detail?.urlRequested;
    track(NETWORK_ERROR_SCHEMA, { urlRequested: String(urlRequested) });
  };
  doc.addEventListener(ANALYTICS_REQUEST, onRequest);
  doc.addEventListener(NETWORK_ERROR_EVENT, onNetworkError);
  return () => {
    stopped = true;
    doc.removeEventListener(ANALYTICS_REQUEST, onRequest);
    doc.removeEventListener(NETWORK_ERROR_EVENT, onNetworkError);
    gate.destroy();
  };
}
