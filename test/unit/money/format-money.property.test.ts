import fc from 'fast-check';
import { CURRENCIES, CURRENCY_CODES, type CurrencyCode, formatMoney } from '../../../src/core/money';

/** Undo the template: the signed decimal string that formatMoney wrote. */
function parseBack(text: string, code: CurrencyCode): string {
  const { symbol, template } = CURRENCIES[code];
  const negative = text.startsWith('-');
  const body = negative ? text.slice(1) : text;
  const [head, tail] = template.split('{amount}').map((part) => part.replace('{symbol}', symbol));
  expect(body.startsWith(head)).toBe(true);
  expect(body.endsWith(tail)).toBe(true);
  const amount = body.slice(head.length, body.length - tail.length);
  expect(amount).toMatch(/^\d{1,3}(,\d{3})*(\.\d+)?$/);
  return (negative ? '-' : '') + amount.replace(/,/g, '');
}

/** Round a decimal (integer part, fraction digits) to `digits`, half away from zero, with BigInt. */
function roundDecimal(negative: boolean, integer: bigint, fraction: string, digits: number): string {
  const scaled = integer * 10n ** BigInt(digits) + BigInt(fraction.slice(0, digits).padEnd(digits, '0') || '0');
  const rounded = scaled + (Number(fraction[digits] ?? '0') >= 5 ? 1n : 0n);
  const text = rounded.toString().padStart(digits + 1, '0');
  const value = digits ? `${text.slice(0, -digits)}.${text.slice(-digits)}` : text;
  return negative && rounded !== 0n ? `-${value}` : value;
}

const currency = fc.constantFrom(...CURRENCY_CODES);
const decimal = fc.record({
  negative: fc.boolean(),
  integer: fc.bigInt({ min: 0n, max: 10n ** 15n - 2n }),
  fraction: fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 6 }),
});

describe('formatMoney round trip (property)', () => {
  it('a decimal string comes back as its value rounded to the currency digits, for every currency', () => {
    fc.assert(
      fc.property(currency, decimal, fc.boolean(), (code, d, hideCents) => {
        const value = `${d.negative ? '-' : ''}${d.integer}${d.fraction ? `.${d.fraction}` : ''}`;
        const text = formatMoney({ value, currency: code }, { hideCents });
        const digits = hideCents ? 0 : CURRENCIES[code].fractionDigits;
        expect(parseBack(text, code)).toBe(roundDecimal(d.negative, d.integer, d.fraction, digits));
      }),
    );
  });

  it('a number comes back within half a unit of the last digit', () => {
    fc.assert(
      fc.property(currency, fc.double({ min: -1e12, max: 1e12, noNaN: true }), (code, value) => {
        const parsed = Number(parseBack(formatMoney({ value, currency: code }), code));
        const half = 0.5 * 10 ** -CURRENCIES[code].fractionDigits;
        expect(Math.abs(parsed - value)).toBeLessThanOrEqual(half + Math.abs(value) * 1e-15);
      }),
    );
  });

  it('integer cents come back exactly', () => {
    fc.assert(
      fc.property(currency, fc.integer({ min: -1e12, max: 1e12 }), (code, cents) => {
        const parsed = parseBack(formatMoney({ cents, currency: code }), code);
        expect((parsed.split('.')[1] ?? '').length).toBe(CURRENCIES[code].fractionDigits);
        expect(BigInt(parsed.replace('.', ''))).toBe(BigInt(cents));
      }),
    );
  });

  it('never throws anything but the two documented errors on any input', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (value, currencyCode) => {
        try {
          formatMoney({ value, currency: currencyCode });
        } catch (error) {
          expect(error instanceof TypeError || error instanceof RangeError).toBe(true);
        }
      }),
    );
  });
});
