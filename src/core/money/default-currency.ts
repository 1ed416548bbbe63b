/**
 * The store's currency (spec §3 "Currencies": "The default currency is USD,
 * taken from storeSettings.selectedCurrency").
 */
import { type CurrencyCode, DEFAULT_CURRENCY, toCurrencyCode } from './currencies';

const field = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;

/**
 * `websiteSettings.storeSettings.selectedCurrency` of the page context, as a
 * supported code (`'eur'` is read as EUR); USD when it is missing, not a
 * string or not a supported currency, so prices always render. Takes the
 * page context (or anything: a malformed context also gives USD).
 */
export function defaultCurrency(context: unknown): CurrencyCode {
  const selected = field(field(field(context, 'websiteSettings'), 'storeSettings'), 'selectedCurrency');
  return toCurrencyCode(selected) ?? DEFAULT_CURRENCY;
}
