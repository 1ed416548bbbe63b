import type { BlockDescriptor } from '../../core/types';

/**
 * The built-in blocks: how the loader recognises each one and when it fetches
 * its chunk. The loader bundles only this table; each block's code lives in
 * its own chunk (`src/blocks/{name}/index.ts`), fetched on demand.
 *
 * `types` are the numeric `data-block-type` values of spec §3 "Enumerations"
 * (the first list; the alternate list disagrees and is not used).
 */
export const builtinBlocks: readonly Omit<BlockDescriptor, 'load'>[] = [
  // Below the fold an accordion can wait; near the viewport it loads early
  // enough to be ready before the visitor reaches it.
  { name: 'accordion', types: [69], strategy: 'visible' },
  // Forms load at once: a visitor may start typing as soon as the page shows,
  // and the server's form already works without the runtime.
  { name: 'form', types: [9] },
  { name: 'newsletter' },
  { name: 'donation' },
  // spec §4 "Gallery": galleries load as they come near the viewport; the
  // design (slideshow, grid, …) is a further chunk, the lightbox one more on
  // first open.
  { name: 'gallery', strategy: 'visible' },
  // spec §4 "Images": every image with a data-src the gallery does not manage
  // (data-load="false"); the chunk itself waits for the 200 px lazy margin.
  { name: 'image', selector: 'img[data-src]:not([data-load=false])' },
];
