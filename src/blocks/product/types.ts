/**
 * The product block's data (spec §3 "Product"), read from the builder's
 * product markup by ./read-product.ts. Prices are integer minor units of the
 * store's currency.
 */
import type { SubscriptionPlan } from '../../core/money';

/** A product type by name; a subscription is a product with a plan (spec §3 "Subscription plan"). */
export type ProductKind = 'PHYSICAL' | 'DIGITAL' | 'SERVICE' | 'GIFT_CARD';

/** One option value of a variant (`{ optionName: 'Size', value: 'M' }`). */
export interface OptionValue {
  optionName: string;
  value: string;
}

/** One variant (spec §3: price, salePrice, onSale, unlimited, qtyInStock, sku, optionValues). */
export interface Variant {
  sku: string;
  price: number;
  salePrice: number;
  onSale: boolean;
  unlimited: boolean;
  qtyInStock: number;
  optionValues: OptionValue[];
}

/** A product as the block uses it. */
export interface Product {
  id: string;
  title: string;
  kind: ProductKind;
  variants: Variant[];
  /** Present for a subscription product. */
  plan: SubscriptionPlan | null;
}

/** Instalment offers (spec §9: amount limits 'over' and 'up to'), in minor units. */
export interface Instalments {
  count: number;
  minCents: number;
  maxCents: number;
}

/** The block's settings beside the product. */
export interface ProductSettings {
  /** A product shown in a quick view (spec §7 census RecordQuickView) rather than on its page. */
  quickView: boolean;
  /** The store's own per-order limit, on top of the stock; `null` for none. */
  maxQuantity: number | null;
  instalments: Instalments | null;
}
