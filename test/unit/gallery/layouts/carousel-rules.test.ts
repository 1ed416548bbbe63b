import fc from 'fast-check';
import {
  carouselPerRow,
  clampStart,
  startFor,
  stepStart,
} from '../../../../src/blocks/gallery/designs/layout/carousel-rules';

const width = fc.integer({ min: 0, max: 3000 });
const requested = fc.integer({ min: 1, max: 12 });

describe('carousel slides per row (§9: 3 by default; under 480 px 2 if more than 1; under 724 px 3 if more than 2)', () => {
  it('follows the spec at the breakpoints', () => {
    expect(carouselPerRow(1000, 3)).toBe(3);
    expect(carouselPerRow(1000, 5)).toBe(5);
    expect(carouselPerRow(724, 5)).toBe(5);
    expect(carouselPerRow(723, 5)).toBe(3);
    expect(carouselPerRow(723, 2)).toBe(2);
    expect(carouselPerRow(480, 3)).toBe(3);
    expect(carouselPerRow(479, 3)).toBe(2);
    expect(carouselPerRow(479, 1)).toBe(1);
    expect(carouselPerRow(300, 0)).toBe(1);
  });

  it('never more than requested, at least 1, at most 2 under 480 px and 3 under 724 px (property)', () => {
    fc.assert(
      fc.property(width, requested, (w, n) => {
        const perRow = carouselPerRow(w, n);
        expect(perRow).toBeGreaterThanOrEqual(1);
        expect(perRow).toBeLessThanOrEqual(n);
        if (w < 480) expect(perRow).toBe(Math.min(n, 2));
        else if (w < 724) expect(perRow).toBe(Math.min(n, 3));
        else expect(perRow).toBe(n);
      }),
    );
  });
});

describe('carousel groups', () => {
  it('the last group is full: 10 slides, 3 per row → 0, 3, 6, 7', () => {
    const starts = [0];
    while (stepStart(starts[starts.length - 1], 3, 10, 1) !== starts[starts.length - 1])
      starts.push(stepStart(starts[starts.length - 1], 3, 10, 1));
    expect(starts).toEqual([0, 3, 6, 7]);
    expect(stepStart(7, 3, 10, -1)).toBe(4);
    expect(stepStart(2, 3, 10, -1)).toBe(0);
  });

  it('a slide already visible moves nothing; another one leads the group', () => {
    expect(startFor(4, 3, 3, 10)).toBe(3);
    expect(startFor(6, 3, 3, 10)).toBe(6);
    expect(startFor(9, 0, 3, 10)).toBe(7);
    expect(startFor(2, 3, 3, 10)).toBe(2);
  });

  it('stepping forward from the first group shows every slide and stays in range (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1, max: 8 }), (count, perRow) => {
        const seen = new Set<number>();
        let start = clampStart(0, perRow, count);
        for (let i = 0; i <= count; i++) {
          expect(start).toBeGreaterThanOrEqual(0);
          expect(start).toBeLessThanOrEqual(Math.max(0, count - perRow));
          for (let k = start; k < Math.min(count, start + perRow); k++) seen.add(k);
          start = stepStart(start, perRow, count, 1);
        }
        expect(seen.size).toBe(count);
      }),
    );
  });

  it('any index, once shown, is visible (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 1, max: 8 }),
        fc.nat(),
        fc.nat(),
        (count, perRow, i, s) => {
          const index = i % count;
          const start = startFor(index, clampStart(s % count, perRow, count), perRow, count);
          expect(index).toBeGreaterThanOrEqual(start);
          expect(index).toBeLessThan(start + perRow);
        },
      ),
    );
  });
});
