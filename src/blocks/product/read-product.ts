/**
 * Reads the product of a product block's `data-block-json` (`product`, with
 * the fields of spec §3 "Product") and its settings. Malformed parts take safe
 * values: a variant without a price is never sold, unknown types read as
 * physical, never throws.
 */
import { productTypeName } from '../../core/enums/commerce';
import { minorUnitsOr, isMinorUnits } from '../../core/money';
import { readBoolean } from '../../core/read-boolean';
import { readBlockSettings } from '../../shared/block-settings';
import type { Instalments, OptionValue, Product, ProductKind, ProductSettings, Variant } from './types';

type Row = Record<string, unknown>;
const isRow = (value: unknown): value is Row => !!value && typeof value === 'object' && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function readOptionValues(value: unknown): OptionValue[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(isRow)
    .map((option) => ({ optionName: text(option.optionName ?? option.name), value: text(option.value) }));
}

/** A variant; one without a price in minor units reads as out of stock. */
function readVariant(value: Row): Variant {
  const price = value.price ?? value.priceCents;
  const priced = isMinorUnits(price);
  return {
    sku: text(value.sku),
    price: minorUnitsOr(price),
    salePrice: minorUnitsOr(value.salePrice ?? value.salePriceCents),
    onSale: readBoolean(value.onSale) ?? false,
    unlimited: priced && (readBoolean(value.unlimited) ?? false),
    qtyInStock: priced ? minorUnitsOr(value.qtyInStock) : 0,
    optionValues: readOptionValues(value.optionValues),
  };
}

function readKind(value: unknown): ProductKind {
  const name = productTypeName(value);
  return name === 'DIGITAL' || name === 'SERVICE' || name === 'GIFT_CARD' ? name : 'PHYSICAL';
}

function readPlan(value: unknown): Product['plan'] {
  if (!isRow(value) || !isRow(value.billingPeriod)) return null;
  const { value: count, unit } = value.billingPeriod;
  if (typeof count !== 'number' || typeof unit !== 'string') return null;
  return { billingPeriod: { value: count, unit }, numBillingCycles: minorUnitsOr(value.numBillingCycles) };
}

/**
 * The product, or null when the block carries none with an id. Digital
 * products may carry their price on the product (spec §3: priceCents,
 * salePriceCents, onSale) instead of variants: that is one unlimited variant.
 */
export function readProduct(config: Row): Product | null {
  const raw = config.product;
  if (!isRow(raw) || !text(raw.id)) return null;
  const rows = Array.isArray(raw.variants) ? raw.variants.filter(isRow) : [];
  const variants = rows.length ? rows.map(readVariant) : [readVariant({ unlimited: true, ...raw })];
  return {
    id: text(raw.id),
    title: text(raw.title ?? raw.name),
    kind: readKind(raw.productType),
    variants,
    plan: readPlan(raw.subscriptionPlan),
  };
}

function readInstalments(value: unknown): Instalments | null {
  if (!isRow(value)) return null;
  const { count, minCents, maxCents } = value;
  if (!isMinorUnits(count) || count < 2 || !isMinorUnits(minCents) || !isMinorUnits(maxCents)) return null;
  return minCents <= maxCents ? { count, minCents, maxCents } : null;
}

/** The block's settings (README "The product block"). */
export function readSettings(config: Row): ProductSettings {
  const settings = readBlockSettings(config);
  const max = settings.number('maxQuantity', 0, { min: 1, integer: true });
  return {
    quickView: settings.boolean('quickView', false),
    maxQuantity: max > 0 ? max : null,
    instalments: readInstalments(config.instalments),
  };
}
