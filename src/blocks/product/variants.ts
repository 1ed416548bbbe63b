/**
 * Choosing a variant and how many (spec §3 "Product"): pure functions over
 * the product and what the visitor picked.
 */
import type { Product, Variant } from './types';

/** The option names in the order the variants first name them (`['Size', 'Colour']`). */
export function optionNames(product: Product): string[] {
  const names: string[] = [];
  product.variants.forEach((variant) =>
    variant.optionValues.forEach(({ optionName }) => {
      if (optionName && !names.includes(optionName)) names.push(optionName);
    }),
  );
  return names;
}

/** What the visitor chose: option name → value (`''` for not chosen yet). */
export type Choice = Record<string, string>;

/** The options still to choose, in order. */
export const missingOptions = (product: Product, choice: Choice): string[] =>
  optionNames(product).filter((name) => !choice[name]);

/**
 * The variant matching every chosen option, or null while an option is
 * missing or the combination does not exist. A product without options has
 * its one variant.
 */
export function findVariant(product: Product, choice: Choice): Variant | null {
  if (missingOptions(product, choice).length > 0) return null;
  return (
    product.variants.find((variant) =>
      variant.optionValues.every(({ optionName, value }) => !optionName || choice[optionName] === value),
    ) ?? null
  );
}

/** Whether a variant can be bought at all. */
export const inStock = (variant: Variant): boolean => variant.unlimited || variant.qtyInStock > 0;

/** Whether every variant is sold out (the button says so before any choice). */
export const soldOut = (product: Product): boolean => !product.variants.some(inStock);

/** The price a visitor pays for one, in minor units. */
export const unitPrice = (variant: Variant): number =>
  variant.onSale && variant.salePrice > 0 ? variant.salePrice : variant.price;

/** The most of `variant` one add may ask for: its stock (unless unlimited) and the store's limit; null for none. */
export function quantityLimit(variant: Variant | null, storeLimit: number | null): number | null {
  const stock = variant && !variant.unlimited ? variant.qtyInStock : null;
  if (stock === null) return storeLimit;
  return storeLimit === null ? stock : Math.min(stock, storeLimit);
}

/** The quantity field read strictly: a whole number written in digits, else null. */
export function readQuantity(value: string): number | null {
  const trimmed = value.trim();
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : null;
}
