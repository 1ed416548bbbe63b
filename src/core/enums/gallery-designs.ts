/**
 * The gallery designs and the block design → gallery design table (spec §4
 * "Layouts"), apart from the other gallery enumerations: the gallery block
 * imports only these, and its chunk carries only these.
 *
 * @build-inline: stateless and small, copied into each chunk that imports
 * it (scripts/inline-small-modules.mjs) rather than made a chunk of its own.
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
  'wall',
  'stack',
] as const;

/** One gallery design. */
export type GalleryDesign = (typeof GALLERY_DESIGNS)[number];

/**
 * The builder's other layout names (spec §3 "Gallery and summary layouts"),
 * and none at all: they render as base, the server laid them out.
 */
const RENDERED_AS_BASE = [
  '',
  'bar',
  'line',
  'pie',
  'chart',
  'inline',
  'poster',
  'card',
  'overlap',
  'collage',
  'reservation',
  'events',
] as const;

/**
 * Block design to gallery design (spec §4 "Layouts (block design to design)"):
 * `stacked` → base, `slider` → strip, `slideshow` → stacked, the designs that
 * keep their name (autorows too: §4 lists it among the layouts), and the
 * names that render as base. The one table the gallery block reads.
 */
export const BLOCK_DESIGN_TO_GALLERY_DESIGN: Readonly<Record<string, GalleryDesign>> = {
  ...Object.fromEntries(RENDERED_AS_BASE.map((name) => [name, 'base'])),
  ...Object.fromEntries(GALLERY_DESIGNS.map((design) => [design, design])),
  stacked: 'base',
  slider: 'strip',
  slideshow: 'stacked',
};

/**
 * The gallery design for a block's design name (trimmed, any case); `undefined`
 * for a name the builder does not have, which fails that gallery (spec §5: no
 * gallery design found by that name).
 */
export function galleryDesignFor(blockDesign: unknown): GalleryDesign | undefined {
  const key = typeof blockDesign === 'string' ? blockDesign.trim().toLowerCase() : '';
  return Object.prototype.hasOwnProperty.call(BLOCK_DESIGN_TO_GALLERY_DESIGN, key)
    ? BLOCK_DESIGN_TO_GALLERY_DESIGN[key]
    : undefined;
}
