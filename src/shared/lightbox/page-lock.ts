/**
 * While the lightbox is open the rest of the page is out of reach (WAI-ARIA
 * dialog pattern): every other child of `body` is `inert`, and the page does
 * not scroll behind the overlay. Unlocking restores exactly what was there:
 * elements that were inert already stay inert, and the inline styles go
 * back by the one rule of ../inline-styles.ts (old values, and a `style`
 * attribute that did not exist removed again).
 */
import { restoreStyles, setStyles } from '../inline-styles';

/** Locks the page around `keep` (the lightbox's host); returns the unlock. */
export function lockPage(doc: Document, keep: Element): () => void {
  const { body, documentElement: html } = doc;
  const win = doc.defaultView!;
  const others = Array.from(body.children).filter((el) => el !== keep && !el.hasAttribute('inert'));
  others.forEach((el) => el.setAttribute('inert', ''));
  // Hiding the scrollbar would widen the page under the overlay: pad body by its width instead.
  const bar = win.innerWidth - html.clientWidth;
  const padded = parseFloat(win.getComputedStyle(body).paddingRight) || 0;
  const savedHtml = setStyles(html, { overflow: 'hidden' });
  const savedBody = setStyles(body, bar > 0 ? { 'padding-right': `${padded + bar}px` } : {});
  return () => {
    others.forEach((el) => el.removeAttribute('inert'));
    restoreStyles(html, savedHtml);
    restoreStyles(body, savedBody);
  };
}
