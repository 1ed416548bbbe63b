/** Commerce enumerations (spec §3 "Product"). */
import { keyOf } from './lookup';

/** Product types as strings (`productType`). */
export const PRODUCT_TYPES = {
  PHYSICAL: 'PHYSICAL',
  SERVICE: 'SERVICE',
  DIGITAL: 'DIGITAL',
  GIFT_CARD: 'GIFT_CARD',
} as const;

/** Product types as numbers ("elsewhere" in the spec); note service and digital swap places. */
export const PRODUCT_TYPE_CODES = {
  PHYSICAL: 1,
  DIGITAL: 2,
  SERVICE: 3,
  GIFT_CARD: 4,
  PAYWALL: 5,
} as const;

/**
 * The product type name for either form (`'DIGITAL'` or `2` → `'DIGITAL'`),
 * or `undefined`: the spec gives no default and guessing one would, say,
 * ask for a shipping address on a download.
 */
export function productTypeName(value: unknown): keyof typeof PRODUCT_TYPE_CODES | undefined {
  if (typeof value === 'string') return keyOf(PRODUCT_TYPES, value.trim().toUpperCase(), undefined);
  return keyOf(PRODUCT_TYPE_CODES, value, undefined);
}

/** Measurement standards, with their units. */
export const MEASUREMENT_STANDARDS = {
  IMPERIAL: { code: 1, weight: 'lbs', length: 'inches' },
  METRIC: { code: 2, weight: 'kg', length: 'cm' },
} as const;

/** The standard for code 1 or 2, or `undefined`. */
export function measurementStandardName(code: unknown): keyof typeof MEASUREMENT_STANDARDS | undefined {
  if (code === MEASUREMENT_STANDARDS.IMPERIAL.code) return 'IMPERIAL';
  return code === MEASUREMENT_STANDARDS.METRIC.code ? 'METRIC' : undefined;
}
