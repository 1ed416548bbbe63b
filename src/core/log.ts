/**
 * Names every part of the runtime shares for what it tells the outside world:
 * the console prefix, the DOM event prefix and the shape of an error report.
 * The funnel itself lives in the loader (src/loader/runtime/funnel.ts); chunks
 * get it through their block or feature context.
 *
 * @build-inline: constants and types only, copied into each chunk that
 * imports them (no chunk of its own on every page).
 */

/** Prefix of every console line the runtime writes, so a theme author can filter them. */
export const LOG_PREFIX = '[site-runtime]';

/** Prefix of the runtime's DOM events (STYLE.md §7: one project prefix). */
export const EVENT_PREFIX = 'site-runtime:';

/**
 * The data layer's failure at the network, `detail` `{ urlRequested }`: on the
 * document for telemetry, which sends it as `system_network_error` (spec §7).
 */
export const NETWORK_ERROR_EVENT = `${EVENT_PREFIX}network-error`;

/** Extra facts about an error: which block or feature, which element, which phase. */
export interface ErrorDetail {
  /** The block's or the feature's name: every report the runtime makes carries one. */
  block?: string;
  element?: Element;
  [key: string]: unknown;
}

export type ErrorListener = (error: unknown, message: string, detail: ErrorDetail) => void;

export interface ErrorFunnel {
  /** Log the error once, then tell every listener (telemetry subscribes here). */
  report(error: unknown, message: string, detail?: ErrorDetail): void;
  /**
   * Subscribe to reports; returns the unsubscribe function. With `replay`,
   * the listener first hears the reports no replaying listener has heard yet
   * (the last 10): for error reporters that arrive after the page started.
   */
  onError(listener: ErrorListener, replay?: boolean): () => void;
}
