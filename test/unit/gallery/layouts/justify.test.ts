import fc from 'fast-check';
import { justifyRows } from '../../../../src/blocks/gallery/designs/layout/justify';
import type { Box } from '../../../../src/blocks/gallery/designs/layout/masonry';

const ratios = fc.array(fc.double({ min: 0.1, max: 10, noNaN: true }), { minLength: 1, maxLength: 60 });
const width = fc.integer({ min: 100, max: 3000 });
const rowHeight = fc.integer({ min: 50, max: 500 });
const gutter = fc.integer({ min: 0, max: 60 });

/** The rows, top to bottom, each left to right. */
const rowsOf = (boxes: Box[]) => {
  const rows = new Map<number, Box[]>();
  boxes.forEach((box) => rows.set(box.y, [...(rows.get(box.y) ?? []), box]));
  return [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, row]) => row);
};

describe('justified rows (autorows: rows at the target height, scaled to the width)', () => {
  it('fills a row at the target height, scales it to the width, and leaves the last row at the target height', () => {
    // At 100 px high: 150 + 150 + 150 > 400 → the first row holds three, scaled to 400 - 20 px of gutters.
    const { boxes, height } = justifyRows([1.5, 1.5, 1.5, 1], 400, 100, 10);
    const h = Math.round(380 / 4.5);
    expect(boxes.slice(0, 3).map((b) => b.height)).toEqual([h, h, h]);
    expect(boxes[2].x + boxes[2].width).toBe(400);
    expect(boxes[3]).toEqual({ x: 0, y: h + 10, width: 100, height: 100 });
    expect(height).toBe(h + 10 + 100);
  });

  it('places every slide once, in order, and full rows fill the width within 1 px (property)', () => {
    fc.assert(
      fc.property(ratios, width, rowHeight, gutter, (r, w, h, g) => {
        const { boxes, height } = justifyRows(r, w, h, g);
        expect(boxes).toHaveLength(r.length);
        const rows = rowsOf(boxes);
        expect(rows.flat()).toEqual(boxes);
        rows.forEach((row, i) => {
          const last = i === rows.length - 1;
          const right = row[row.length - 1].x + row[row.length - 1].width;
          if (!last) expect(Math.abs(right - w)).toBeLessThanOrEqual(1);
          else expect(right).toBeLessThanOrEqual(w + 1);
          row.forEach((box, k) => k && expect(box.x).toBeGreaterThanOrEqual(row[k - 1].x + row[k - 1].width));
        });
        const bottom = rows[rows.length - 1][0];
        expect(height).toBe(bottom.y + bottom.height);
      }),
    );
  });

  it('every row is higher than 0, and the last row, when it does not fill the width, keeps the target height (property)', () => {
    fc.assert(
      fc.property(ratios, width, rowHeight, gutter, (r, w, h, g) => {
        const rows = rowsOf(justifyRows(r, w, h, g).boxes);
        rows.forEach((row) => row.forEach((box) => expect(box.height).toBeGreaterThan(0)));
        const last = rows[rows.length - 1];
        const right = last[last.length - 1].x + last[last.length - 1].width;
        if (right < w - 1) last.forEach((box) => expect(box.height).toBe(h));
      }),
    );
  });

  it('never scales a full row above the target height unless the gutters alone fill it', () => {
    fc.assert(
      fc.property(ratios, width, rowHeight, fc.integer({ min: 0, max: 20 }), (r, w, h, g) => {
        const rows = rowsOf(justifyRows(r, w, h, g).boxes);
        rows.slice(0, -1).forEach((row) => expect(row[0].height).toBeLessThanOrEqual(h + 1));
      }),
    );
  });
});
