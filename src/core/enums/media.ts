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

export {
  VIDEO,
  VIDEO_MODES,
  VIDEO_PROVIDERS,
  isSupportedVideoProvider,
  videoModeOrDefault,
  type VideoMode,
} from './video-embed';
