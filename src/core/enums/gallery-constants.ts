/**
 * Gallery and lightbox numbers (spec §9 "Gallery", "Lightbox", "Limits").
 * Durations the spec gives in seconds are given here in milliseconds (spec §9:
 * "Seconds are converted to ms"); the `…S` names keep seconds where the value
 * feeds a CSS transition.
 *
 * @build-inline: constants only; each chunk carries the few it uses.
 */

/** Arrow keys that step a gallery: left 37, right 39. */
export const GALLERY_KEYS = { PREVIOUS: 37, NEXT: 39 } as const;

/**
 * Autoplay defaults. The spec gives two readings (1000 ms, randomise off; or
 * 5000 ms, randomise on). We take 5 s, which gives a visitor time to look at a
 * slide, with slides in order, which is what a visitor expects from a
 * slideshow; the 1000 ms resume of the first reading is kept.
 */
export const GALLERY_AUTOPLAY = { timeoutMs: 5000, resumeMs: 1000, randomize: false } as const;

/** Carousel: 3 per row, 1 % gutter; under 480 px at most 2, under 724 px at most 3. */
export const CAROUSEL = {
  slidesPerRow: 3,
  gutterPercent: 1,
  breakpoints: [
    { maxWidth: 480, slidesPerRow: 2 },
    { maxWidth: 724, slidesPerRow: 3 },
  ],
} as const;

/** Autocolumns: column width 250, gutter 0. */
export const AUTOCOLUMNS = { columnWidth: 250, gutter: 0 } as const;
/** Autorows: row height 250, gutter 20. */
export const AUTOROWS = { rowHeight: 250, gutter: 20 } as const;
/** Grid: 4 per row, fade-in random delay up to 500 ms. */
export const GRID = { perRow: 4, fadeInMaxDelayMs: 500 } as const;
/** Autogrid column width. */
export const AUTOGRID = { columnWidth: 250 } as const;
/** Resize emitter: 300 ms, 100 ms for galleries. */
export const RESIZE_DEBOUNCE_MS = { default: 300, gallery: 100 } as const;
/** Image queue concurrency: 16, 1 on mobile. */
export const IMAGE_QUEUE_CONCURRENCY = { default: 16, mobile: 1 } as const;

/** Stacked design defaults. */
export const STACKED = {
  autoHeight: true,
  clickBehavior: 'next',
  speedMs: 1000,
  preload: 1,
  kenBurnsZoom: 1.075,
} as const;
/** Strip design defaults: vSize 10 applies when there is no aspect ratio. */
export const STRIP = { speedMs: 500, preload: 1, alignment: 'middle', vSize: 10 } as const;
/** Swipe transition. */
export const SWIPE = { thresholdPx: 50, timeThresholdMs: 250, transitionMs: 280 } as const;
/** New-swipe transition durations (narrow: under 767 px) and drag-axis lock distance. */
export const NEW_SWIPE = {
  durationMs: { min: 300, max: 500 },
  narrowDurationMs: { min: 200, max: 400 },
  narrowMaxWidth: 767,
  dragAxisPx: 10,
} as const;
/** Scroll snap duration, thumbnail overflow padding max and video thumbnail ratio. */
export const SCROLL_SNAP_MS = 400;
/** Max thumbnail overflow padding. */
export const THUMBNAIL_OVERFLOW_PADDING_MAX = 5;
/** Video thumbnails are 16:9. */
export const VIDEO_THUMBNAIL_RATIO = 16 / 9;
/** The meta overlay is limited to 40 % of the container when content exceeds 90 %. */
export const META_OVERLAY = { maxPercent: 40, overflowPercent: 90 } as const;
/** Gallery limits: count and size (spec §9 "Limits"). */
export const GALLERY_LIMITS = { count: 20, size: 50 } as const;

/** Lightbox timings and sizes. */
export const LIGHTBOX = {
  overlayMs: 350,
  contentMs: 600,
  slideSpeedMs: 600,
  overlayOpacity: 0.95,
  padding: 100,
  keyThrottleMs: 200,
  /** Desktop click halves ignore a 2 % edge margin (spec §4). */
  edgeMarginPercent: 2,
} as const;
