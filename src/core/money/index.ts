/**
 * Money: the currency table, money objects and their formatting, cart and
 * subscription wording, and the product limits (spec §3 "Currencies",
 * "Product", §5, §9). Pure functions and constants, tree-shakeable.
 */
export {
  CURRENCIES,
  CURRENCY_CODES,
  DEFAULT_CURRENCY,
  isCurrencyCode,
  toCurrencyCode,
  type CurrencyCode,
  type CurrencyInfo,
} from './currencies';
export { isMoney, type Money, type MoneyCents, type MoneyInput } from './money';
export { formatMoney, MAX_INTEGER_DIGITS, type FormatMoneyOptions } from './format-money';
export { defaultCurrency } from './default-currency';
export {
  CART_BADGE_CAP,
  CART_BADGE_OVER_CAP_SPEECH,
  cartBadgeSpeech,
  cartBadgeText,
  cartQuantityLabel,
  cartWords,
  type CartWords,
} from './cart-phrases';
export {
  BILLING_PERIOD_UNITS,
  billingDurationPhrase,
  billingPeriodPhrase,
  recurringPricePhrase,
  type BillingPeriodUnit,
  type SubscriptionPlan,
} from './recurring-price';
export { isMinorUnits, lineTotal, minorToMoney, minorUnitsOr, sumMinorUnits, toMinorUnits } from './minor-units';
export { instalmentPhrase, splitInstalments, type InstalmentOffer } from './instalments';
export { MAX_PRODUCT_PRICE, MAX_SKU_LENGTH } from './limits';
