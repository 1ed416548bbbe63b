/**
 * Recurring price phrases for subscriptions (spec §3 "Product": billingPeriod
 * {value, unit week|month|year}, numBillingCycles with 0 = indefinite; §9
 * "recurring price phrases cover weeks, months and years"). The spec gives no
 * wording; these read as a visitor would say them:
 * `'$10.00 every month'`, `'$10.00 every 2 weeks'`,
 * `'$10.00 every month for 6 months'`.
 */
import { type FormatMoneyOptions, formatMoney } from './format-money';

/** The billing period units of the spec. */
export const BILLING_PERIOD_UNITS = ['week', 'month', 'year'] as const;

/** One billing period unit. */
export type BillingPeriodUnit = (typeof BILLING_PERIOD_UNITS)[number];

/** A subscription plan's billing, as the product data carries it. */
export interface SubscriptionPlan {
  /** `unit` is a {@link BillingPeriodUnit} as the spec gives it; any other string reads as a month. */
  billingPeriod: { value: number; unit: string };
  /** How many times it is charged; 0 (or absent) means until cancelled. */
  numBillingCycles?: number;
}

/** A positive whole number, else 1 (a period of 0 or -2 months means nothing to a visitor). */
const wholeOrOne = (n: unknown): number => (typeof n === 'number' && n >= 1 ? Math.floor(n) : 1);

/** An unknown unit reads as a month, the most common period (the spec names no default). */
function toUnit(unit: unknown): BillingPeriodUnit {
  const lower = typeof unit === 'string' ? unit.trim().toLowerCase() : '';
  return (BILLING_PERIOD_UNITS as readonly string[]).includes(lower) ? (lower as BillingPeriodUnit) : 'month';
}

/** `'1 month'`, `'6 months'`. */
const count = (n: number, unit: BillingPeriodUnit): string => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** `'every month'`, `'every 2 weeks'`. */
export function billingPeriodPhrase(period: SubscriptionPlan['billingPeriod']): string {
  const n = wholeOrOne(period?.value);
  const unit = toUnit(period?.unit);
  return n === 1 ? `every ${unit}` : `every ${count(n, unit)}`;
}

/**
 * How long the plan runs: `'for 6 months'` (6 monthly cycles, or 3 cycles of
 * 2 months), or `''` when it runs until cancelled (0 cycles, spec §3).
 */
export function billingDurationPhrase(plan: SubscriptionPlan): string {
  const cycles = plan?.numBillingCycles;
  if (typeof cycles !== 'number' || !(cycles >= 1)) return '';
  const unit = toUnit(plan.billingPeriod?.unit);
  return `for ${count(Math.floor(cycles) * wholeOrOne(plan.billingPeriod?.value), unit)}`;
}

/**
 * The full phrase: `'$10.00 every 2 weeks'`, `'$10.00 every month for 6 months'`.
 * @throws like {@link formatMoney} when `money` is not a money object.
 */
export function recurringPricePhrase(money: unknown, plan: SubscriptionPlan, options?: FormatMoneyOptions): string {
  const duration = billingDurationPhrase(plan);
  const phrase = `${formatMoney(money, options)} ${billingPeriodPhrase(plan?.billingPeriod)}`;
  return duration ? `${phrase} ${duration}` : phrase;
}
