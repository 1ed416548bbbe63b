/**
 * The reference store's products (spec §3 "Product"): what the example pages
 * and the browser-test fixtures sell. Prices are integer minor units of the
 * store's currency (USD); `qtyInStock` is the stock at server start, and the
 * cart spends it. Ids match the `data-block-json` of the product blocks.
 */

/** @typedef {{ sku: string, price: number, salePrice?: number, onSale?: boolean, unlimited?: boolean, qtyInStock?: number, optionValues?: { optionName: string, value: string }[] }} Variant */
/** @typedef {{ id: string, title: string, productType: 'PHYSICAL' | 'DIGITAL' | 'SERVICE' | 'GIFT_CARD', variants: Variant[], subscriptionPlan?: object }} Product */

/** @param {string} size @param {string} colour */
const shirt = (size, colour, sku, qtyInStock, extra = {}) => ({
  sku,
  price: 4500,
  salePrice: 3900,
  onSale: size === 'S',
  qtyInStock,
  optionValues: [
    { optionName: 'Size', value: size },
    { optionName: 'Colour', value: colour },
  ],
  ...extra,
});

/** @returns {Product[]} a fresh copy, so each server keeps its own stock */
export function createCatalogue() {
  return [
    {
      id: 'linen-shirt',
      title: 'Linen shirt',
      productType: 'PHYSICAL',
      variants: [
        shirt('S', 'Blue', 'SQ1000001', 3),
        shirt('M', 'Blue', 'SQ1000002', 0),
        shirt('L', 'Blue', 'SQ1000003', 10),
        shirt('S', 'White', 'SQ1000004', 5),
        shirt('M', 'White', 'SQ1000005', 0, { unlimited: true }),
        shirt('L', 'White', 'SQ1000006', 1),
      ],
    },
    {
      id: 'field-notes',
      title: 'Field notes (PDF)',
      productType: 'DIGITAL',
      variants: [{ sku: 'SQ2000001', price: 1200, unlimited: true }],
    },
    {
      id: 'coffee-club',
      title: 'Coffee club',
      productType: 'PHYSICAL',
      subscriptionPlan: { billingPeriod: { value: 1, unit: 'month' }, numBillingCycles: 0 },
      variants: [{ sku: 'SQ3000001', price: 2000, unlimited: true }],
    },
    {
      id: 'gift-card',
      title: 'Gift card',
      productType: 'GIFT_CARD',
      variants: [
        { sku: 'SQ4000025', price: 2500, unlimited: true, optionValues: [{ optionName: 'Amount', value: '$25' }] },
        { sku: 'SQ4000050', price: 5000, unlimited: true, optionValues: [{ optionName: 'Amount', value: '$50' }] },
      ],
    },
    {
      id: 'espresso-cup',
      title: 'Espresso cup',
      productType: 'PHYSICAL',
      variants: [{ sku: 'SQ5000001', price: 1050, qtyInStock: 200 }],
    },
  ];
}
