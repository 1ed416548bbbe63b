/**
 * PerformanceObserver with feature detection and try/catch (STYLE.md, after
 * web-vitals' `observe`): an entry type the browser does not support gives
 * nothing, never an error. Buffered, so entries from before the call count.
 *
 * The callback always runs a microtask later, never inside `observe()`:
 * WebKit delivers a buffered observer's first entries synchronously, inside
 * `observe()` itself (WebKit bug 247863), when the caller's `const observer`
 * is not yet initialised: a callback that disconnects it threw a
 * ReferenceError on every page in Safari (web-vitals defers the same way).
 */
export function observe(
  win: Window,
  type: string,
  callback: (entries: PerformanceEntry[]) => void,
  options: Record<string, unknown> = {},
): PerformanceObserver | undefined {
  try {
    const Observer = (win as Window & typeof globalThis).PerformanceObserver;
    if (!Observer?.supportedEntryTypes?.includes(type)) return undefined;
    const observer = new Observer((list) => {
      const entries = list.getEntries();
      void Promise.resolve().then(() => callback(entries));
    });
    observer.observe({ type, buffered: true, ...options });
    return observer;
  } catch {
    return undefined;
  }
}

/**
 * Run `fn` when the page is hidden (a tab switch, a navigation away, the app
 * going to the background): the last moment metrics can be sent reliably.
 * Listens on the window in the capture phase, so page scripts cannot stop it.
 * Returns the stop.
 */
export function whenHidden(win: Window, fn: () => void): () => void {
  const listener = () => win.document.visibilityState === 'hidden' && fn();
  win.addEventListener('visibilitychange', listener, true);
  win.addEventListener('pagehide', fn, true);
  return () => {
    win.removeEventListener('visibilitychange', listener, true);
    win.removeEventListener('pagehide', fn, true);
  };
}

/**
 * When the page was first hidden: 0 when it loaded hidden, else the time of
 * the first hiding (Infinity until then). Entries after it do not count: a
 * hidden page paints nothing a visitor sees.
 */
export function firstHidden(win: Window): () => number {
  let at = win.document.visibilityState === 'hidden' ? 0 : Infinity;
  const stop = whenHidden(win, () => {
    at = Math.min(at, win.performance.now());
    stop();
  });
  return () => at;
}

/** web-vitals' navigationType of a page view restored from the back/forward cache. */
export const RESTORED = 'back-forward-cache';

/**
 * Run `fn` with the `pageshow` event of each back/forward-cache restore: a
 * new page view, whose metrics start again (web-vitals' `onBFCacheRestore`).
 */
export function onRestore(win: Window, fn: (event: PageTransitionEvent) => void): void {
  win.addEventListener('pageshow', (event) => event.persisted && fn(event), true);
}

/**
 * A restored page's paint time, as web-vitals measures it (no paint entries
 * come for it): from the `pageshow` event to the frame after the next.
 */
export function restoredPaint(win: Window, event: Event, send: (value: number) => void): void {
  win.requestAnimationFrame(() =>
    win.requestAnimationFrame(() => send(Math.max(win.performance.now() - event.timeStamp, 0))),
  );
}
