/**
 * What the lightbox reads of the screen besides its size (which the view
 * reads from `innerWidth`/`innerHeight` on every layout, and again on each
 * resize, which orientation changes fire too).
 */

/** A media query's answer now; false where matchMedia is missing or throws. */
export function matches(win: Window, query: string): boolean {
  try {
    return !!win.matchMedia?.(query)?.matches;
  } catch {
    return false;
  }
}
