/**
 * The numbers of spec §9 "Business constants and limits" that the dialogs,
 * tooltip, relative time, animations and tween use, in one place so a test
 * or a theme author can read them by name. The enumerations catalogue
 * (src/core/enums/timings.ts) reads them from here.
 *
 * @build-inline: constants only; each chunk carries the few it uses.
 */

/** spec §9 Dialog: panel width in px. */
export const DIALOG_WIDTH = 350;
/** spec §9 Dialog: panel padding in px. */
export const DIALOG_PADDING = 20;
/** spec §9 Dialog: the first dialog's z-index; each further open dialog stacks one above (30000 + n). */
export const DIALOG_Z_INDEX_BASE = 30000;
/**
 * spec §9 Dialog: "hide fallback 600 ms". A dialog is removed at the latest
 * this long after it closes, even when its fade-out never reports an end
 * (a background tab may never run the animation).
 */
export const DIALOG_HIDE_FALLBACK = 600;
/** spec §9: the information dialog auto-hides after 2000 ms (and sits top-right). */
export const INFORM_AUTO_HIDE = 2000;

/** spec §9 Tooltip: hover delay in ms. */
export const TOOLTIP_DELAY = 1200;
/** spec §9 Tooltip: width in px (used as the maximum width, see tooltip.ts). */
export const TOOLTIP_WIDTH = 250;
/** spec §9 Tooltip: the tooltip keeps this many px from the viewport edges. */
export const TOOLTIP_EDGE_MARGIN = 20;

/** spec §9: relative times on the page refresh every 5 s. */
export const RELATIVE_TIME_REFRESH = 5000;
/**
 * Under this many ms a date reads 'just now' (spec §4 says 'just now', then
 * seconds ago, without a number: 5 s keeps "1 second ago" from flickering
 * through 1, 2, 3, 4 while the visitor reads it).
 */
export const JUST_NOW_THRESHOLD = 5000;
/** spec §4: from 60 s on, a formatted date replaces "n seconds ago". */
export const RELATIVE_TIME_LIMIT = 60000;

/** spec §4 Animations, §9: show and hide animations take 0.3 s by default. */
export const ANIMATION_DURATION = 300;
/** spec §9: scale animations start from (show) or end at (hide) this scale. */
export const SCALE_HIDE_FACTOR = 0.94;

/** spec §9: "Tween default 300 ms". */
export const TWEEN_DURATION = 300;
