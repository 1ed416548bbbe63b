/**
 * The product block (`.sqs-block.product-block`; spec §3 "Product", §7):
 * variant choice, stock and quantity limits, add to cart, subscriptions and
 * gift cards. Its requests, navigations and telemetry are a lazy chunk
 * (./actions.ts) fetched at mount. See docs/blocks/product.md.
 */
import { defaultCurrency } from '../../core/money';
import type { BlockContext, Unmount } from '../../core/types';
import type { ProductActions } from './actions';
import { createProductController, type ProductIo } from './controller';
import { readProduct, readSettings } from './read-product';
import { unitPrice } from './variants';

export { createProductController, type ProductController, type ProductIo } from './controller';

/**
 * Mount a product block. Without a product (or a button) it reports once
 * and leaves the server markup as it is. `io` replaces the lazy actions in tests.
 */
export function mountProduct(root: HTMLElement, context: BlockContext, io?: ProductIo): Unmount {
  const product = readProduct(context.config);
  if (!product) {
    context.report(new Error('product block without a product'), 'product block left as the server sent it');
    return undefined;
  }
  const currency = defaultCurrency(context.page);
  const settings = readSettings(context.config);
  let actions: Promise<ProductActions> | null = null;
  const lazy: ProductIo = io ?? {
    report: context.report,
    actions: () =>
      (actions ??= import('./actions').then(({ createProductActions }) =>
        createProductActions(
          { product, quickView: settings.quickView, page: context.page, currency, report: context.report },
          root.ownerDocument,
          product.variants[0] && unitPrice(product.variants[0]),
        ),
      )),
  };
  const controller = createProductController(root, { product, settings, currency }, lazy);
  if (!controller) {
    context.report(new Error('product block without a button'), 'product block left as the server sent it');
    return undefined;
  }
  // Fetched now, so the first click rarely waits, and the product view is announced (spec §7).
  lazy.actions().catch((error: unknown) => context.report(error, 'product actions failed to load'));
  return () => {
    controller.destroy();
    void actions?.then((loaded) => loaded.destroy());
  };
}
