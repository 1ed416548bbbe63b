/**
 * A product item page (spec §2 page type 50; docs/blocks/product.md
 * "Product item pages"): the product block on the page's own markup, 7.1's
 * `.ProductItem` or 7.0's `#productWrapper`. The product is read from that
 * markup (./read-product-page.ts); the gallery's images, which the builder
 * holds back with `data-load="false"`, load as they come near the viewport
 * (the first, in view, at once), cropped around their focal point. A chunk
 * of its own, fetched beside the block's only on such a page.
 */
import { defaultCurrency } from '../../core/money';
import type { BlockContext } from '../../core/types';
import { loadImagesWhenNear } from '../../shared/lazy-images';
import type { mountProductOn } from './mount-product';
import { readPageProduct } from './read-product-page';

/** The gallery's images, thumbnails included: those the page holds back for its block. */
export const PAGE_GALLERY_IMAGES = ':is(.ProductItem-gallery,#productGallery) img[data-src][data-load=false]';

/** Mount the item page `root` with the block's `mountOn` (fetched in parallel); returns the unmount. */
export function mountProductPage(root: HTMLElement, context: BlockContext, mountOn: typeof mountProductOn): () => void {
  const images = Array.from(root.querySelectorAll<HTMLImageElement>(PAGE_GALLERY_IMAGES));
  const stopImages = loadImagesWhenNear(images, context.report);
  const json = readPageProduct(root, context.page, defaultCurrency(context.page));
  // The page's price is the server's: it stays until the visitor chooses.
  const unmount = mountOn(root, context, json, { pagePrice: true });
  return () => {
    stopImages();
    unmount?.();
  };
}
