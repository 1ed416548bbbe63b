/**
 * The badge's first sync: a visitor without a cart cookie (spec §3
 * "hasCart, CART") has an empty cart, shown at once with no request and no
 * cart code downloaded; with one, the cart call is loaded and read.
 */
import type { CookieService } from '../../core/cookies';
import { defaultCurrency } from '../../core/money';
import type { PageContext } from '../../core/types';
import type { CartSummary } from '../../shared/commerce/cart-types';

/** An empty cart's summary in the store's currency. */
export const emptySummary = (page: PageContext): CartSummary => ({
  count: 0,
  subtotalCents: 0,
  currency: defaultCurrency(page),
  revision: 0,
});

/** Reads the cart's summary; rejects when the cart call fails. */
export async function readSummary(
  page: PageContext,
  doc: Document,
  cookies: Pick<CookieService, 'cart'>,
  report: (error: unknown, message: string) => void,
): Promise<CartSummary> {
  if (!cookies.cart.has()) return emptySummary(page);
  const [{ createCartApi }, { createSiteUserDataLayer }, { summarise }] = await Promise.all([
    import('../../shared/commerce/cart-api'),
    import('../../shared/site-user/data-layer'),
    import('../../shared/commerce/read-cart'),
  ]);
  const layer = createSiteUserDataLayer(doc, report);
  try {
    return summarise(await createCartApi(layer, defaultCurrency(page), doc).read());
  } finally {
    layer.destroy();
  }
}
