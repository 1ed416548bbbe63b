/**
 * What the runtime's own listeners and timers throw reaches the error funnel
 * with its message and stack, in every engine.
 *
 * WebKit hands an error thrown inside a module script from another origin
 * to `window`'s `error` listeners as "Script error." with no message, file
 * or stack, even when the script was fetched with CORS (WebKit bugs 132945
 * and 151548): the runtime's chunks come from a CDN, so every report from
 * Safari arrived empty. A callback the runtime installs is wrapped: what it
 * throws is caught where the real error still exists, and handed to the
 * runtime as a bubbling-free DOM event on the window (chunks share no module
 * state, the window they share); the runtime (src/loader/runtime/) reports
 * it through the funnel and marks the event handled. Where no runtime
 * listens (a test of a block alone), the error is thrown on as before, so the
 * window's listeners remain the fallback.
 *
 * @build-inline: stateless and small, copied into each chunk that imports it.
 */

/** The event that carries an error a guarded callback threw. */
export const UNCAUGHT_EVENT = 'site-runtime:uncaught';

/** `detail` of {@link UNCAUGHT_EVENT}. */
export interface UncaughtDetail {
  error: unknown;
  /** The element the callback was installed on, when it is one: the funnel names its block. */
  element?: Element;
}

/**
 * `callback`, with what it throws reported through the runtime (see the file
 * comment) instead of reaching the window as "Script error." in WebKit.
 * `target` is what it is installed on, or the element it works for: an
 * element names its block; a window, a document or a media query list none.
 */
export function guard<A extends unknown[]>(
  callback: (...args: A) => unknown,
  target: EventTarget,
): (...args: A) => void {
  return (...args: A) => {
    try {
      callback(...args);
    } catch (error) {
      const node = target as {
        ownerDocument?: Document | null;
        defaultView?: Window | null;
        window?: Window;
        nodeType?: number;
      };
      // A node's window, a document's, the window itself; else the page's (a media query list).
      const win = node.ownerDocument?.defaultView ?? node.defaultView ?? node.window ?? window;
      const detail: UncaughtDetail = { error, element: node.nodeType === 1 ? (target as Element) : undefined };
      // Nothing took it (no runtime: a block tested alone): thrown on, to the window's listeners.
      if (win.dispatchEvent(new CustomEvent(UNCAUGHT_EVENT, { cancelable: true, detail }))) throw error;
    }
  };
}
