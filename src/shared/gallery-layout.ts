/**
 * The gallery settings a page is laid out from, and the grid design's layout
 * (spec §3 "Gallery block data", §4 "Layouts": grid, fixed per row; §9: 4 per
 * row): one rule for its two writers. The loader lays every grid gallery's
 * cells out as soon as the document is parsed, before any gallery code has
 * arrived (src/loader/gallery-cells.ts); the grid design then mounts on those
 * cells (src/blocks/gallery/designs/grid.ts). Both read the block JSON under
 * the same names with the same parsers and write the same CSS values, so the
 * design's writes change nothing and no cell moves at mount.
 *
 * @build-inline: stateless and small, copied into each chunk that imports
 * it (scripts/inline-small-modules.mjs) rather than made a chunk of its own.
 */
import { GRID, VIDEO_THUMBNAIL_RATIO } from '../core/enums/gallery-constants';
import { readBoolean } from '../core/read-boolean';
import { given, readNumber } from './block-settings';

/** The design a gallery's container class names: `sqs-gallery-block-{design}`. */
export const designInClass = (className: string) => /\bsqs-gallery-block-([\w-]+)/.exec(className)?.[1];

/**
 * The block design a gallery names, read as the gallery reads it
 * (src/blocks/gallery/settings.ts): its JSON's `design` when that is a
 * non-empty string, else its container's class; trimmed, in lower case, ''
 * for none. The loader reads it to pick the gallery's file and to lay out a
 * grid before it arrives.
 */
export function blockDesignName(root: Element, config: Record<string, unknown>): string {
  const { design } = config;
  const named =
    typeof design === 'string' && design
      ? design
      : designInClass(root.querySelector('.sqs-gallery-container')?.className || '');
  return (named || '').trim().toLowerCase();
}

/**
 * The builder's named aspect ratios, width / height: the names of its menu,
 * as the 7.0 block writes them (`"aspect-ratio":"anamorphic-widescreen"`,
 * and the container class `sqs-gallery-aspect-ratio-{name}`): 1:1 Square,
 * 3:2 Standard, 2:3 Standard (Vertical), 4:3 Four-Three, 3:4 Three-Four
 * (Vertical), 16:9 Widescreen, 2.40 Anamorphic Widescreen.
 * docs/blocks/gallery.md has the table.
 */
export const ASPECT_RATIOS: Readonly<Record<string, number>> = {
  square: 1,
  standard: 3 / 2,
  'standard-vertical': 2 / 3,
  'four-three': 4 / 3,
  'three-four-vertical': 3 / 4,
  widescreen: 16 / 9,
  'anamorphic-widescreen': 2.4,
};

/**
 * An aspect ratio as the builder writes it: a number (width / height), or
 * text: a number, `"W:H"` (`"16:9"`), a name of {@link ASPECT_RATIOS}, or
 * `"Auto"`. Auto is `null`, and so is a name we do not know (spec §3: a
 * number or 'Auto'; a name the builder adds later is not the page's fault).
 * `undefined` for what is no aspect ratio at all (`true`, `{}`, `0`, `"3:0"`).
 */
export function aspectRatioOf(value: unknown): number | null | undefined {
  const text = String(value).trim().toLowerCase();
  const [, width, height = 1] = /^(\d*\.?\d+)(?::(\d*\.?\d+))?$/.exec(text) || [];
  const ratio = +width / +height;
  if (ratio > 0 && ratio < Infinity) return ratio;
  return typeof value === 'string' && !width ? (ASPECT_RATIOS[text] ?? null) : undefined;
}

/**
 * Where the builder writes each setting the page is laid out from; the first
 * given wins (src/shared/block-settings.ts `given`). The 7.0 grid has keys of
 * its own, read first and by the grid only: its columns are
 * `thumbnails-per-row`, its gap `padding`, its cells' ratio `aspect-ratio`
 * (a 7.0 block writes every key whatever its design, so a slideshow's
 * leftover `aspect-ratio` or `padding` must not become its ratio or a gap).
 */
export const LAYOUT_KEYS = {
  aspectRatio: ['imageAspectRatio', 'aspectRatio'],
  gridAspectRatio: ['aspect-ratio', 'imageAspectRatio', 'aspectRatio'],
  squareThumbs: ['square-thumbs', 'squareThumbs'],
  autoCrop: ['auto-crop', 'autoCrop'],
  gridColumns: ['thumbnails-per-row', 'thumbnailsPerRow', 'slidesPerRow'],
  gridGap: ['padding', 'gutter'],
} as const;

/** A count of columns: a positive integer (strings parsed as integers). */
export const readCount = (value: unknown) => readNumber(value, { min: 1, integer: true });
/** A length in px: a finite number ≥ 0. */
export const readSize = (value: unknown) => readNumber(value, { min: 0 });

/** A grid gallery's layout. */
export interface GridLayout {
  columns: number;
  /** Pixels between cells, both ways; `null` for the grid's own default, 1 % of the gallery's width. */
  gap: number | null;
  /** Every cell's width / height. */
  ratio: number;
  /** `auto-crop`: images fill their cell, cropped (else they are fitted whole). */
  crop: boolean;
}

/**
 * A cell's width / height: square with `square-thumbs`, else the aspect
 * ratio; Auto (`null`) gives square cells too, since a row's cells share one
 * height and the page's stylesheet can then reserve the space exactly.
 */
export const cellRatioOf = (squareThumbs: boolean | undefined, aspectRatio: number | null | undefined) =>
  squareThumbs ? 1 : aspectRatio || 1;

/**
 * The grid layout the block JSON `config` asks for, read as the gallery's
 * settings read it (src/blocks/gallery/settings.ts): the first key given, and
 * an unreadable value takes the default there too.
 */
export function gridLayoutOf(config: Record<string, unknown>): GridLayout {
  const read = <T>(keys: readonly string[], parse: (value: unknown) => T) => parse(given(config, keys));
  return {
    columns: read(LAYOUT_KEYS.gridColumns, readCount) || GRID.perRow,
    gap: read(LAYOUT_KEYS.gridGap, readSize) ?? null,
    ratio: cellRatioOf(read(LAYOUT_KEYS.squareThumbs, readBoolean), read(LAYOUT_KEYS.gridAspectRatio, aspectRatioOf)),
    crop: read(LAYOUT_KEYS.autoCrop, readBoolean) ?? true,
  };
}

/** The gallery (`.sqs-gallery`): equal columns, one gap both ways. The default gap is in `cqw`: see {@link gridBoxStyles}. */
export const gridStyles = ({ columns, gap }: GridLayout): Record<string, string> => ({
  display: 'grid',
  'grid-template-columns': `repeat(${columns},minmax(0,1fr))`,
  gap: gap === null ? '1cqw' : `${gap}px`,
});

/** The gallery's parent, for the default gap: 1cqw is 1 % of the width of the nearest size container. */
export const gridBoxStyles = ({ gap }: Pick<GridLayout, 'gap'>): Record<string, string> =>
  gap === null ? { 'container-type': 'inline-size' } : {};

/** A cell (`.slide`) of one ratio; `overflow: hidden` also lets the ratio win over its content's height. */
export const cellStyles = (ratio: number): Record<string, string> => ({
  position: 'relative',
  overflow: 'hidden',
  'aspect-ratio': `${ratio}`,
});

/**
 * A cell's image: over the whole cell, out of the flow (its own size never
 * sizes the cell), cropped to fill or fitted whole. Where its focal point
 * sits is the design's (it parses the slides); the loader leaves it centred.
 */
export const cellImageStyles = (crop: boolean): Record<string, string> => ({
  position: 'absolute',
  top: '0',
  left: '0',
  width: '100%',
  height: '100%',
  'object-fit': crop ? 'cover' : 'contain',
});

/**
 * The wall and the stack (spec §3 "Gallery and summary layouts"): each slide
 * keeps its own image's ratio (`data-image-dimensions`; a video 16:9, spec §9),
 * the wall in `thumbnails-per-row` columns (masonry, CSS columns), the stack
 * one slide under another. Their gap is the 7.0 `padding`, else `gutter`.
 * A slide's meta (`.meta`) lies over its image at the edge `meta-position`
 * names (top-… or bottom-…, default bottom-left), so showing it moves nothing.
 * Like the grid, the loader lays them out before the first paint with these
 * same rules (src/loader/gallery-cells.ts).
 */
export type FlowDesign = 'wall' | 'stack';

/** Columns of a wall when the block gives none (our reading: the carousel's 3, spec §9). */
export const WALL_COLUMNS = 3;

/** A wall's or stack's layout. */
export interface FlowLayout {
  design: FlowDesign;
  /** 1 for the stack. */
  columns: number;
  /** Pixels between slides; `null` for 1 % of the gallery's width, as the grid. */
  gap: number | null;
  /** Where a slide's meta lies over it. */
  metaAtTop: boolean;
  /** `auto-crop`: images fill their slide, cropped (else fitted whole). */
  crop: boolean;
}

/** The layout the block JSON `config` asks of a wall or a stack. */
export function flowLayoutOf(design: FlowDesign, config: Record<string, unknown>): FlowLayout {
  const columns = readCount(given(config, LAYOUT_KEYS.gridColumns)) || WALL_COLUMNS;
  const meta = given(config, ['meta-position', 'metaPosition']);
  return {
    design,
    columns: design === 'stack' ? 1 : columns,
    gap: readSize(given(config, LAYOUT_KEYS.gridGap)) ?? null,
    metaAtTop: typeof meta === 'string' && /^\s*top/i.test(meta),
    crop: readBoolean(given(config, LAYOUT_KEYS.autoCrop)) ?? true,
  };
}

const gapOf = ({ gap }: FlowLayout) => (gap === null ? '1cqw' : `${gap}px`);

/** The gallery: CSS columns for the wall, one column for the stack. */
export const flowStyles = (layout: FlowLayout): Record<string, string> =>
  layout.design === 'wall'
    ? { display: 'block', 'column-count': `${layout.columns}`, 'column-gap': gapOf(layout) }
    : { display: 'flex', 'flex-direction': 'column', gap: gapOf(layout) };

/** A slide of `ratio`, kept whole in its column, the wall's gap under it. */
export const flowCellStyles = (layout: FlowLayout, ratio: number): Record<string, string> => ({
  ...cellStyles(ratio),
  'break-inside': 'avoid',
  'margin-bottom': layout.design === 'wall' ? gapOf(layout) : '0',
});

/** A slide's meta over its image, at the top or the bottom edge. */
export const flowMetaStyles = ({ metaAtTop }: FlowLayout): Record<string, string> => ({
  position: 'absolute',
  left: '0',
  right: '0',
  [metaAtTop ? 'top' : 'bottom']: '0',
  'max-height': '40%',
  overflow: 'hidden',
});

/** A slide's width / height from its image's `data-image-dimensions` (`WxH`); 16:9 for a video; else square. */
export function slideRatioOf(slide: Element): number {
  const [, width, height] =
    /^(\d+)x(\d+)$/.exec(slide.querySelector('img')?.getAttribute('data-image-dimensions') || '') || [];
  if (+width > 0 && +height > 0) return +width / +height;
  return slide.getAttribute('data-type') === 'video' ? VIDEO_THUMBNAIL_RATIO : 1;
}
