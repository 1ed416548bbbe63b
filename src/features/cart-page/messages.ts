/**
 * The cart page's words. Spec §8 "Cart" gives the failures ('Unable to
 * update quantity', 'Unable to remove item', 'Please check your internet
 * connection.', 'Please try again.'), §8 "Generic" the load failure ('Unable
 * to load. Try again.', 'Try again') and §5 the minimum-subtotal sentence;
 * the rest reads as the builder's cart does.
 */
import { formatMoney, type CurrencyCode } from '../../core/money';

export const CART_MESSAGES = {
  updateFailed: 'Unable to update quantity',
  removeFailed: 'Unable to remove item',
  connection: 'Please check your internet connection.',
  tryAgain: 'Please try again.',
  loadFailed: 'Unable to load. Try again.',
  retry: 'Try again',
  loading: 'Loading your cart…',
  empty: 'You have nothing in your shopping cart.',
  heading: 'Shopping Cart',
  subtotal: 'Subtotal',
  checkout: 'Checkout',
  remove: 'Remove',
  quantity: 'Quantity',
  wholeNumber: 'Enter a quantity of 1 or more, in whole numbers.',
} as const;

/** Spec §5: 'To check out, your order subtotal must be {subtotal} or more.' */
export const minimumSubtotalMessage = (minimumCents: number, currency: CurrencyCode): string =>
  `To check out, your order subtotal must be ${formatMoney({ cents: minimumCents, currency })} or more.`;

/** `'Only 3 available.'` */
export const onlyAvailable = (limit: number): string => `Only ${limit} available.`;

/** A failed call's message: the §8 title and the line for a lost connection or anything else. */
export function failureMessage(title: string, error: unknown): string {
  const kind = error && typeof error === 'object' ? (error as { kind?: unknown }).kind : undefined;
  return `${title}. ${kind === 'network' ? CART_MESSAGES.connection : CART_MESSAGES.tryAgain}`;
}
