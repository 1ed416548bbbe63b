/**
 * Money formatting (spec §3 "Currencies", §9 "Money"): thousands `,`, decimal
 * `.`, whatever the visitor's locale (the spec fixes both), rounded to the
 * currency's fraction digits, at most 15 integer digits by default.
 */
import { resolveMoney } from './money';

/** Options of {@link formatMoney}. */
export interface FormatMoneyOptions {
  /** Round to whole units and drop the fraction (the store's hide-cents setting). */
  hideCents?: boolean;
  /** Largest number of integer digits allowed after rounding; defaults to 15 (spec §9). */
  maxIntegerDigits?: number;
}

/** The spec's integer-digit limit (§9 "Money: … 15 integer digits"). */
export const MAX_INTEGER_DIGITS = 15;

/**
 * The number part: `en-US` grouping gives exactly `,` and `.`, and Intl does
 * the rounding (half away from zero). A decimal string is passed as is:
 * engines with Intl.NumberFormat v3 format it without converting to a float,
 * older ones convert it, which only matters past 15 significant digits.
 */
function formatNumber(amount: number | string, digits: number): string {
  const format = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: true,
  });
  return format.format(amount as number);
}

/**
 * Format a money object for a visitor: `{ value: '1234.5', currency: 'USD' }`
 * → `'$1,234.50'`, `{ value: 10, currency: 'NOK' }` → `'10.00 kr'`. A
 * negative amount puts the minus before the symbol (`'-$5.00'`); an amount
 * that rounds to zero is never shown as negative.
 *
 * @throws TypeError "formatMoney requires a money object" for anything that
 *   is not a money object (see `isMoney`), naming what is wrong.
 * @throws RangeError when the rounded amount has more integer digits than
 *   `maxIntegerDigits` (15 by default).
 */
export function formatMoney(money: unknown, options: FormatMoneyOptions = {}): string {
  const resolved = resolveMoney(money);
  if (typeof resolved === 'string') throw new TypeError(resolved);
  const { currency, amount } = resolved;
  const digits = options.hideCents ? 0 : currency.fractionDigits;
  const formatted = formatNumber(amount, digits);
  const negative = formatted.startsWith('-');
  const unsigned = negative ? formatted.slice(1) : formatted;
  const integerDigits = unsigned.split('.')[0].replace(/,/g, '').length;
  const limit = options.maxIntegerDigits ?? MAX_INTEGER_DIGITS;
  if (integerDigits > limit) {
    throw new RangeError(`formatMoney: ${integerDigits} integer digits is more than the limit of ${limit}`);
  }
  const isZero = !/[1-9]/.test(unsigned);
  const text = currency.template
    .replace('{symbol}', () => currency.symbol) // a function: `$` in a symbol is never a replacement pattern
    .replace('{amount}', () => unsigned);
  return negative && !isZero ? `-${text}` : text;
}
