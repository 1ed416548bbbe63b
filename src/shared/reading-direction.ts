/**
 * Right to left (issue 27): whether an element reads right to left, from
 * `dir="rtl"` on it or an ancestor, or the CSS `direction`. The gallery's
 * arrow keys and swipes follow it (the lightbox reads it the same way).
 *
 * @build-inline: stateless and small, copied into each chunk that imports
 * it (scripts/inline-small-modules.mjs) rather than made a chunk of its own.
 */

/** Whether `element` reads right to left. */
export function isRightToLeft(element: Element, win: Window): boolean {
  return win.getComputedStyle(element).direction === 'rtl';
}
