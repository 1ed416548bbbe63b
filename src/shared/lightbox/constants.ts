/**
 * The lightbox's numbers under the names its code reads, each taken from the
 * enumerations catalogue (src/core/enums/, spec §9 "Lightbox" unless said
 * otherwise), where every number of the spec is defined once.
 */
import { GALLERY_KEYS, LIGHTBOX, SWIPE } from '../../core/enums/gallery-constants';
import { BREAKPOINTS } from '../../core/enums/limits';
import { DIALOG } from '../../core/enums/timings';

/** §9: the overlay fades in over 0.35 s (§4: first the overlay, then the content). */
export const OVERLAY_FADE = LIGHTBOX.overlayMs;
/** §9: then the content fades in over 0.6 s. */
export const CONTENT_FADE = LIGHTBOX.contentMs;
/** §9: the overlay's final opacity. */
export const OVERLAY_OPACITY = LIGHTBOX.overlayOpacity;
/** §9: a step slides the new image in over 0.6 s. */
export const SLIDE_SPEED = LIGHTBOX.slideSpeedMs;
/** §9: padding around the image on desktop, in px. */
export const PADDING = LIGHTBOX.padding;
/** §9: arrow keys move at most once per 200 ms. */
export const KEY_THROTTLE = LIGHTBOX.keyThrottleMs;
/** §4: the half-screen click ignores a 2 % margin at each edge (a fraction here). */
export const EDGE_MARGIN = LIGHTBOX.edgeMarginPercent / 100;
/** §9 Breakpoints: mobile is 432 px wide or less. */
export const MOBILE_WIDTH = BREAKPOINTS.mobileMax;
/** §9 Breakpoints: the first desktop breakpoint, where the full padding starts. */
export const DESKTOP_WIDTH = BREAKPOINTS.desktop[0];
/** §9 Gallery "Swipe": a horizontal move of more than 50 px is a swipe. */
export const SWIPE_THRESHOLD = SWIPE.thresholdPx;
/**
 * §9 Dialog "hide fallback 600 ms": removed at the latest this long after
 * closing, even when the fade-out never reports its end (a background tab).
 */
export const CLOSE_FALLBACK = DIALOG.hideFallbackMs;
/** spec §9 "Gallery" keys: 37 (left arrow) goes to the previous item. */
export const KEY_PREVIOUS = GALLERY_KEYS.PREVIOUS;
/** spec §9 "Gallery" keys: 39 (right arrow) goes to the next item. */
export const KEY_NEXT = GALLERY_KEYS.NEXT;
/**
 * Above the page, one below the core dialogs' base (spec §9 Dialog z-index
 * 30000), so a dialog opened from the lightbox shows above it.
 */
export const Z_INDEX = DIALOG.zIndex - 1;
