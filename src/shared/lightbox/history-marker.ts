/**
 * The browser's Back button closes the lightbox (a visitor on a phone expects
 * Back to leave a full-screen view, not the page). Opening pushes one entry
 * with the same URL and a marker in its state; Back pops it (popstate) and
 * the lightbox closes without another history move. Closing any other way
 * goes back over the marker, but only while it is still the current entry,
 * so the visitor's history is as it was before the lightbox opened.
 *
 * The page's own state is copied into the marker's, so a router that keeps
 * its data in `history.state` still finds it. A gallery that writes the slide
 * into the address while the lightbox is open must keep `history.state`
 * (`replaceState(history.state, '', url)`), or the marker is lost and the
 * entry stays (harmless: Back then shows the same page).
 */

/** The key of the marker in `history.state`. */
export const HISTORY_KEY = 'siteRuntimeLightbox';

/**
 * Pushes the marker and calls `onBack` once when the visitor navigates off
 * it. Returns the release: stop listening and, with `back`, leave the marker
 * entry if it is still current. Idempotent.
 */
export function pushHistoryMarker(win: Window, onBack: () => void): (back: boolean) => void {
  const { history } = win;
  const token = Math.random().toString(36).slice(2);
  const current = () => (history.state as Record<string, unknown> | null)?.[HISTORY_KEY] === token;
  const state: unknown = history.state;
  try {
    history.pushState({ ...(state && typeof state === 'object' ? state : {}), [HISTORY_KEY]: token }, '');
  } catch {
    // A sandboxed frame or a browser's push rate limit: the lightbox works without it.
  }
  const onPop = () => {
    if (current()) return;
    release(false);
    onBack();
  };
  let live = true;
  const release = (back: boolean) => {
    if (!live) return;
    live = false;
    win.removeEventListener('popstate', onPop);
    if (back && current()) history.back();
  };
  win.addEventListener('popstate', onPop);
  return release;
}
