/**
 * The cart page's words come from the words catalogue
 * (src/core/words/cart.ts, and §5's minimum-subtotal sentence from
 * src/core/words/validation.ts); this module fills their placeholders.
 */
import { formatMoney, type CurrencyCode } from '../../core/money';
import { areaWords, say } from '../../core/message-format/page-words';
import { CART_MESSAGES } from '../../core/words/cart';
import { CHECKOUT_MINIMUM_MESSAGE } from '../../core/words/validation';

export { CART_MESSAGES };

/** A cart message in the page's words (`cartWord('remove')`); two of its strings are spec §8's generic ones. */
export const cartWord = areaWords('cart', CART_MESSAGES, {
  loadFailed: 'generic.unableToLoadTryAgain',
  retry: 'generic.tryAgain',
});

/** Spec §5: 'To check out, your order subtotal must be {subtotal} or more.' */
export const minimumSubtotalMessage = (minimumCents: number, currency: CurrencyCode): string =>
  say('validation.checkoutMinimum', CHECKOUT_MINIMUM_MESSAGE, {
    subtotal: formatMoney({ cents: minimumCents, currency }),
  });

/** `'Only 3 available.'` */
export const onlyAvailable = (limit: number): string => cartWord('onlyAvailable', { limit });

/** A failed call's message: the §8 title and the line for a lost connection or anything else. */
export function failureMessage(title: string, error: unknown): string {
  const kind = error && typeof error === 'object' ? (error as { kind?: unknown }).kind : undefined;
  return `${title}. ${kind === 'network' ? cartWord('connection') : cartWord('tryAgain')}`;
}
