import fc from 'fast-check';
import { columnCount } from '../../../../src/blocks/gallery/designs/layout/columns';

const width = fc.integer({ min: 0, max: 4000 });
const columnWidth = fc.integer({ min: 1, max: 1000 });
const gutter = fc.integer({ min: 0, max: 100 });

describe('column count (autogrid: max(1, floor((width + gutter) / (columnWidth + gutter))))', () => {
  it('follows the spec examples: 250 px columns', () => {
    expect(columnCount(1000, 250, 0)).toBe(4);
    expect(columnCount(999, 250, 0)).toBe(3);
    expect(columnCount(1060, 250, 20)).toBe(4);
    expect(columnCount(1059, 250, 20)).toBe(3);
    expect(columnCount(1059, 250, 20, Math.ceil)).toBe(4);
    expect(columnCount(100, 250, 20)).toBe(1);
  });

  it('is never less than one column (property)', () => {
    fc.assert(
      fc.property(width, columnWidth, gutter, fc.boolean(), (w, c, g, up) => {
        expect(columnCount(w, c, g, up ? Math.ceil : Math.floor)).toBeGreaterThanOrEqual(1);
      }),
    );
  });

  it('floored, the columns fit the width and one more would not (property)', () => {
    fc.assert(
      fc.property(width, columnWidth, gutter, (w, c, g) => {
        const n = columnCount(w, c, g);
        if (n > 1) expect(n * c + (n - 1) * g).toBeLessThanOrEqual(w);
        expect((n + 1) * c + n * g).toBeGreaterThan(w);
      }),
    );
  });

  it('rounded up, never fewer columns than floored, and at most one more (property)', () => {
    fc.assert(
      fc.property(width, columnWidth, gutter, (w, c, g) => {
        const down = columnCount(w, c, g);
        const up = columnCount(w, c, g, Math.ceil);
        expect(up - down).toBeGreaterThanOrEqual(0);
        expect(up - down).toBeLessThanOrEqual(1);
      }),
    );
  });
});
