/**
 * How telemetry reaches the server: small, fire and forget, never throwing,
 * never holding the page (STYLE.md §5). Not the data layer: that one brings
 * React for its overlay, and telemetry must stay a few KB.
 */

export interface SendOptions {
  /** Extra headers (e.g. the request token). Beacons cannot carry headers: such sends use fetch. */
  headers?: Record<string, string>;
  /** Abort after this many ms (census calls: 2500, spec §9). */
  timeout?: number;
  /** Use navigator.sendBeacon when possible (page hiding: the request must outlive the page). */
  beacon?: boolean;
  method?: 'GET' | 'POST';
}

export interface Transport {
  /**
   * Send `body` (a string: JSON or form-encoded, see `contentType`) to a same-origin `path`.
   * Resolves to the HTTP status, or 0 when the request failed, timed out or
   * was refused; never rejects.
   */
  send(path: string, body?: string | URLSearchParams, options?: SendOptions): Promise<number>;
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<{ status: number }>;

const typeOf = (body: string | URLSearchParams | undefined) =>
  body instanceof URLSearchParams ? 'application/x-www-form-urlencoded;charset=UTF-8' : 'text/plain;charset=UTF-8';

export function createTransport(
  win: Window & typeof globalThis = window,
  fetchImpl: FetchLike | undefined = win.fetch?.bind(win),
): Transport {
  return {
    async send(path, body, options = {}) {
      try {
        const url = new URL(path, win.location.href).href;
        const headers = options.headers;
        // sendBeacon: no headers, POST only; false means the browser refused (queue full, too big).
        if (options.beacon && !headers && body !== undefined && win.navigator.sendBeacon) {
          const blob = new Blob([String(body)], { type: typeOf(body) });
          if (win.navigator.sendBeacon(url, blob)) return 204;
        }
        if (!fetchImpl) return 0;
        const controller = options.timeout && typeof AbortController === 'function' ? new AbortController() : null;
        const timer = controller ? win.setTimeout(() => controller.abort(), options.timeout) : 0;
        try {
          const response = await fetchImpl(url, {
            method: options.method || (body === undefined ? 'GET' : 'POST'),
            body: body === undefined ? undefined : String(body),
            headers: { 'Content-Type': typeOf(body), ...headers },
            credentials: 'same-origin',
            // The page URL's query may hold what a visitor typed: send only the origin as referrer.
            referrerPolicy: 'origin',
            keepalive: true,
            signal: controller?.signal,
          });
          return response.status;
        } finally {
          if (timer) win.clearTimeout(timer);
        }
      } catch {
        return 0; // telemetry failures are ignored (spec §8 "Tracking failures are ignored")
      }
    },
  };
}
