/**
 * Reads the cart call's answer into a {@link Cart} with every default of
 * spec §3: a missing or malformed field takes its default, never throws.
 * Totals are integers: the subtotal is the sum of the lines the runtime can
 * check (unit × quantity), so a float from a server never reaches a price.
 */
import { CURRENCIES, lineTotal, minorUnitsOr, sumMinorUnits, type CurrencyCode } from '../../core/money';
import { readBoolean } from '../../core/read-boolean';
import type { Cart, CartEntry, CartSummary } from './cart-types';

type Row = Record<string, unknown>;

const isRow = (value: unknown): value is Row => !!value && typeof value === 'object' && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
// Spec §3 booleans, read as every boolean is (src/core/read-boolean.ts).
const flag = (value: unknown): boolean => readBoolean(value) ?? false;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const rowOrNull = (value: unknown): Row | null => (isRow(value) ? value : null);

function readDate(value: unknown): Date | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `'M, Blue'` from `optionValues` (each with a `value`, spec §3 "Product"). */
function variantLabel(entry: Row): string {
  const values = list(entry.optionValues ?? (isRow(entry.variant) ? entry.variant.optionValues : undefined));
  return values
    .map((option) => (isRow(option) ? text(option.value) : ''))
    .filter(Boolean)
    .join(', ');
}

/** One entry, or null when it has no id to act on. */
export function readEntry(value: unknown): CartEntry | null {
  if (!isRow(value) || !text(value.id)) return null;
  const quantity = minorUnitsOr(value.quantity);
  const unitPriceCents = minorUnitsOr(value.unitPriceCents);
  const max = value.maxQuantity;
  return {
    id: text(value.id),
    productId: text(value.productId),
    sku: text(value.sku),
    title: text(value.title) || text(value.productName),
    variantLabel: variantLabel(value),
    quantity,
    unitPriceCents,
    lineTotalCents: lineTotal(unitPriceCents, quantity) ?? 0,
    maxQuantity: Number.isSafeInteger(max) && (max as number) >= 0 ? (max as number) : null,
  };
}

/**
 * The cart in `answer` (`{ cart: … }` or the cart itself). `currency` is the
 * store's (spec §3: `storeSettings.selectedCurrency`).
 */
export function readCart(answer: unknown, currency: CurrencyCode): Cart {
  const raw: Row = isRow(answer) && isRow(answer.cart) ? answer.cart : isRow(answer) ? answer : {};
  const entries = list(raw.entries)
    .map(readEntry)
    .filter((entry): entry is CartEntry => entry !== null);
  const subtotalCents = sumMinorUnits(entries.map((entry) => entry.lineTotalCents)) ?? 0;
  const totalQuantity = sumMinorUnits(entries.map((entry) => entry.quantity)) ?? 0;
  return {
    id: text(raw.id),
    websiteId: text(raw.websiteId),
    orderId: text(raw.orderId),
    created: readDate(raw.created),
    isPurchased: flag(raw.isPurchased),
    entries,
    shippingOptions: list(raw.shippingOptions),
    applicableTaxRules: list(raw.applicableTaxRules),
    coupons: list(raw.coupons),
    validCoupons: list(raw.validCoupons),
    invalidCoupons: list(raw.invalidCoupons),
    selectedShippingOption: rowOrNull(raw.selectedShippingOption),
    shippingLocation: rowOrNull(raw.shippingLocation),
    subtotalCents,
    taxCents: minorUnitsOr(raw.taxCents),
    shippingCostCents: minorUnitsOr(raw.shippingCostCents),
    discountCents: minorUnitsOr(raw.discountCents),
    grandTotalCents: minorUnitsOr(raw.grandTotalCents),
    totalQuantity,
    subtotalAmount: { value: centsText(subtotalCents, currency), currency },
    hasDigital: flag(raw.hasDigital),
    purelyDigital: flag(raw.purelyDigital),
    requiresShipping: flag(raw.requiresShipping),
    currency,
    revision: minorUnitsOr(raw.revision),
  };
}

/** An empty cart: every default of spec §3. */
export const emptyCart = (currency: CurrencyCode): Cart => readCart({}, currency);

/** The badge's part of a cart. */
export const summarise = (cart: Cart): CartSummary => ({
  count: cart.totalQuantity,
  subtotalCents: cart.subtotalCents,
  currency: cart.currency,
  revision: cart.revision,
});

/** Minor units as the decimal text of a money value (`1050` USD → `'10.50'`), in integers. */
function centsText(cents: number, currency: CurrencyCode): string {
  const digits = CURRENCIES[currency].fractionDigits;
  if (digits === 0) return String(cents);
  const padded = String(cents).padStart(digits + 1, '0');
  return `${padded.slice(0, -digits)}.${padded.slice(-digits)}`;
}
