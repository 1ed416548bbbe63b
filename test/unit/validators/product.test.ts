import { MAX_PRODUCT_PRICE, MAX_SKU_LENGTH } from '../../../src/core/money';
import { generateSku, isUsZip, isValidPrice, isValidSku } from '../../../src/core/validators';

describe('US zip (spec §5: exactly 5 digits)', () => {
  it.each(['12345', '00501'])('accepts %s', (zip) => expect(isUsZip(zip)).toBe(true));
  it.each(['1234', '123456', '12345-6789', ' 12345', '1234a', '١٢٣٤٥', '', 12345])('refuses %p', (zip) =>
    expect(isUsZip(zip)).toBe(false),
  );
});

describe('product price (spec §5: whole minor units, at most 100,000,000)', () => {
  it('has the spec limit', () => expect(MAX_PRODUCT_PRICE).toBe(100_000_000));
  it.each([0, 1, 1999, 100_000_000])('accepts %p', (price) => expect(isValidPrice(price)).toBe(true));
  it.each([-1, 100_000_001, 19.99, NaN, Infinity, '100'])('refuses %p', (price) =>
    expect(isValidPrice(price)).toBe(false),
  );
});

describe('SKU (spec §5: at most 60 characters)', () => {
  it('has the spec limit', () => expect(MAX_SKU_LENGTH).toBe(60));
  it('accepts 60 characters and refuses 61', () => {
    expect(isValidSku('x'.repeat(60))).toBe(true);
    expect(isValidSku('x'.repeat(61))).toBe(false);
  });
  it('counts an emoji as one character', () => expect(isValidSku('😀'.repeat(60))).toBe(true));
  it('refuses what is not a string', () => expect(isValidSku(123)).toBe(false));
});

describe('generated SKU (spec §5: SQ and 7 random digits)', () => {
  it('takes one digit per random draw', () => {
    const draws = [0, 0.1, 0.25, 0.5, 0.75, 0.9, 0.999];
    let i = 0;
    expect(generateSku(() => draws[i++])).toBe('SQ0125799');
  });

  it('keeps the shape when the random source misbehaves', () => {
    expect(generateSku(() => 1)).toBe('SQ9999999');
    expect(generateSku(() => -5)).toBe('SQ0000000');
    expect(generateSku(() => NaN)).toBe('SQ0000000');
  });

  it('uses Math.random by default', () => expect(generateSku()).toMatch(/^SQ\d{7}$/));
});
