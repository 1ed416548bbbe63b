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

/**
 * The most a browser carries after the page is gone: a `keepalive` fetch or a
 * beacon is refused when the bodies of every such request in flight would
 * pass 64 KiB together (Fetch, "keepalive"; Chromium and Safari enforce it).
 */
export const KEEPALIVE_LIMIT = 64 * 1024;

/**
 * The size of `text` in bytes as sent (UTF-8), or a little more: each UTF-16
 * unit of a surrogate pair counts 3 (the pair is 4), which only ever errs on
 * the safe side of a limit. No allocation, unlike encoding it.
 */
export function byteLength(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    bytes += unit < 0x80 ? 1 : unit < 0x800 ? 2 : 3;
  }
  return bytes;
}

const typeOf = (body: string | URLSearchParams | undefined) =>
  body instanceof URLSearchParams ? 'application/x-www-form-urlencoded;charset=UTF-8' : 'text/plain;charset=UTF-8';

/**
 * Sends within the keepalive limit: a body that fits goes as a beacon or a
 * `keepalive` fetch, so it outlives the page. One that does not fit, or that
 * the browser refuses because other keepalive requests use the quota, goes as
 * a plain fetch while the page is visible (nothing needs to outlive it); on a
 * hidden page nothing could carry it, and the send answers 0 without trying
 * (callers split their batches below {@link KEEPALIVE_LIMIT}).
 */
export function createTransport(
  win: Window & typeof globalThis = window,
  fetchImpl: FetchLike | undefined = win.fetch?.bind(win),
): Transport {
  const visible = () => win.document.visibilityState !== 'hidden';
  return {
    async send(path, body, options = {}) {
      try {
        const url = new URL(path, win.location.href).href;
        const headers = options.headers;
        const text = body === undefined ? undefined : String(body);
        const fits = text === undefined || byteLength(text) <= KEEPALIVE_LIMIT;
        // sendBeacon: no headers, POST only; false means the browser refused (queue full, too big).
        if (fits && options.beacon && !headers && text !== undefined && win.navigator.sendBeacon) {
          const blob = new Blob([text], { type: typeOf(body) });
          if (win.navigator.sendBeacon(url, blob)) return 204;
        }
        if (!fetchImpl || (!fits && !visible())) return 0;
        const controller = options.timeout && typeof AbortController === 'function' ? new AbortController() : null;
        const timer = controller ? win.setTimeout(() => controller.abort(), options.timeout) : 0;
        const send = (keepalive: boolean) =>
          fetchImpl(url, {
            method: options.method || (body === undefined ? 'GET' : 'POST'),
            body: text,
            headers: { 'Content-Type': typeOf(body), ...headers },
            credentials: 'same-origin',
            // The page URL's query may hold what a visitor typed: send only the origin as referrer.
            referrerPolicy: 'origin',
            keepalive,
            signal: controller?.signal,
          });
        try {
          let response;
          try {
            response = await send(fits);
          } catch (error) {
            // A keepalive fetch over the page's quota is refused at once (a TypeError, like a network
            // failure): while the page is visible, a plain fetch carries it.
            if (!fits || !visible() || controller?.signal.aborted) throw error;
            response = await send(false);
          }
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
