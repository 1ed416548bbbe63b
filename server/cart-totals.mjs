/**
 * The reference cart's arithmetic (spec §3 "Shopping cart": every amount a
 * `…Cents` integer). Integers only: line totals are products of integers,
 * discounts are floored integer divisions, and a total that would leave the
 * safe integers is refused rather than rounded.
 */

/** The coupons the reference store knows. */
export const COUPONS = {
  SAVE10: { code: 'SAVE10', percent: 10 },
  FIVEOFF: { code: 'FIVEOFF', amountCents: 500 },
};

/**
 * @param {number} n
 * @returns {boolean}
 */
const whole = (n) => Number.isSafeInteger(n) && n >= 0;

/**
 * unit × quantity, in minor units.
 * @param {number} unitCents
 * @param {number} quantity
 */
export function lineTotal(unitCents, quantity) {
  if (!whole(unitCents) || !whole(quantity)) throw new RangeError('prices and quantities are whole numbers ≥ 0');
  const total = unitCents * quantity;
  if (!Number.isSafeInteger(total)) throw new RangeError('line total past the safe integers');
  return total;
}

/**
 * A coupon's discount on `subtotalCents`, never more than what is left of it.
 * @param {{ percent?: number, amountCents?: number }} coupon
 * @param {number} subtotalCents
 */
export function couponDiscount(coupon, subtotalCents) {
  const raw =
    coupon.percent !== undefined ? Math.floor((subtotalCents * coupon.percent) / 100) : (coupon.amountCents ?? 0);
  return Math.min(raw, subtotalCents);
}

/**
 * The totals of a cart's lines and coupons.
 * @param {{ unitPriceCents: number, quantity: number }[]} lines
 * @param {{ percent?: number, amountCents?: number }[]} coupons
 * @param {{ taxBasisPoints?: number, shippingCostCents?: number }} [rules] tax in basis points of the discounted subtotal
 */
export function cartTotals(lines, coupons = [], rules = {}) {
  let subtotalCents = 0;
  let totalQuantity = 0;
  for (const line of lines) {
    subtotalCents += lineTotal(line.unitPriceCents, line.quantity);
    totalQuantity += line.quantity;
  }
  if (!Number.isSafeInteger(subtotalCents)) throw new RangeError('subtotal past the safe integers');
  let discountCents = 0;
  for (const coupon of coupons) discountCents += couponDiscount(coupon, subtotalCents - discountCents);
  const taxable = subtotalCents - discountCents;
  const taxCents = Math.floor((taxable * (rules.taxBasisPoints ?? 0)) / 10_000);
  const shippingCostCents = rules.shippingCostCents ?? 0;
  return {
    subtotalCents,
    discountCents,
    taxCents,
    shippingCostCents,
    grandTotalCents: taxable + taxCents + shippingCostCents,
    totalQuantity,
  };
}
