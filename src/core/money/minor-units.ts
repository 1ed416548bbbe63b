/**
 * Money arithmetic in integer minor units (spec §3 "Shopping cart": every
 * amount is a `…Cents` integer; "Currencies": 2 decimals except JPY with 0).
 * Totals are sums and products of integers, never of floats, so a cart of
 * 3 × $0.10 is 30 cents and not 30.000000000000004.
 */
import { CURRENCIES, type CurrencyCode } from './currencies';

/** A whole number of minor units a cart can carry (safe integer, not negative). */
export function isMinorUnits(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0;
}

/** `value` when it is a count of minor units, else `fallback` (spec §3: amounts default to 0). */
export function minorUnitsOr(value: unknown, fallback = 0): number {
  return isMinorUnits(value) ? value : fallback;
}

/** One line: unit price × quantity, or `null` when that leaves the safe integers. */
export function lineTotal(unitMinor: number, quantity: number): number | null {
  if (!isMinorUnits(unitMinor) || !isMinorUnits(quantity)) return null;
  const total = unitMinor * quantity;
  return Number.isSafeInteger(total) ? total : null;
}

/** The sum of counts of minor units, or `null` when one is not one or the sum overflows. */
export function sumMinorUnits(amounts: readonly number[]): number | null {
  let total = 0;
  for (const amount of amounts) {
    if (!isMinorUnits(amount)) return null;
    total += amount;
    if (!Number.isSafeInteger(total)) return null;
  }
  return total;
}

const DECIMAL = /^(\d+)(?:\.(\d*))?$/;

/**
 * A major-unit amount (`'10.50'`, `10.5`, `'1000'`) as minor units of
 * `currency`, read digit by digit (half rounds up past the currency's
 * digits); `null` for anything that is not a plain non-negative decimal.
 */
export function toMinorUnits(value: string | number, currency: CurrencyCode): number | null {
  const digits = CURRENCIES[currency]?.fractionDigits ?? 2;
  // toFixed(12) reads a float as the decimal it was written as (1.005 → '1.005000000000').
  const text = typeof value === 'number' ? (Number.isFinite(value) ? value.toFixed(12) : '') : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const fraction = (match[2] ?? '').padEnd(digits + 1, '0');
  const whole = Number(match[1] + fraction.slice(0, digits));
  const rounded = whole + (Number(fraction[digits]) >= 5 ? 1 : 0);
  return Number.isSafeInteger(rounded) ? rounded : null;
}

/** Minor units as the money object `formatMoney` takes. */
export const minorToMoney = (minor: number, currency: CurrencyCode) => ({ cents: minor, currency });
