/**
 * The built-in blocks: how the loader recognises each one, when it fetches
 * its code, and what it requests with it. Plain data: the build reads these
 * rows, adds each one's chunk files, and writes the compact table the loader
 * carries (rollup.config.mjs, "catalogue"). Each block's code lives in its own
 * chunk (`src/blocks/{name}/index.ts`).
 *
 * `types` are the numeric `data-block-type` values of spec §3 "Enumerations"
 * (the first list; the alternate list disagrees and is not used).
 */
import { BLOCK_TYPES } from '../../core/enums/block-types';
import { BLOCK_DESIGN_TO_GALLERY_DESIGN } from '../../core/enums/gallery-designs';
import type { BlockEntry } from './types';

export const BLOCKS: readonly BlockEntry[] = [
  // Below the fold an accordion can wait; near the viewport it loads early
  // enough to be ready before the visitor reaches it.
  { name: 'accordion', types: [BLOCK_TYPES.ACCORDION], strategy: 'visible' },
  // Forms load at once: a visitor may start typing as soon as the page shows,
  // and the server's form already works without the runtime.
  { name: 'form', types: [BLOCK_TYPES.FORM] },
  { name: 'newsletter', types: [51] },
  { name: 'donation' },
  // spec §3 "Product": a visitor may reach for "Add to cart" as soon as the page shows. A product
  // item page (spec §2 type 50) is the same block on the page's own markup: 7.1 `.ProductItem`,
  // 7.0 `#productWrapper` (two selectors here cost the loader 17 bytes gzip; a site feature would
  // cost none but start a round trip later, after the runtime, with no block state).
  { name: 'product', selector: '.sqs-block.product-block,.ProductItem,#productWrapper' },
  // spec §2, §4 "Pricing toggle": the member area (type 67) can wait until it comes near the viewport.
  { name: 'member-area', types: [BLOCK_TYPES.MEMBER_AREA], strategy: 'visible' },
  // spec §7 census: a button counts its render once visible, so its code can
  // wait until it comes near the viewport (the link works without it).
  { name: 'button', types: [BLOCK_TYPES.BUTTON], strategy: 'visible' },
  // spec §2, §7 search: the block, and the form of the /search page (type 102) with the same class.
  // The form works without code, so it can wait until near the viewport; its preview is a lazy
  // chunk fetched at the field's first focus or input.
  { name: 'search', strategy: 'visible' },
  // spec §4 "Menu tabs": the builder's restaurant menu block.
  { name: 'menu', strategy: 'visible' },
  // spec §4 "Animations": an element's entrance animation starts when it is
  // seen, so its code can wait until it comes near the viewport.
  { name: 'animation', selector: '[data-animation-role]', strategy: 'visible' },
  // spec §9 "Text shrink": at once, so a heading is fitted before the
  // visitor reads it.
  { name: 'text-shrink', selector: '[data-text-shrink]' },
  // spec §4 "Marquee": it only moves while visible, so its code can wait
  // until it comes near the viewport.
  { name: 'marquee', types: [BLOCK_TYPES.MARQUEE], strategy: 'visible' },
  // spec §4 "Gallery": galleries load as they come near the viewport, each from one file for its
  // design (the engine, the design, its own image loader and the parts a first mount needs:
  // rollup.config.mjs BUNDLES); the lightbox is fetched on hover or first open. The loader starts
  // the first slide's image itself.
  {
    name: 'gallery',
    strategy: 'visible',
    images: '.sqs-gallery>.slide:first-child img[data-src]',
    designs: {
      entries: Object.fromEntries(
        Object.entries(BLOCK_DESIGN_TO_GALLERY_DESIGN).map(([block, design]) => [block, `gallery-${design}`]),
      ),
      fallback: 'gallery-base',
    },
    // A gallery's video slides bring the video player (src/blocks/gallery/features.ts).
    contains: { '.sqs-video-wrapper': 'shared/video/slides' },
  },
  // spec §7 GetWidgetRendering: summary v2 (type 55), chart, calendar and tour
  // dates in one row and one chunk (docs/blocks/widgets.md); the server's
  // markup shows until the block comes near the viewport and asks for its rendering.
  {
    name: 'widget',
    types: [BLOCK_TYPES.SUMMARY_V2],
    selector: '.sqs-block:is(.chart-block,.calendar-block,.tourdates-block)',
    strategy: 'visible',
  },
  // Media and embeds (docs/blocks/video.md, audio.md, map.md, follow-button.md, booking.md): each
  // shows its facade or its server markup until near the viewport; the provider comes later still,
  // when the visitor asks (video) or consents.
  { name: 'video', types: [32], strategy: 'visible' },
  { name: 'audio', strategy: 'visible' },
  { name: 'map', strategy: 'visible' },
  { name: 'follow-button', strategy: 'visible' },
  { name: 'opentable-v2', types: [66], strategy: 'visible' },
  { name: 'tock', types: [68], strategy: 'visible' },
  // spec §4 "Images": every image with a data-src that no block manages. Inside a
  // block, data-load="false" means the block decides when (the gallery, the image
  // block below); outside every block nothing else would (a page banner, an index
  // page's section images), so those are this row's too. The chunk waits for the
  // 200 px lazy margin itself, and the loader starts those already in view.
  { name: 'image', selector: 'img[data-src]:not(.sqs-block [data-load=false])', images: '' },
  // The builder's image block holds its picture with data-load="false" (its
  // block decides when): the image chunk, like the row above, waits for the
  // 200 px lazy margin itself, and the loader starts the first ones in view.
  // A gallery block is never an image block, whatever number it carries
  // (spec §3's two block-type lists disagree on 5).
  {
    name: 'image-block',
    selector: '.sqs-block.image-block,.sqs-block[data-block-type="5"]:not(.gallery-block)',
    images: 'img[data-src][data-load=false]',
    chunk: 'image',
  },
];
