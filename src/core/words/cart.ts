/**
 * The cart's words: spec §8 "Cart" (failures, the badge's speech past the
 * cap, the checkout alert), §8 "Generic" for the load failure, and the
 * count wording as message-format plurals (spec §5; the Polish table,
 * ./locales/pl.ts, gives them one, few and many forms). The rest reads as the
 * builder's cart does. Part of the words catalogue (docs/services/words.md).
 *
 * @build-inline: constants only, copied into each chunk that imports it.
 */
import { GENERIC_WORDS } from './generic';

export const CART_MESSAGES = {
  updateFailed: 'Unable to update quantity',
  removeFailed: 'Unable to remove item',
  connection: 'Please check your internet connection.',
  tryAgain: 'Please try again.',
  loadFailed: GENERIC_WORDS.unableToLoadTryAgain,
  retry: GENERIC_WORDS.tryAgain,
  loading: 'Loading your cart…',
  empty: 'You have nothing in your shopping cart.',
  subtotal: 'Subtotal',
  checkout: 'Checkout',
  remove: 'Remove',
  quantity: 'Quantity',
  wholeNumber: 'Enter a quantity of 1 or more, in whole numbers.',
  /** `{limit}`: the stock or the store's limit. */
  onlyAvailable: 'Only {limit} available.',
  /** Spec §8: checkout with no session cookies (an alert). */
  checkoutSession:
    'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
} as const;

/** The count wording (spec §9 "Cart plural wording covers one item or more"; §8 badge speech). */
export const CART_COUNT_WORDS = {
  /** The badge's item wording: '1 item', '2 items'. */
  itemCount: '{count, plural, one {# item} other {# items}}',
  /** What a screen reader hears for the badge: '3 items in cart'. */
  badgeSpeech: '{count, plural, one {# item in cart} other {# items in cart}}',
  /** Spec §8: the badge's speech past the cap of 100. */
  badgeOverCap: 'More than 100 items in cart',
} as const;
