/**
 * The cart page feature (spec §2: "A cart page is recognised by a full-page
 * cart root element and loads a cart-page bundle"): loaded only when the page
 * has `#sqs-cart-root` (src/loader/catalogue/features.ts). It renders the
 * cart into that root, keeps the badge in step with every change, and sends
 * the visitor to `/commerce/goto-checkout`. See docs/features/cart-page.md.
 */
import { commerceRollupMissing } from '../../shared/commerce/rollup';
import { defaultCurrency, type CurrencyCode } from '../../core/money';
import type { FeatureContext, PageContext, Unmount } from '../../core/types';
import { cartCheckoutUrl, checkoutIo, goToCheckout } from '../../shared/checkout';
import { createCartApi } from '../../shared/commerce/cart-api';
import { onCartChange, publishCart } from '../../shared/commerce/cart-sync';
import { toMinorUnits } from '../../core/money';
import { summarise } from '../../shared/commerce/read-cart';
import { createSiteUserDataLayer } from '../../shared/site-user/data-layer';
import { createCartPageController } from './controller';
import { createCartView } from './cart-view';

/** The full-page cart root: the feature's condition. */
export const CART_ROOT_SELECTOR = '#sqs-cart-root';

/**
 * The store's minimum order subtotal in minor units: `storeSettings.minimumOrderSubtotal`,
 * a money object (`{ value: '50.00' }`) or a whole number of minor units; null for none.
 */
export function minimumSubtotal(page: PageContext, currency: CurrencyCode): number | null {
  const raw = page.websiteSettings.storeSettings.minimumOrderSubtotal;
  if (Number.isSafeInteger(raw)) return (raw as number) > 0 ? (raw as number) : null;
  const value = raw && typeof raw === 'object' ? (raw as { value?: unknown }).value : undefined;
  const cents = typeof value === 'string' || typeof value === 'number' ? toMinorUnits(value, currency) : null;
  return cents && cents > 0 ? cents : null;
}

export function start({ page, report }: FeatureContext, win: Window = window): Unmount {
  const root = win.document.querySelector<HTMLElement>(CART_ROOT_SELECTOR);
  if (!root || commerceRollupMissing(page)) return undefined;
  const currency = defaultCurrency(page);
  const layer = createSiteUserDataLayer(win.document, report);
  const controller = createCartPageController(createCartApi(layer, currency, win.document), (cart) =>
    publishCart(win, summarise(cart)),
  );
  const io = checkoutIo(win);
  const unmount = createCartView(root, controller, {
    minimumCents: minimumSubtotal(page, currency),
    onCheckout: () => void goToCheckout(cartCheckoutUrl(), true, page, io),
  });
  void controller.load();
  // A change made in another tab (a newer revision than the one shown) is read again here.
  const stopChanges = onCartChange(win, (summary) => {
    const shown = controller.state().cart;
    if (shown && summary.revision > shown.revision) void controller.load();
  });
  return () => {
    stopChanges();
    unmount();
    controller.destroy();
    layer.destroy();
  };
}
