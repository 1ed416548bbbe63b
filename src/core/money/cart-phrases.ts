/**
 * Cart wording (spec §9 "Cart plural wording covers one item or more", "Cart
 * badge caps at 100 shown as '100+'"; §8 "Cart badge speech: 'More than 100
 * items in cart'"). The words are the catalogue's (src/core/words/cart.ts),
 * in the page's words (src/core/message-format/page-words.ts).
 */
import { say } from '../message-format/page-words';
import { sayPlural } from '../message-format/plural-words';
import { CART_COUNT_WORDS } from '../words/cart';

/** Counts above this are shown as `'100+'` on the badge (spec §9). */
export const CART_BADGE_CAP = 100;

/** The badge's spoken text past the cap (spec §8). */
export const CART_BADGE_OVER_CAP_SPEECH = CART_COUNT_WORDS.badgeOverCap;

/** The count wording: a message of the `cartCount` area, with its values. */
export type CartWords = (key: keyof typeof CART_COUNT_WORDS, values?: { count: number }) => string;

/** The count wording in the page's words (its locale's table, the site's overrides, else English). */
export const cartWords = (): CartWords => (key, values) =>
  values
    ? sayPlural(`cartCount.${key}` as 'cartCount.itemCount', CART_COUNT_WORDS[key] as never, values)
    : say(`cartCount.${key}` as 'cartCount.badgeOverCap', CART_COUNT_WORDS[key] as never);

const PAGE = cartWords();

/** A count from a cart or a server as a whole number ≥ 0: NaN, negatives and fractions never show; Infinity is past any cap. */
function toCount(n: number): number {
  if (n === Infinity) return Number.MAX_SAFE_INTEGER;
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/** `'1 item'`, `'0 items'`, `'2 items'`: the plural rule is "one item or more" (in English). */
export function cartQuantityLabel(n: number, words: CartWords = PAGE): string {
  return words('itemCount', { count: toCount(n) });
}

/**
 * What the cart badge shows: the count, or `'100+'` above 100. Exactly 100
 * shows `'100'`: the badge "caps at 100", and the speech says "more than 100".
 */
export function cartBadgeText(n: number): string {
  const count = toCount(n);
  return count > CART_BADGE_CAP ? `${CART_BADGE_CAP}+` : String(count);
}

/**
 * What a screen reader hears for the badge: `'1 item in cart'`,
 * `'3 items in cart'`, and `'More than 100 items in cart'` above the cap.
 */
export function cartBadgeSpeech(n: number, words: CartWords = PAGE): string {
  const count = toCount(n);
  return count > CART_BADGE_CAP ? words('badgeOverCap') : words('badgeSpeech', { count });
}
