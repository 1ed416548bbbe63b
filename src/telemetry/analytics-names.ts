/**
 * The DOM events that carry analytics events (spec §3 "Analytics and
 * logging", §7 events service) to telemetry's sender: themes and the data
 * layer dispatch them, the sender (a lazy chunk, ./analytics-events.ts)
 * hears them. They share nothing else, so dispatching costs a page no
 * telemetry bytes.
 *
 * @build-inline: constants only, copied into each chunk that imports it.
 */

/** One event to send: `detail` is `{ customSchemaName, customData }`. */
export const ANALYTICS_REQUEST = 'site-runtime:analytics-event';
/** The data layer's network failure: `detail` is `{ urlRequested }` (spec §7 system_network_error). */
export { NETWORK_ERROR_EVENT } from '../core/log';
/** spec §7 "Other loads": the internal event a failed data-layer request sends. */
export const NETWORK_ERROR_SCHEMA = 'system_network_error';

/** What {@link ANALYTICS_REQUEST} carries. */
export interface AnalyticsRequest {
  customSchemaName: string;
  customData: Record<string, unknown>;
}
