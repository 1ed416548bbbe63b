/** Product checks (spec §5: price, SKU, US zip). */
import { MAX_PRODUCT_PRICE, MAX_SKU_LENGTH } from '../money/limits';

/** Exactly 5 ASCII digits (spec §5 "Valid US zip"); ZIP+4 and spaces are not. */
export function isUsZip(value: unknown): boolean {
  return typeof value === 'string' && /^[0-9]{5}$/.test(value);
}

/** A whole number of minor units from 0 to 100,000,000 inclusive (spec §5). */
export function isValidPrice(value: unknown): boolean {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_PRODUCT_PRICE;
}

/**
 * A string of at most 60 characters (spec §5), counted as a person counts
 * them (code points). An empty SKU is valid: products may have none.
 */
export function isValidSku(value: unknown): boolean {
  return typeof value === 'string' && Array.from(value).length <= MAX_SKU_LENGTH;
}

/**
 * `'SQ'` and 7 random digits (spec §5), e.g. `'SQ0384716'`. `random` returns
 * [0, 1) like Math.random; out-of-range values are clamped so the result always
 * has the shape.
 */
export function generateSku(random: () => number = Math.random): string {
  let digits = '';
  for (let i = 0; i < 7; i += 1) {
    const r = random();
    digits += String(Math.min(9, Math.max(0, Math.floor((Number.isFinite(r) ? r : 0) * 10))));
  }
  return `SQ${digits}`;
}
