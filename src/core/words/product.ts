/**
 * What the product block says. Spec §8 "Cart" gives the last line of a
 * failure ('Please check your internet connection.', 'Please try again.',
 * shared with the cart's words); the rest it leaves to us and reads as the
 * builder's buttons do. Part of the words catalogue (docs/services/words.md).
 *
 * @build-inline: constants only, copied into each chunk that imports it.
 */
import { CART_MESSAGES } from './cart';

export const PRODUCT_MESSAGES = {
  addToCart: 'Add to cart',
  subscribe: 'Subscribe',
  buyGiftCard: 'Purchase',
  adding: 'Adding…',
  soldOut: 'Sold out',
  added: 'Added to cart.',
  unavailable: 'This combination is not available.',
  quantity: CART_MESSAGES.wholeNumber,
  unableToAdd: 'Unable to add to cart.',
  connection: CART_MESSAGES.connection,
  tryAgain: CART_MESSAGES.tryAgain,
  onlyAvailable: CART_MESSAGES.onlyAvailable,
  /** `{names}`: the options still to choose, 'Size and Colour'. */
  select: 'Please select {names}.',
  /** Joins the last two option names. */
  and: 'and',
} as const;
