/**
 * Gallery and lightbox names (spec §3 "Gallery block data", "Gallery and
 * summary layouts", §4 "Gallery" layouts, §5 "Gallery").
 */

/** The gallery designs the runtime has (spec §4). */
export const GALLERY_DESIGNS = [
  'base',
  'strip',
  'stacked',
  'grid',
  'autogrid',
  'autocolumns',
  'autorows',
  'carousel',
  'list',
] as const;

/** One gallery design. */
export type GalleryDesign = (typeof GALLERY_DESIGNS)[number];

/**
 * Block design to gallery design (spec §4 "Layouts (block design to design)"):
 * `stacked` → base, `slider` → strip, `slideshow` → stacked, and the designs
 * that keep their name (autorows too: §4 lists it among the layouts). The
 * builder's other layout names (spec §3 "Gallery and summary layouts") render
 * as base: the server laid them out. The one table: the gallery block and the
 * loader's catalogue (which fetches a gallery's design chunk with it) read it.
 */
export const BLOCK_DESIGN_TO_GALLERY_DESIGN = {
  '': 'base',
  base: 'base',
  stacked: 'base',
  slider: 'strip',
  strip: 'strip',
  slideshow: 'stacked',
  grid: 'grid',
  autogrid: 'autogrid',
  autocolumns: 'autocolumns',
  autorows: 'autorows',
  carousel: 'carousel',
  list: 'list',
  stack: 'base',
  wall: 'base',
  bar: 'base',
  line: 'base',
  pie: 'base',
  chart: 'base',
  inline: 'base',
  poster: 'base',
  card: 'base',
  overlap: 'base',
  collage: 'base',
  reservation: 'base',
  events: 'base',
} as const satisfies Record<string, GalleryDesign>;

/**
 * The gallery design for a block's design name (trimmed, any case); `undefined`
 * for a name the builder does not have, which fails that gallery (spec §5: no
 * gallery design found by that name).
 */
export function galleryDesignFor(blockDesign: unknown): GalleryDesign | undefined {
  const key = typeof blockDesign === 'string' ? blockDesign.trim().toLowerCase() : '';
  const table: Record<string, GalleryDesign> = BLOCK_DESIGN_TO_GALLERY_DESIGN;
  return Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
}

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
