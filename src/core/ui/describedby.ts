/**
 * Adds and removes one id in an element's `aria-describedby` list, keeping
 * the ids a theme or another component put there.
 */

const tokens = (el: Element) => (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);

/** Adds `id` to `el`'s `aria-describedby` (once). */
export function addDescribedBy(el: Element, id: string): void {
  const ids = tokens(el);
  if (!ids.includes(id)) el.setAttribute('aria-describedby', [...ids, id].join(' '));
}

/** Removes `id` from `el`'s `aria-describedby`, and the attribute when nothing is left. */
export function removeDescribedBy(el: Element, id: string): void {
  const ids = tokens(el).filter((token) => token !== id);
  if (ids.length > 0) el.setAttribute('aria-describedby', ids.join(' '));
  else el.removeAttribute('aria-describedby');
}
