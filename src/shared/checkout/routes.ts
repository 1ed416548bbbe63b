/**
 * The checkout paths (spec §2 "Paths and navigation targets"), each with its
 * query values encoded. The donate path lives with the donation block
 * (src/blocks/donation/page-id.ts), which owns its page id rules.
 */

/** Every checkout path, without its query. */
export const CHECKOUT_PATHS = {
  cart: '/commerce/goto-checkout',
  subscribe: '/checkout/subscribe',
  donate: '/checkout/donate',
  giftCard: '/checkout/giftcard',
} as const;

/** Cart checkout: `/commerce/goto-checkout`. */
export const cartCheckoutUrl = (): string => CHECKOUT_PATHS.cart;

/** A subscription's checkout: `/checkout/subscribe?cartToken={cartToken}`. */
export const subscribeUrl = (cartToken: string): string =>
  `${CHECKOUT_PATHS.subscribe}?${new URLSearchParams({ cartToken })}`;

/** A gift card's checkout: `/checkout/giftcard?websiteId=…&giftCardProductId=…[&sku=…]` (sku optional). */
export function giftCardUrl(websiteId: string, giftCardProductId: string, sku?: string): string {
  const query = new URLSearchParams({ websiteId, giftCardProductId });
  if (sku) query.set('sku', sku);
  return `${CHECKOUT_PATHS.giftCard}?${query}`;
}
