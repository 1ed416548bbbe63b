/**
 * Timings of spec §9, in milliseconds unless the name says otherwise.
 *
 * Where a service already owns a constant under the same name (the data
 * layer's retry delay, the dialog and tooltip sizes and the scale factor of
 * `ui`), it is re-exported or read from there rather than defined twice: one
 * value, and `export *` in `src/core/index.ts` sees one binding, not a clash.
 * Every other behaviour imports its number from here.
 *
 * @build-inline: constants only, so each chunk that imports some carries its
 * own copy of those (no shared chunk, no extra request).
 */
import {
  ANIMATION_DURATION,
  DIALOG_HIDE_FALLBACK,
  DIALOG_PADDING,
  DIALOG_WIDTH,
  DIALOG_Z_INDEX_BASE,
  INFORM_AUTO_HIDE,
  RELATIVE_TIME_LIMIT,
  TOOLTIP_DELAY,
  TOOLTIP_EDGE_MARGIN,
  TOOLTIP_WIDTH,
  TWEEN_DURATION,
} from '../ui/constants';

/** Spec §9: the data layer's retry delay. */
export const RETRY_DELAY_MS = 200;
export { DIALOG_PADDING, DIALOG_WIDTH, SCALE_HIDE_FACTOR, TOOLTIP_WIDTH } from '../ui/constants';
export { TOOLTIP_DELAY as TOOLTIP_DELAY_MS, RELATIVE_TIME_REFRESH as RELATIVE_TIME_REFRESH_MS } from '../ui/constants';
/** The escape manager acts 10 ms after the key (spec §4 "Escape manager", §9). */
export const ESCAPE_DELAY_MS = 10;
/** A scroll has ended after 300 ms without scroll events. */
export const SCROLL_END_TIMEOUT_MS = 300;
/** Expand, fade and scale animations (spec §4: 0.3 s). */
export const ANIMATION_DURATION_MS = ANIMATION_DURATION;
/** Accordion open and close (spec §4). */
export const ACCORDION_ANIMATION_MS = 250;

/** Error reporter: per page, queued, stack trace length, send debounce. */
export const ERROR_REPORTER_MAX_REPORTS = 20;
/** Reports waiting to be sent, at most. */
export const ERROR_REPORTER_QUEUE_SIZE = 10;
/** Stack traces are cut at this many characters. */
export const ERROR_REPORTER_STACK_LIMIT = 5000;
/** Reports are sent debounced by 1 s. */
export const ERROR_REPORTER_DEBOUNCE_MS = 1000;

/** Log batches are flushed every 30 s. */
export const LOG_FLUSH_MS = 30_000;
/** Selector labels in logs are cut at 20 characters. */
export const SELECTOR_LABEL_MAX_LENGTH = 20;

/** A script or chunk load times out after 120 s (spec §4). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Census calls time out after 2500 ms (spec §7, §9). */
export const CENSUS_TIMEOUT_MS = 2500;
/** The social follow script times out after 10 s (spec §7). */
export const FOLLOW_SCRIPT_TIMEOUT_MS = 10_000;

/** Performance: flush 30 s after load, wait up to 60 s for metrics, settings time-out 30 s. */
export const PERFORMANCE = { flushMs: 30_000, metricsWaitMs: 60_000, settingsTimeoutMs: 30_000 } as const;

/** Tooltip: hover delay, width, mouse offset and edge margin (px). */
export const TOOLTIP = {
  delayMs: TOOLTIP_DELAY,
  width: TOOLTIP_WIDTH,
  mouseOffset: 15,
  edgeMargin: TOOLTIP_EDGE_MARGIN,
} as const;

/** Dialog: width and padding (px), hide fallback, z-index base. */
export const DIALOG = {
  width: DIALOG_WIDTH,
  padding: DIALOG_PADDING,
  hideFallbackMs: DIALOG_HIDE_FALLBACK,
  zIndex: DIALOG_Z_INDEX_BASE,
} as const;
/** Dialogs stack from this z-index. */
export const DIALOG_Z_INDEX = DIALOG.zIndex;
/** An information dialog hides itself after 2 s (top right). */
export const INFORMATION_DIALOG_AUTO_HIDE_MS = INFORM_AUTO_HIDE;

/** After 60 s a relative time becomes a formatted date (spec §4). */
export const RELATIVE_TIME_THRESHOLD_MS = RELATIVE_TIME_LIMIT;

/** Text shrink: smallest font (px), tolerance (px), debounce. */
export const TEXT_SHRINK = { minFontSize: 11, tolerance: 3, debounceMs: 100 } as const;

/** Smooth scroll: offset (px), min and max durations, easing. */
export const SCROLL = { offset: 30, minDurationMs: 50, maxDurationMs: 50, easing: 'easeOutSine' } as const;
/** Tween default duration. */
export const TWEEN_DURATION_MS = TWEEN_DURATION;
/** The idle-callback fallback delay where requestIdleCallback is missing. */
export const IDLE_FALLBACK_MS = 50;

/** Marquee: min width, path segment length range, re-render debounce, throttle. */
export const MARQUEE = {
  minWidth: 50,
  segmentLength: { min: 250, max: 1000 },
  rerenderDebounceMs: 1000,
  throttleWindow: 22,
  throttleSpacingFactor: 2,
} as const;
