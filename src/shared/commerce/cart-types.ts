/**
 * The shopping cart (spec §3 "Shopping cart"), as the runtime reads it from
 * the cart call (README "The cart call"). Every field is present after
 * reading; amounts are integer minor units of the store's currency.
 */
import type { CurrencyCode, Money } from '../../core/money';

/** One line of the cart. */
export interface CartEntry {
  id: string;
  productId: string;
  sku: string;
  title: string;
  /** The chosen options, as the visitor reads them: `'M, Blue'`; `''` without options. */
  variantLabel: string;
  quantity: number;
  unitPriceCents: number;
  /** unitPriceCents × quantity, computed here in integers whatever the server says. */
  lineTotalCents: number;
  /** The most this line may hold (stock or the store's limit); `null` for no limit. */
  maxQuantity: number | null;
}

/** The cart with the fields and defaults of spec §3. */
export interface Cart {
  id: string;
  websiteId: string;
  orderId: string;
  /** `created`, exposed as a date; `null` when the server gives none. */
  created: Date | null;
  isPurchased: boolean;
  entries: CartEntry[];
  shippingOptions: unknown[];
  applicableTaxRules: unknown[];
  coupons: unknown[];
  validCoupons: unknown[];
  invalidCoupons: unknown[];
  selectedShippingOption: Record<string, unknown> | null;
  shippingLocation: Record<string, unknown> | null;
  subtotalCents: number;
  taxCents: number;
  shippingCostCents: number;
  discountCents: number;
  grandTotalCents: number;
  totalQuantity: number;
  /** Money, default 0 in the store's currency (spec: "default 0 USD", USD being the default store currency). */
  subtotalAmount: Money;
  hasDigital: boolean;
  purelyDigital: boolean;
  requiresShipping: boolean;
  /** The store's currency every amount is in. */
  currency: CurrencyCode;
  /** Increases with every change the server makes; orders answers that cross (0 when absent). */
  revision: number;
}

/** What the cart badge shows (spec §3 "Cart indicator: items count and subtotal"). */
export interface CartSummary {
  count: number;
  subtotalCents: number;
  currency: CurrencyCode;
  revision: number;
}
