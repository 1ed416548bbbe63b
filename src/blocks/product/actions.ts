/**
 * What the product block does beyond its own markup: the cart call, the
 * checkout routes, the badge update, the ad pixels and the quick view census
 * (spec §2, §3, §7). One lazy chunk, fetched as the block mounts: the block's
 * own chunk stays small, and the loader's table lists none of these chunks
 * for every page that has a product.
 */
import type { CurrencyCode } from '../../core/money';
import type { PageContext } from '../../core/types';
import {
  checkoutSessionAlert,
  checkoutIo,
  giftCardUrl,
  goToCheckout,
  hasCheckoutSession,
  subscribeUrl,
  type CheckoutIo,
} from '../../shared/checkout';
import { createCartApi, type CartApi, type CartItem } from '../../shared/commerce/cart-api';
import { publishCart } from '../../shared/commerce/cart-sync';
import { summarise } from '../../shared/commerce/read-cart';
import { createSiteUserDataLayer } from '../../shared/site-user/data-layer';
import { emitAdPixelEvent } from '../../telemetry/ad-pixel-events';
import { lazyBlockCensus, quickView } from '../../telemetry/census-calls';
import type { Product } from './types';

/** The block's requests and navigations. */
export interface ProductActions {
  /** Add to the cart; then the badge hears the new cart and the 'add to cart' pixel fires. */
  add(item: CartItem, unitPrice: number): Promise<void>;
  /** A subscription's own cart, then `/checkout/subscribe?cartToken=…`. */
  subscribe(item: CartItem): Promise<void>;
  /** `/checkout/giftcard?websiteId=…&giftCardProductId=…&sku=…`. */
  giftCard(sku: string): void;
  destroy(): void;
}

/** What the actions need to know. */
export interface ActionFacts {
  product: Product;
  quickView: boolean;
  page: PageContext;
  currency: CurrencyCode;
  report(error: unknown, message: string): void;
}

/**
 * Announce the shown product (spec §7): a quick view's census, else the 'view
 * product page' pixel. The census code is fetched only for a quick view, so a
 * product page does not download it.
 */
function announce(facts: ActionFacts, doc: Document, firstPrice: number | undefined): () => void {
  const { product, page, currency } = facts;
  if (!facts.quickView) {
    const price = firstPrice === undefined ? {} : { price: firstPrice, currency };
    emitAdPixelEvent(doc, 'view-product-page', { productId: product.id, ...price });
    return () => undefined;
  }
  const census = lazyBlockCensus(page, doc);
  quickView(census, product.id);
  return () => census.destroy();
}

/** The actions for one block; `cart` and `checkout` are injected by tests. */
export function createProductActions(
  facts: ActionFacts,
  doc: Document,
  firstPrice: number | undefined,
  io: { cart?: CartApi; checkout?: CheckoutIo } = {},
): ProductActions {
  const win = doc.defaultView ?? window;
  const layer = io.cart ? null : createSiteUserDataLayer(doc, facts.report);
  const cart = io.cart ?? createCartApi(layer!, facts.currency);
  const checkout = io.checkout ?? checkoutIo(win);
  const stopAnnounce = announce(facts, doc, firstPrice);
  const { product, page, currency } = facts;
  return {
    async add(item, unitPrice) {
      const next = await cart.add(item);
      publishCart(win, summarise(next));
      emitAdPixelEvent(doc, 'add-to-cart', { ...item, price: unitPrice, currency });
    },
    async subscribe(item) {
      // Spec §8: without the session cookies no subscription cart is made at all.
      if (!hasCheckoutSession(checkout.cookies, false)) return void checkout.alert(checkoutSessionAlert());
      goToCheckout(subscribeUrl(await cart.subscribe(item)), false, page, checkout);
    },
    giftCard(sku) {
      goToCheckout(giftCardUrl(page.website.id ?? '', product.id, sku), false, page, checkout);
    },
    destroy() {
      try {
        stopAnnounce();
      } finally {
        layer?.destroy();
      }
    },
  };
}
