/**
 * `trackEvent` for theme scripts (`SiteRuntime.services().trackEvent`): asks
 * telemetry to send one analytics event (spec §7 `POST /api/v1/events`). It
 * only dispatches a DOM event; telemetry's sender, fetched with the first
 * event, sends it once consent allows.
 */
import { ANALYTICS_REQUEST, type AnalyticsRequest } from './analytics-names';

/**
 * Ask for the event `customSchemaName` with `customData`. Returns whether
 * telemetry took it (false before telemetry's part after the first paint
 * has started, or on a page without telemetry). Never throws.
 */
export function trackEvent(
  customSchemaName: string,
  customData: Record<string, unknown> = {},
  doc: Document = document,
): boolean {
  try {
    const detail: AnalyticsRequest = { customSchemaName: String(customSchemaName), customData };
    // The sender cancels the request it takes.
    return !doc.dispatchEvent(new CustomEvent(ANALYTICS_REQUEST, { detail, cancelable: true }));
  } catch {
    return false; // spec §8: tracking failures are ignored
  }
}
