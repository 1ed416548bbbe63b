/**
 * Whether checkout can go on (spec §8: "Checkout with no session cookies
 * alerts: 'Either your session has expired or you do not have cookies
 * enabled. We cannot continue to checkout.'"). The session cookies are the
 * request token (`crumb`, which the server sets with every page) and, for the
 * cart's checkout, the cart cookie (`hasCart` or `CART`, spec §3 "Cookies").
 * Without them checkout would open on an empty or foreign session.
 */
import type { CookieService } from '../../core/cookies';
import { CART_MESSAGES } from '../../core/words/cart';
import { say } from '../../core/message-format/page-words';

/** The §8 alert, word for word (src/core/words/cart.ts). */
export const CHECKOUT_SESSION_ALERT = CART_MESSAGES.checkoutSession;

/** The alert in the page's words. */
export const checkoutSessionAlert = (): string => say('cart.checkoutSession', CART_MESSAGES.checkoutSession);

/** The cookie reads the check needs. */
export type SessionCookies = Pick<CookieService, 'enabled'> & {
  crumb: Pick<CookieService['crumb'], 'get'>;
  cart: CookieService['cart'];
};

/** True when cookies work, the crumb is there and, when `needsCart`, the cart cookie too. */
export function hasCheckoutSession(cookies: SessionCookies, needsCart: boolean): boolean {
  try {
    if (!cookies.crumb.get() || !cookies.enabled()) return false;
    return !needsCart || cookies.cart.has();
  } catch {
    return false;
  }
}
