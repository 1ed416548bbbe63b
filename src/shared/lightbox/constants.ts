/**
 * The lightbox's numbers (spec §9 "Lightbox" unless said otherwise), in one
 * place so tests and theme authors can read them by name.
 */

/** §9: the overlay fades in over 0.35 s (§4: first the overlay, then the content). */
export const OVERLAY_FADE = 350;
/** §9: then the content fades in over 0.6 s. */
export const CONTENT_FADE = 600;
/** §9: the overlay's final opacity. */
export const OVERLAY_OPACITY = 0.95;
/** §9: a step slides the new image in over 0.6 s. */
export const SLIDE_SPEED = 600;
/** §9: padding around the image on desktop, in px. */
export const PADDING = 100;
/** §9: arrow keys move at most once per 200 ms. */
export const KEY_THROTTLE = 200;
/** §4: the half-screen click ignores a 2 % margin at each edge. */
export const EDGE_MARGIN = 0.02;
/** §9 Breakpoints: mobile is 432 px wide or less. */
export const MOBILE_WIDTH = 432;
/** §9 Breakpoints: the first desktop breakpoint, where the full padding starts. */
export const DESKTOP_WIDTH = 800;
/** §9 Gallery "Swipe": a horizontal move of more than 50 px is a swipe. */
export const SWIPE_THRESHOLD = 50;
/**
 * §9 Dialog "hide fallback 600 ms": removed at the latest this long after
 * closing, even when the fade-out never reports its end (a background tab).
 */
export const CLOSE_FALLBACK = 600;
/** spec §9 "Gallery" keys: 37 (left arrow) goes to the previous item. */
export const KEY_PREVIOUS = 37;
/** spec §9 "Gallery" keys: 39 (right arrow) goes to the next item. */
export const KEY_NEXT = 39;
/**
 * Above the page, one below the core dialogs' base (spec §9 Dialog z-index
 * 30000), so a dialog opened from the lightbox shows above it.
 */
export const Z_INDEX = 29999;
