import fc from 'fast-check';
import { wrapIndex } from '../../../src/shared/wrap-index';

describe('spec §4 Gallery: indices are normalised modulo the count, negative from the end', () => {
  it('lands in range and is congruent to the index', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: 1, max: 500 }), (index, count) => {
        const n = wrapIndex(index, count);
        return n >= 0 && n < count && (n - index) % count === 0;
      }),
    );
  });

  it('counts negative indices from the end, and anything not a number is 0', () => {
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(-5, 5)).toBe(0);
    expect(wrapIndex(2.9, 5)).toBe(2);
    expect(wrapIndex(Number.NaN, 5)).toBe(0);
    expect(wrapIndex(Infinity, 5)).toBe(0);
    expect(wrapIndex(-6, 5)).toBe(4);
  });

  it('an empty list has only index 0', () => {
    expect(wrapIndex(3, 0)).toBe(0);
    expect(wrapIndex(-1, 0)).toBe(0);
  });
});
