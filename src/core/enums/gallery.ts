/**
 * Gallery and lightbox names (spec §3 "Gallery block data", "Gallery and
 * summary layouts", §4 "Gallery" layouts, §5 "Gallery").
 */

export * from './gallery-designs';

/** Gallery and summary layout names (spec §3). */
export const GALLERY_LAYOUTS = ['slideshow', 'carousel', 'grid', 'stack', 'wall', 'list'] as const;
/** Chart layouts (spec §3). */
export const CHART_LAYOUTS = ['bar', 'line', 'pie'] as const;
/** Image block layouts (spec §3). */
export const IMAGE_LAYOUTS = ['inline', 'poster', 'card', 'overlap', 'collage', 'stack'] as const;
/** Embed layouts (spec §3). */
export const EMBED_LAYOUTS = ['reservation', 'events'] as const;

/** Stacked-gallery transitions (spec §4); an unknown one throws in the gallery (spec §5). */
export const STACKED_TRANSITIONS = ['fade', 'ken-burns', 'new-swipe', 'scroll', 'swipe'] as const;

/** Strip alignments (spec §5); the default is middle (spec §9). */
export const STRIP_ALIGNMENTS = ['start', 'middle', 'end'] as const;

/** `value` when it is a strip alignment, else `'middle'`. */
export function stripAlignmentOrDefault(value: unknown): (typeof STRIP_ALIGNMENTS)[number] {
  return (STRIP_ALIGNMENTS as readonly unknown[]).includes(value)
    ? (value as (typeof STRIP_ALIGNMENTS)[number])
    : 'middle';
}

/** New-swipe boundary kinds (spec §5). */
export const NEW_SWIPE_BOUNDARIES = ['none', 'hard', 'inertial'] as const;

/** `active-alignment` values of gallery block data (spec §3). */
export const ACTIVE_ALIGNMENTS = ['left', 'center', 'right'] as const;

/** Slide media kinds (`data-type`, spec §3). */
export const SLIDE_TYPES = ['image', 'video'] as const;

/** Gallery item media types (spec §3). */
export const GALLERY_ITEM_MEDIA_TYPES = {
  EMPTY_IMAGE: 'empty-image',
  IMAGE_FILE: 'image-file',
  LICENSED_IMAGE: 'licensed-image',
  REUSED_IMAGE: 'reused-image',
  REUSED_ASSET: 'reused-asset',
  VIDEO: 'video',
} as const;

/** Lightbox themes (spec §3). */
export const LIGHTBOX_THEMES = ['dark', 'light'] as const;

/** One lightbox theme. */
export type LightboxTheme = (typeof LIGHTBOX_THEMES)[number];

/**
 * The theme when valid, else dark. The spec names no default; dark matches
 * the 0.95 overlay opacity (§9) and is listed first for the lightbox itself.
 */
export function lightboxThemeOrDefault(value: unknown): LightboxTheme {
  return value === 'light' ? 'light' : 'dark';
}

/** The lightbox title when none is given (spec §3). */
export const DEFAULT_LIGHTBOX_TITLE = 'Gallery';
