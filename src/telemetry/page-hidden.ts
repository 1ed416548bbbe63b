/**
 * Runs `fn` when the page is hidden (tab switch, navigation, close): the last
 * moment a send may still leave (STYLE.md §5). `pagehide` too, because Safari
 * may skip `visibilitychange` on unload. Listeners sit on the document's
 * bubble phase and on the window, so web-vitals' own capture listeners
 * (which report LCP, CLS, INP on hide) run first and their metrics are in the
 * flush. Returns the stop function.
 *
 * @build-inline: stateless and small, copied into each chunk that imports
 * it (scripts/inline-small-modules.mjs): the trace log and the performance
 * records are lazy chunks of their own, and neither should fetch the other.
 */
export function onPageHidden(win: Window & typeof globalThis, fn: () => void): () => void {
  const doc = win.document;
  const onVisibility = () => doc.visibilityState === 'hidden' && fn();
  doc.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('pagehide', fn);
  return () => {
    doc.removeEventListener('visibilitychange', onVisibility);
    win.removeEventListener('pagehide', fn);
  };
}
