/**
 * Which element an in-page link points at: `#id` (decoded), else a named
 * anchor `<a name>`, on this very document (same origin, path and query).
 * `#` alone and fragments that name nothing here (the gallery's
 * `#itemId=…`, a router's `#/route`, `#top`) are left to the browser.
 */

/** The element `link` scrolls to, or `null` when the browser should handle it. */
export function anchorTarget(link: HTMLAnchorElement, doc: Document): Element | null {
  const href = link.getAttribute('href');
  if (!href || !href.includes('#')) return null;
  const here = doc.location;
  let url: URL;
  try {
    url = new URL(href, here.href);
  } catch {
    return null;
  }
  if (url.origin !== here.origin || url.pathname !== here.pathname || url.search !== here.search) return null;
  let id = url.hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // a malformed escape: the fragment as written
  }
  if (!id) return null;
  return doc.getElementById(id) ?? Array.from(doc.getElementsByName(id)).find((el) => el.localName === 'a') ?? null;
}

/** Whether a click is a plain primary click the page may take over (not a new tab, not a download). */
export function isPlainClick(event: MouseEvent, link: HTMLAnchorElement): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!link.target || link.target === '_self') &&
    !link.hasAttribute('download')
  );
}
