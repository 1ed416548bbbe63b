/** Checkout routes (spec §2) and the session check before them (spec §8). */
export { CHECKOUT_PATHS, cartCheckoutUrl, giftCardUrl, subscribeUrl } from './routes';
export { CHECKOUT_SESSION_ALERT, checkoutSessionAlert, hasCheckoutSession, type SessionCookies } from './session';
export { checkoutIo, goToCheckout, type CheckoutIo } from './go-to-checkout';
export { navigateTo, type NavigateIo } from './navigate';
