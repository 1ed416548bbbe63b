/**
 * Click-through URLs (spec §4 "Gallery"): without the lightbox, a click on
 * a slide follows its `data-click-through-url`, unless the design owns clicks
 * (stacked and strip follow them with {@link followClickThrough} themselves).
 * With the lightbox on, lightbox-bridge.ts takes slide clicks instead.
 *
 * Its own small chunk, shared by the designs that own clicks and fetched by
 * the block only for galleries with such URLs and no lightbox. It imports
 * nothing from the block's entry, so the entry stays one file.
 */
import type { DesignContext } from './types';

/**
 * Follows a click-through URL in the same tab. Only http(s) URLs (relative
 * ones resolve on this site) are followed, never `javascript:` or `data:`.
 * In the editor frame (`inEditor`, src/core/editor-frame.ts) the bubbling
 * `site-runtime:gallery-click-through-bypass` event {url} fires on `root`
 * instead (spec §4). Returns whether the URL was acceptable.
 */
export function followClickThrough(
  root: Element,
  url: string,
  win: Window,
  inEditor: boolean,
  navigate = (href: string) => win.location.assign(href),
): boolean {
  let target: URL;
  try {
    target = new URL(url, win.location.href);
  } catch {
    return false;
  }
  if (!/^https?:$/.test(target.protocol)) return false;
  if (!inEditor) navigate(target.href);
  else
    root.dispatchEvent(
      new CustomEvent('site-runtime:gallery-click-through-bypass', { bubbles: true, detail: { url: target.href } }),
    );
  return true;
}

/**
 * Wires slide clicks to follow click-through URLs (`navigate` is injectable
 * for tests). Returns the remover.
 */
export function createClicks(
  { root, container, slides, win, inEditor, guard }: DesignContext,
  navigate?: (href: string) => void,
): () => void {
  const listener = guard((event: MouseEvent) => {
    const target = event.target as Element;
    const slide = slides.find((s) => s.element === target.closest('.slide'));
    // A server link around the image navigates by itself; a design may have taken the click (a swipe).
    if (!slide?.clickThroughUrl || event.defaultPrevented || target.closest('a[href]')) return;
    if (followClickThrough(root, slide.clickThroughUrl, win, inEditor, navigate)) event.preventDefault();
  });
  container.addEventListener('click', listener);
  return () => container.removeEventListener('click', listener);
}
