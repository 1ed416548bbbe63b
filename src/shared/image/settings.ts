/**
 * What one image asks for (spec §3 "Images"), as the loader hands it to the
 * feature chunks (shape.ts, position.ts). The names are short on purpose: the
 * minifier keeps property names.
 */

/** How the image fills its box: `cover` crops, `contain` letterboxes, '' is the image's own shape. */
export type Fit = 'cover' | 'contain' | '';

/** The loader options of spec §3 that may stand in for data attributes. */
export interface ImageFitOptions {
  /** Like `data-mode`: fill/cover, fit/contain, none/null. */
  mode?: string | null;
  /** Like `data-image-focal-point`, fractions. */
  focalPoint?: readonly [number, number];
  /** Like `data-alignment`, for content-fit images. */
  alignment?: string;
  /** false: a content-fit image is never scaled above its own size (`object-fit: scale-down`). */
  stretch?: boolean;
}

/** One image's settings, read once per load (loader options win over attributes). */
export interface ImageSettings {
  /** cover for fill, a shape mask, and a background without a mode; contain for fit. */
  fit: Fit;
  /** `object-position` (and `background-position`): the alignment for content-fit, else the focal point. */
  pos: string;
  /** Focal point, fractions of the width and the height. */
  fp: readonly [number, number];
  /** Intrinsic size (`data-image-dimensions`); 0 when unknown. */
  w: number;
  h: number;
  /** `data-shape-mask` as written; the shape chunk knows which names exist. */
  shape?: string;
  /** `data-use-bg-image` */
  bg: boolean;
  /** `data-use-advanced-positioning` */
  adv: boolean;
}

/** A measured box, CSS pixels. */
export interface Box {
  width: number;
  height: number;
}

/**
 * What a feature chunk exports: restyles `img` (and `parent`) in `box`, its
 * measured box, and again with `url` once the picture has arrived.
 */
export type Place = (img: HTMLImageElement, parent: HTMLElement, s: ImageSettings, box: Box, url?: string) => void;

/** A fraction as a CSS percentage, to two decimals. */
export const percent = (fraction: number) => `${Math.round(fraction * 1e4) / 100}%`;
