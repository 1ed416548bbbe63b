/**
 * The supported currencies (spec §3 "Currencies"): each with its symbol, the
 * template that places the symbol around the amount, and its fraction digits.
 *
 * The spec lists 27 codes "in one reading; another table lists 26". We keep all
 * 27: a store whose currency is missing from the shorter table would otherwise
 * show no prices at all, which is worse for a visitor than one extra entry.
 */

/** How one currency is written: `{symbol}` and `{amount}` are filled by `formatMoney`. */
export interface CurrencyInfo {
  readonly code: string;
  readonly symbol: string;
  /** e.g. `'{symbol}{amount}'` ($10.00) or `'{amount} {symbol}'` (10.00 kr). */
  readonly template: string;
  /** Digits after the decimal point: 2, except JPY with 0 (spec §3). */
  readonly fractionDigits: number;
}

const before = '{symbol}{amount}';
const after = '{amount} {symbol}';
const spaced = '{symbol} {amount}';

/**
 * Every supported currency by ISO code. Dollar-like currencies carry a prefix
 * (A$, CA$, …) so a visitor never mistakes one dollar for another; only USD is
 * a bare `$`. The three crowns use `kr` after the amount, as the spec's
 * example says and as their own shops write it.
 */
export const CURRENCIES = {
  EUR: { code: 'EUR', symbol: '€', template: before, fractionDigits: 2 },
  USD: { code: 'USD', symbol: '$', template: before, fractionDigits: 2 },
  AUD: { code: 'AUD', symbol: 'A$', template: before, fractionDigits: 2 },
  NOK: { code: 'NOK', symbol: 'kr', template: after, fractionDigits: 2 },
  CAD: { code: 'CAD', symbol: 'CA$', template: before, fractionDigits: 2 },
  NZD: { code: 'NZD', symbol: 'NZ$', template: before, fractionDigits: 2 },
  DKK: { code: 'DKK', symbol: 'kr', template: after, fractionDigits: 2 },
  GBP: { code: 'GBP', symbol: '£', template: before, fractionDigits: 2 },
  HKD: { code: 'HKD', symbol: 'HK$', template: before, fractionDigits: 2 },
  CHF: { code: 'CHF', symbol: 'CHF', template: spaced, fractionDigits: 2 },
  MXN: { code: 'MXN', symbol: 'MX$', template: before, fractionDigits: 2 },
  SGD: { code: 'SGD', symbol: 'S$', template: before, fractionDigits: 2 },
  SEK: { code: 'SEK', symbol: 'kr', template: after, fractionDigits: 2 },
  CZK: { code: 'CZK', symbol: 'Kč', template: after, fractionDigits: 2 },
  ILS: { code: 'ILS', symbol: '₪', template: before, fractionDigits: 2 },
  PHP: { code: 'PHP', symbol: '₱', template: before, fractionDigits: 2 },
  RUB: { code: 'RUB', symbol: '₽', template: after, fractionDigits: 2 },
  PLN: { code: 'PLN', symbol: 'zł', template: after, fractionDigits: 2 },
  THB: { code: 'THB', symbol: '฿', template: before, fractionDigits: 2 },
  MYR: { code: 'MYR', symbol: 'RM', template: before, fractionDigits: 2 },
  ARS: { code: 'ARS', symbol: 'ARS$', template: before, fractionDigits: 2 },
  BRL: { code: 'BRL', symbol: 'R$', template: before, fractionDigits: 2 },
  COP: { code: 'COP', symbol: 'COL$', template: before, fractionDigits: 2 },
  IDR: { code: 'IDR', symbol: 'Rp', template: before, fractionDigits: 2 },
  INR: { code: 'INR', symbol: '₹', template: before, fractionDigits: 2 },
  JPY: { code: 'JPY', symbol: '¥', template: before, fractionDigits: 0 },
  ZAR: { code: 'ZAR', symbol: 'R', template: before, fractionDigits: 2 },
} as const satisfies Record<string, CurrencyInfo>;

/** An ISO 4217 code the runtime can format. */
export type CurrencyCode = keyof typeof CURRENCIES;

/** Every supported code, in the spec's order. */
export const CURRENCY_CODES = Object.keys(CURRENCIES) as CurrencyCode[];

/** The spec's default currency (§3 "Currencies"). */
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

/** True for a supported code, exactly as written (upper case). */
export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(CURRENCIES, value);
}

/**
 * The supported code for a value typed by a person or a server: trimmed and
 * upper-cased (`' usd'` → `'USD'`), or `undefined` when it is not supported.
 */
export function toCurrencyCode(value: unknown): CurrencyCode | undefined {
  if (typeof value !== 'string') return undefined;
  const code = value.trim().toUpperCase();
  return isCurrencyCode(code) ? code : undefined;
}
