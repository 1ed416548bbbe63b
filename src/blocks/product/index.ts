/**
 * The product block's chunk entry: only the door. The block itself
 * (./mount-product.ts) and what it imports are one lazy chunk, so its row in
 * `dist/loader.js` lists no chunks: every page of every site carries the
 * loader's table, while only product pages pay the extra round trip.
 */
import type { BlockContext } from '../../core/types';

/** The loader's entry: mount a product block. */
export const mount = (root: HTMLElement, context: BlockContext) =>
  import('./mount-product').then(({ mountProduct }) => mountProduct(root, context));
