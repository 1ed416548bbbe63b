/**
 * The money object (spec §3 "Currencies": formatting "requires a money
 * object"). The primary shape is the one the cart's `subtotalAmount` uses:
 * a major-unit value, as a number or, better, a decimal string (`'10.50'`),
 * which keeps every digit of a 15-digit amount. The minor-unit shape
 * (`{ cents: 1050, currency }`) matches the cart's `…Cents` fields and the
 * product price limit, so both are accepted.
 */
import { CURRENCIES, type CurrencyCode, type CurrencyInfo, toCurrencyCode } from './currencies';

/** A major-unit amount: `{ value: '10.50', currency: 'USD' }` or `{ value: 10.5, … }`. */
export interface Money {
  value: number | string;
  currency: CurrencyCode;
}

/** A minor-unit amount: `{ cents: 1050, currency: 'USD' }` (for JPY, cents are yen). */
export interface MoneyCents {
  cents: number;
  currency: CurrencyCode;
}

/** Either shape. */
export type MoneyInput = Money | MoneyCents;

/** A plain decimal, optionally signed, optionally with an exponent: `'-1234.50'`, `'1e3'`. */
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

/** A money value checked and resolved: its currency's table entry and an amount Intl can format. */
export interface ResolvedMoney {
  currency: CurrencyInfo;
  /** A finite number or a decimal string (Intl.NumberFormat formats strings without losing digits). */
  amount: number | string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** Minor units as an exact decimal string, so `{ cents: 1050 }` never meets a float. */
function centsToDecimal(cents: number, digits: number): string {
  if (!Number.isSafeInteger(cents) || digits === 0) return String(cents / 10 ** digits);
  const sign = cents < 0 ? '-' : '';
  const text = String(Math.abs(cents)).padStart(digits + 1, '0');
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/**
 * Check a money argument and resolve it, or say why it is not one. Returns a
 * message rather than throwing so `isMoney` and `formatMoney` share one rule.
 */
export function resolveMoney(input: unknown): ResolvedMoney | string {
  if (!isObject(input)) return 'formatMoney requires a money object';
  const code = toCurrencyCode(input.currency);
  if (!code) return `formatMoney requires a money object with a supported currency (got ${String(input.currency)})`;
  const currency = CURRENCIES[code];
  const { value, cents } = input;
  if ('value' in input) {
    if (typeof value === 'number' && Number.isFinite(value)) return { currency, amount: value };
    if (typeof value === 'string' && DECIMAL.test(value.trim())) return { currency, amount: value.trim() };
    return 'formatMoney requires a money object whose value is a finite number or a decimal string';
  }
  if (typeof cents === 'number' && Number.isFinite(cents)) {
    return { currency, amount: centsToDecimal(cents, currency.fractionDigits) };
  }
  return 'formatMoney requires a money object with a value or a cents amount';
}

/** True when `value` is a money object `formatMoney` accepts (either shape, supported currency). */
export function isMoney(value: unknown): value is MoneyInput {
  return typeof resolveMoney(value) !== 'string';
}
