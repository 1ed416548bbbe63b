/**
 * What the lightbox reads of the screen besides its size (which the view
 * reads from `innerWidth`/`innerHeight` on every layout, and again on each
 * resize, which orientation changes fire too).
 */

/** A media query's answer now; false where there is no matchMedia (jsdom). */
export const matches = (win: Window, query: string): boolean => !!win.matchMedia?.(query).matches;
