/**
 * The product block's chunk entry: only the door. The block itself
 * (./mount-product.ts) and what it imports are one lazy chunk, so its row in
 * `dist/loader.js` lists no chunks: every page of every site carries the
 * loader's table, while only product pages pay the extra round trip.
 *
 * The row also matches a product item page (7.1 `.ProductItem`, 7.0
 * `#productWrapper`, no `sqs-block`): the page's reader and gallery
 * (./mount-product-page.ts) come in parallel with the block.
 */
import type { BlockContext } from '../../core/types';

/** The loader's entry: mount a product block, or a product item page. */
export function mount(root: HTMLElement, context: BlockContext) {
  if (root.matches('.sqs-block'))
    return import('./mount-product').then(({ mountProduct }) => mountProduct(root, context));
  // An item page's markup inside a product block is that block's to enhance.
  if (root.parentElement?.closest('.sqs-block.product-block')) return undefined;
  return Promise.all([import('./mount-product'), import('./mount-product-page')]).then(
    ([{ mountProductOn }, { mountProductPage }]) => mountProductPage(root, context, mountProductOn),
  );
}
