/**
 * Opening from the address (spec §2 "Lightbox and gallery"): on load, the
 * hash `itemId` (or, for the lightbox, the last path segment) selects the
 * first slide. Writing the address is history-writer.ts.
 *
 * Only a gallery that has mounted can answer: galleries load within 400 px
 * of the viewport (the loader's `visible` strategy), so a link to one further
 * down the page takes effect when the visitor scrolls to it.
 */

/**
 * The index of the `.slide` element whose `data-slide-id` or
 * `data-slide-url` the address names, or -1. Read before the slides are
 * (the current slide's image starts loading first). Values are only ever
 * compared, never put in the page, so a hostile value selects nothing.
 */
export function slideFromLocation(
  location: Pick<Location, 'hash' | 'pathname'>,
  slides: readonly Element[],
  usePath: boolean,
): number {
  let value = new URLSearchParams(location.hash.slice(1)).get('itemId');
  if (!value && usePath) {
    try {
      value = decodeURIComponent(location.pathname.split('/').filter(Boolean).pop() || '');
    } catch {
      // A malformed escape names nothing.
    }
  }
  return value
    ? slides.findIndex(
        (slide) => slide.getAttribute('data-slide-id') === value || slide.getAttribute('data-slide-url') === value,
      )
    : -1;
}
