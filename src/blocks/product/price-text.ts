/**
 * The price lines of a product block: the price (the sale price with the
 * regular one beside it), a subscription's recurring phrase (spec §9:
 * weeks, months, years) and the instalment offer (spec §9: 'over' and
 * 'up to'). Pure: money is formatted in the store's currency.
 */
import { formatMoney, instalmentPhrase, recurringPricePhrase, type CurrencyCode } from '../../core/money';
import type { Instalments, Product, Variant } from './types';
import { unitPrice } from './variants';

/** What the price element shows. */
export interface PriceLines {
  /** `'$39.00'`, or `'$39.00 every month for 6 months'` for a subscription. */
  price: string;
  /** The regular price while on sale (shown struck through), else `''`. */
  regular: string;
  /** The instalment sentence, or `''`. */
  instalments: string;
}

/**
 * The lines for `variant`, or for the product's first variant before a
 * choice is complete (the builder shows the lowest-listed price the same way).
 */
export function priceLines(
  product: Product,
  variant: Variant | null,
  currency: CurrencyCode,
  instalments: Instalments | null,
): PriceLines {
  const shown = variant ?? product.variants[0];
  if (!shown) return { price: '', regular: '', instalments: '' };
  const cents = unitPrice(shown);
  const money = { cents, currency };
  const price = product.plan ? recurringPricePhrase(money, product.plan) : formatMoney(money);
  const regular = cents !== shown.price ? formatMoney({ cents: shown.price, currency }) : '';
  return { price, regular, instalments: instalments ? instalmentPhrase(cents, instalments, currency) : '' };
}
