/**
 * The product block's words come from the words catalogue
 * (src/core/words/product.ts); this module fills their placeholders.
 */
import { areaWords, wordsLocale } from '../../core/message-format/page-words';
import { PRODUCT_MESSAGES } from '../../core/words/product';

export { PRODUCT_MESSAGES };

/** A product message in the page's words; four are the cart's (`productWord('tryAgain')`). */
export const productWord = areaWords('product', PRODUCT_MESSAGES, {
  quantity: 'cart.wholeNumber',
  connection: 'cart.connection',
  tryAgain: 'cart.tryAgain',
  onlyAvailable: 'cart.onlyAvailable',
});

/** 'Size and Colour': the page's language lists them (Intl.ListFormat), English as the builder writes it. */
function listNames(missing: readonly string[]): string {
  const locale = wordsLocale();
  if (!/^en\b/i.test(locale) && typeof Intl.ListFormat === 'function')
    try {
      return new Intl.ListFormat(locale, { type: 'conjunction' }).format(missing);
    } catch {
      // An unknown tag: English below.
    }
  return missing.length > 1
    ? `${missing.slice(0, -1).join(', ')} ${productWord('and')} ${missing[missing.length - 1]}`
    : missing[0];
}

/** `'Please select Size and Colour.'` */
export function selectMessage(missing: readonly string[]): string {
  return productWord('select', { names: listNames(missing) });
}

/** `'Only 3 available.'`: the stock or the store's limit. */
export const limitMessage = (limit: number): string =>
  limit === 0 ? productWord('soldOut') : productWord('onlyAvailable', { limit });

/** Statuses whose answer explains itself (stock ran out, a limit): its words are shown as they are. */
const OWN_WORDS = [400, 409, 422];

/**
 * The message of a failed add (spec §8 "Cart"): the server's own words for a
 * refusal it explains, else 'Unable to add to cart.' and the §8 line for a
 * lost connection or anything else.
 */
export function addFailureMessage(error: unknown): string {
  const detail =
    error && typeof error === 'object' ? (error as { kind?: unknown; status?: unknown; data?: unknown }) : {};
  const data = detail.data && typeof detail.data === 'object' ? (detail.data as Record<string, unknown>) : {};
  const words = [data.error, data.message].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  if (typeof detail.status === 'number' && OWN_WORDS.includes(detail.status) && words) return words;
  const next = detail.kind === 'network' ? productWord('connection') : productWord('tryAgain');
  return `${productWord('unableToAdd')} ${next}`;
}
