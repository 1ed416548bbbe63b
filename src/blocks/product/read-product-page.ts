/**
 * The product of a product item page (docs/blocks/product.md "Product item
 * pages"), where the builder writes no block JSON: the product is in the
 * page's own markup. 7.1 templates: `.ProductItem[data-item-id]`, its
 * `.ProductItem-details-title`, and `.ProductItemVariants` with the
 * variants in `data-variants`; 7.0 templates: `#productWrapper` with
 * `.product-title` and `.product-variants[data-variants]`. The add-to-cart
 * button names the product too (`data-product-id`, `data-product-type`).
 * Read into the block JSON's shape, so the block's one reader
 * (./read-product.ts) takes it from there. Pure: never throws.
 */
import { minorUnitsOr, toMinorUnits, type CurrencyCode } from '../../core/money';
import type { PageContext } from '../../core/types';

type Row = Record<string, unknown>;
const isRow = (value: unknown): value is Row => !!value && typeof value === 'object' && !Array.isArray(value);

/** The variants of `data-variants`: a JSON array of objects, else none. */
function parseVariants(text: string | null | undefined): Row[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(value) ? value.filter(isRow) : [];
  } catch {
    return [];
  }
}

/**
 * One variant as the page writes it, in the block JSON's names: `price` in
 * minor units or `priceMoney.value` as a decimal (and the same for the sale
 * price), the stock in `qtyInStock`/`unlimited` or `stock.quantity`/
 * `stock.unlimited`, the options in `optionValues` or `attributes`
 * (`{"Size": "S"}`).
 */
function blockVariant(row: Row, currency: CurrencyCode): Row {
  const money = (value: unknown) =>
    isRow(value) && typeof value.value === 'string' ? (toMinorUnits(value.value, currency) ?? undefined) : undefined;
  const stock = isRow(row.stock) ? row.stock : {};
  const attributes = isRow(row.attributes) ? row.attributes : {};
  return {
    ...row,
    price: row.price ?? money(row.priceMoney),
    salePrice: row.salePrice ?? money(row.salePriceMoney),
    unlimited: row.unlimited ?? stock.unlimited,
    qtyInStock: row.qtyInStock ?? minorUnitsOr(stock.quantity),
    optionValues: row.optionValues ?? Object.entries(attributes).map(([optionName, value]) => ({ optionName, value })),
  };
}

/**
 * The product of the item page `root`, as a product block's JSON would
 * carry it (`{ product }`): its id from the button's `data-product-id`,
 * else the root's or the variants' `data-item-id`, else the page context's
 * `itemId`; `{}` (no product) without an id or without variants.
 */
export function readPageProduct(root: Element, page: PageContext, currency: CurrencyCode): Row {
  const button = root.querySelector('.sqs-add-to-cart-button');
  const holder = root.querySelector('[data-variants]');
  const attribute = (element: Element | null, name: string) => element?.getAttribute(name)?.trim() || undefined;
  const id =
    attribute(button, 'data-product-id') ??
    attribute(root, 'data-item-id') ??
    attribute(holder, 'data-item-id') ??
    page.itemId;
  const variants = parseVariants(attribute(holder, 'data-variants'));
  if (!id || !variants.length) return {};
  const type = attribute(button, 'data-product-type');
  const title = root.querySelector('.ProductItem-details-title,.product-title')?.textContent;
  return {
    product: {
      id,
      title: title ?? page.item?.title,
      // The builder's numeric product type (spec §3: physical 1 … gift card 4), or its name.
      productType: type && /^\d+$/.test(type) ? Number(type) : type,
      variants: variants.map((row) => blockVariant(row, currency)),
    },
  };
}
