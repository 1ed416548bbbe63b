/**
 * The product block (`.sqs-block.product-block`; spec §3 "Product", §7), and
 * the product of a product item page (7.1 `.ProductItem`, 7.0
 * `#productWrapper`): variant choice, stock and quantity limits, add to
 * cart, subscriptions and gift cards. Its requests, navigations and
 * telemetry are a lazy chunk (./actions.ts) fetched at mount. See
 * docs/blocks/product.md.
 */
import { defaultCurrency } from '../../core/money';
import type { BlockContext } from '../../core/types';
import type { ProductActions } from './actions';
import { createProductController, type ProductIo } from './controller';
import { readProduct, readSettings } from './read-product';
import { unitPrice } from './variants';

export { createProductController, type ProductController, type ProductIo } from './controller';

/**
 * Mount a product block on the product of its block JSON. `io` replaces the
 * lazy actions in tests.
 */
export const mountProduct = (root: HTMLElement, context: BlockContext, io?: ProductIo) =>
  mountProductOn(root, context, context.config, { io });

/** How {@link mountProductOn} mounts: `io` replaces the lazy actions in tests; `pagePrice` see ProductFacts. */
export interface MountOptions {
  io?: ProductIo;
  pagePrice?: boolean;
}

/**
 * Mount the block on `root` for the product of `json`, in the block JSON's
 * shape (a product item page reads its own from its markup,
 * ./mount-product-page.ts). Without a product (or a button) it reports once
 * and leaves the server markup as it is.
 */
export function mountProductOn(
  root: HTMLElement,
  context: BlockContext,
  json: Record<string, unknown>,
  { io, pagePrice }: MountOptions = {},
): (() => void) | undefined {
  const product = readProduct(json);
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
  const controller = createProductController(root, { product, settings, currency, pagePrice }, lazy);
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
