/**
 * Instalment wording (spec §9: "an instalment payment text has amount limits
 * 'over' and 'up to'"). The spec gives no sentence; these read as a visitor
 * would say them: `'or 4 payments of $11.25'` when the price is within the
 * offer's limits, `'Pay in 4 instalments on orders over $35.00'` below it and
 * `'… up to $1,000.00'` above it. Amounts are integer minor units.
 */
import type { CurrencyCode } from './currencies';
import { formatMoney } from './format-money';

/** An instalment offer: how many payments, for totals from `minCents` to `maxCents`. */
export interface InstalmentOffer {
  count: number;
  minCents: number;
  maxCents: number;
}

/**
 * `totalCents` split into `count` whole payments that add up to it exactly:
 * the first ones carry the remainder (`1001` in 4 → `[251, 250, 250, 250]`).
 */
export function splitInstalments(totalCents: number, count: number): number[] {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0 || !Number.isSafeInteger(count) || count < 1) return [];
  const base = Math.floor(totalCents / count);
  const remainder = totalCents - base * count;
  return Array.from({ length: count }, (_, i) => base + (i < remainder ? 1 : 0));
}

/** The offer's sentence for a price of `totalCents` (see the module comment). */
export function instalmentPhrase(totalCents: number, offer: InstalmentOffer, currency: CurrencyCode): string {
  const money = (cents: number) => formatMoney({ cents, currency });
  if (totalCents < offer.minCents) return `Pay in ${offer.count} instalments on orders over ${money(offer.minCents)}`;
  if (totalCents > offer.maxCents) return `Pay in ${offer.count} instalments on orders up to ${money(offer.maxCents)}`;
  const [largest] = splitInstalments(totalCents, offer.count);
  return `or ${offer.count} payments of ${money(largest ?? 0)}`;
}
