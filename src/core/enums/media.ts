/**
 * Image and video names and numbers (spec §3 "Images", "Video embed", §5, §9).
 *
 * @build-inline: constants and pure lookups; each chunk carries what it uses.
 */

/** The `data-*` attributes images and blocks are read from (spec §3 "Images"). */
export const IMAGE_DATA_ATTRIBUTES = [
  'data-src',
  'data-srcset',
  'data-image-dimensions',
  'data-image-focal-point',
  'data-mode',
  'data-load',
  'data-size-format',
  'data-alignment',
  'data-fixed-ratio',
  'data-use-bg-image',
  'data-use-advanced-positioning',
  'data-dpr-min',
  'data-dpr-max',
  'data-allow-save-data',
  'data-size-adjustment',
  'data-force-image-update',
  'data-shape-mask',
  'data-block-json',
  'data-max-length',
  'data-date',
] as const;

/** `data-mode` values of an image. */
export const IMAGE_MODES = ['fill', 'cover', 'fit', 'contain'] as const;

/** `data-size-format` values. */
export const IMAGE_SIZE_FORMATS = ['queryString', 'filename'] as const;

/** The focal point when none is given (spec §3: 0.5,0.5). */
export const DEFAULT_FOCAL_POINT = { x: 0.5, y: 0.5 } as const;

/** Image widths the server renders, largest first (spec §9). */
export const IMAGE_WIDTHS = [2500, 1500, 1000, 750, 500, 300, 100] as const;

/** Image loading numbers (spec §4 "Images", §9 "Image"). */
export const IMAGE_LOADING = {
  lazyMargin: '200px',
  hostWaitRetries: 100,
  hostWaitIntervalMs: 10,
  /** Under this width the root gets `sqs-narrow-width`. */
  narrowWidth: 415,
  newsletterSmallWidth: 320,
} as const;

/** Video modes (spec §3, §5: "fit, fill, none or null"). */
export const VIDEO_MODES = ['none', 'fit', 'fill'] as const;

/** One video mode. */
export type VideoMode = (typeof VIDEO_MODES)[number];

/** The mode when valid; `null` and anything unknown read as `'none'` (no sizing applied). */
export function videoModeOrDefault(value: unknown): VideoMode {
  return (VIDEO_MODES as readonly unknown[]).includes(value) ? (value as VideoMode) : 'none';
}

/** The only video providers supported (spec §3). */
export const VIDEO_PROVIDERS = ['vimeo', 'youtube'] as const;

/** True for Vimeo or YouTube, in any letter case (`providerName` is 'YouTube' in data). */
export function isSupportedVideoProvider(name: unknown): boolean {
  return typeof name === 'string' && (VIDEO_PROVIDERS as readonly string[]).includes(name.trim().toLowerCase());
}

/** Video numbers (spec §9 "Video"). */
export const VIDEO = {
  fallbackPaddingPercent: 56.3,
  resizeTimeoutMs: 1000,
  /** Placeholder ratio for 'auto'; otherwise 100 divided by the value. */
  autoPlaceholderRatio: 65,
} as const;
