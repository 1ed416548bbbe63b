import type { BlockDescriptor } from '../core/types';

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
];
