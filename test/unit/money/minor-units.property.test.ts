/**
 * Money totals in integer minor units (issue 13): the cart's arithmetic never
 * meets a float, whatever the amounts.
 */
import fc from 'fast-check';
import {
  CURRENCIES,
  CURRENCY_CODES,
  formatMoney,
  instalmentPhrase,
  lineTotal,
  splitInstalments,
  sumMinorUnits,
  toMinorUnits,
} from '../../../src/core/money';
import { readCart } from '../../../src/shared/commerce/read-cart';

const currency = fc.constantFrom(...CURRENCY_CODES);
const cents = fc.integer({ min: 0, max: 100_000_000 });
const quantity = fc.integer({ min: 0, max: 10_000 });

/** Minor units as the decimal a server writes for them (`1050` USD → `'10.50'`), by string, not by division. */
function decimalOf(minor: number, digits: number): string {
  if (digits === 0) return String(minor);
  const text = String(minor).padStart(digits + 1, '0');
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

describe('minor units (property)', () => {
  it('a decimal read with toMinorUnits gives back the minor units it was written from, in every currency', () => {
    fc.assert(
      fc.property(currency, cents, (code, minor) => {
        expect(toMinorUnits(decimalOf(minor, CURRENCIES[code].fractionDigits), code)).toBe(minor);
      }),
    );
  });

  it('a line total is the exact product, an integer', () => {
    fc.assert(
      fc.property(cents, quantity, (unit, count) => {
        const total = lineTotal(unit, count);
        expect(Number.isSafeInteger(total)).toBe(true);
        expect(BigInt(total as number)).toBe(BigInt(unit) * BigInt(count));
      }),
    );
  });

  it('a sum does not depend on the order of its amounts', () => {
    fc.assert(
      fc.property(fc.array(cents, { maxLength: 50 }), (amounts) => {
        expect(sumMinorUnits([...amounts].reverse())).toBe(sumMinorUnits(amounts));
        expect(BigInt(sumMinorUnits(amounts) as number)).toBe(amounts.reduce((s, a) => s + BigInt(a), 0n));
      }),
    );
  });

  it("the cart's subtotal is the sum of its lines, whatever the server's own figure says", () => {
    const entry = fc.record({ id: fc.uuid(), unitPriceCents: cents, quantity: fc.integer({ min: 1, max: 100 }) });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 20 }), (entries) => {
        const cart = readCart({ cart: { entries, subtotalCents: 0.1 + 0.2 } }, 'USD');
        const expected = entries.reduce((s, e) => s + BigInt(e.unitPriceCents) * BigInt(e.quantity), 0n);
        expect(BigInt(cart.subtotalCents)).toBe(expected);
        expect(cart.totalQuantity).toBe(entries.reduce((s, e) => s + e.quantity, 0));
        expect(cart.subtotalAmount.value).toBe(decimalOf(cart.subtotalCents, 2));
      }),
    );
  });

  it('3 × $0.10 is $0.30, not $0.30000000000000004', () => {
    const cart = readCart({ entries: [{ id: 'a', unitPriceCents: 10, quantity: 3 }] }, 'USD');
    expect(cart.subtotalCents).toBe(30);
    expect(formatMoney({ cents: cart.subtotalCents, currency: 'USD' })).toBe('$0.30');
  });

  it('instalments add up to the price exactly and differ by at most one minor unit', () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 1, max: 12 }), (total, count) => {
        const parts = splitInstalments(total, count);
        expect(parts).toHaveLength(count);
        expect(parts.reduce((s, p) => s + p, 0)).toBe(total);
        expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('toMinorUnits rounding and refusals', () => {
  it('reads numbers as the decimals they were written as, half up past the digits', () => {
    expect(toMinorUnits(1.005, 'USD')).toBe(101);
    expect(toMinorUnits('10.5', 'USD')).toBe(1050);
    expect(toMinorUnits('1000', 'JPY')).toBe(1000);
    expect(toMinorUnits('99.5', 'JPY')).toBe(100);
  });
  it('refuses what is not a plain non-negative decimal', () => {
    for (const value of ['', '-1', '1e3', 'abc', '1.2.3', NaN, Infinity]) expect(toMinorUnits(value, 'USD')).toBeNull();
  });
});

describe('instalment wording (spec §9: "over" and "up to")', () => {
  const offer = { count: 4, minCents: 3500, maxCents: 100_000 };
  it('within the limits: the largest of the payments', () => {
    expect(instalmentPhrase(4500, offer, 'USD')).toBe('or 4 payments of $11.25');
    expect(instalmentPhrase(1001 * 4 + 1, offer, 'USD')).toBe('or 4 payments of $10.02');
  });
  it('below the lower limit: "over"; above the upper one: "up to"', () => {
    expect(instalmentPhrase(1000, offer, 'USD')).toBe('Pay in 4 instalments on orders over $35.00');
    expect(instalmentPhrase(200_000, offer, 'EUR')).toBe('Pay in 4 instalments on orders up to €1,000.00');
  });
  it('JPY has no decimals', () => {
    expect(instalmentPhrase(12_000, { count: 3, minCents: 0, maxCents: 1_000_000 }, 'JPY')).toBe(
      'or 3 payments of ¥4,000',
    );
  });
});
