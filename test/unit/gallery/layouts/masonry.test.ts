import fc from 'fast-check';
import { masonry } from '../../../../src/blocks/gallery/designs/layout/masonry';

const ratios = fc.array(fc.double({ min: 0.2, max: 5, noNaN: true }), { maxLength: 60 });
const width = fc.integer({ min: 100, max: 3000 });
const columns = fc.integer({ min: 1, max: 8 });
const gutter = fc.integer({ min: 0, max: 40 });

describe('masonry (autocolumns: each slide goes to the shortest column)', () => {
  it('fills columns in order, left to right, then the shortest', () => {
    const { boxes, height } = masonry([1, 1, 1, 2, 1], 300, 3, 0);
    expect(boxes.map((b) => [b.x, b.y, b.width, b.height])).toEqual([
      [0, 0, 100, 100],
      [100, 0, 100, 100],
      [200, 0, 100, 100],
      [0, 100, 100, 50],
      [100, 100, 100, 100],
    ]);
    expect(height).toBe(200);
  });

  it('puts the gutter between columns and between slides, not around them', () => {
    const { boxes, height } = masonry([1, 1, 1, 1], 210, 2, 10);
    expect(boxes.map((b) => [b.x, b.y, b.width])).toEqual([
      [0, 0, 100],
      [110, 0, 100],
      [0, 110, 100],
      [110, 110, 100],
    ]);
    expect(height).toBe(210);
  });

  it('places every slide exactly once, inside the width, never overlapping another (property)', () => {
    fc.assert(
      fc.property(ratios, width, columns, gutter, (r, w, c, g) => {
        const { boxes } = masonry(r, w, c, g);
        expect(boxes).toHaveLength(r.length);
        for (const box of boxes) {
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(w);
          expect(box.height).toBeGreaterThan(0);
        }
        boxes.forEach((a, i) =>
          boxes.slice(i + 1).forEach((b) => {
            const apart =
              a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
            expect(apart).toBe(true);
          }),
        );
      }),
    );
  });

  it('column heights differ by at most one slide (and its gutter) (property)', () => {
    fc.assert(
      fc.property(ratios, width, columns, gutter, (r, w, c, g) => {
        const { boxes, height } = masonry(r, w, c, g);
        const bottoms = new Map<number, number>();
        boxes.forEach((box) => bottoms.set(box.x, Math.max(bottoms.get(box.x) ?? 0, box.y + box.height)));
        const heights = Array.from({ length: c }, (_, i) => bottoms.get(Math.round((i * (w + g)) / c)) ?? 0);
        const tallest = Math.max(0, ...boxes.map((box) => box.height));
        expect(Math.max(...heights) - Math.min(...heights)).toBeLessThanOrEqual(tallest + g);
        expect(height).toBe(Math.max(0, ...heights));
      }),
    );
  });
});
