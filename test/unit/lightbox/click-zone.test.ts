import fc from 'fast-check';
import { clickZone } from '../../../src/shared/lightbox/click-zone';
import { EDGE_MARGIN } from '../../../src/shared/lightbox/constants';

const width = fc.double({ min: 1, max: 10000, noNaN: true });

describe('spec §4: a desktop click on the left or right half steps, outside a 2 % edge margin', () => {
  it('uses a 2 % margin by default', () => {
    expect(EDGE_MARGIN).toBe(0.02);
    expect(clickZone(19, 1000)).toBe('none');
    expect(clickZone(20, 1000)).toBe('previous');
    expect(clickZone(980, 1000)).toBe('next');
    expect(clickZone(981, 1000)).toBe('none');
  });

  it('the middle itself belongs to the right half', () => {
    expect(clickZone(499.9, 1000)).toBe('previous');
    expect(clickZone(500, 1000)).toBe('next');
  });

  it('left of the middle and outside the margin is previous', () => {
    fc.assert(
      fc.property(width, fc.double({ min: 0.001, max: 1, noNaN: true }), (w, f) => {
        const x = w * EDGE_MARGIN + f * (w / 2 - w * EDGE_MARGIN);
        fc.pre(x < w / 2);
        return clickZone(x, w) === 'previous';
      }),
    );
  });

  it('from the middle to the right margin is next', () => {
    fc.assert(
      // Just short of the margin: the boundary itself is a matter of float rounding.
      fc.property(width, fc.double({ min: 0, max: 0.999, noNaN: true }), (w, f) => {
        const x = w / 2 + f * (w / 2 - w * EDGE_MARGIN);
        return clickZone(x, w) === 'next';
      }),
    );
  });

  it('within the margin of either edge, or off screen, is none', () => {
    fc.assert(
      fc.property(width, fc.double({ min: 0, max: 0.999, noNaN: true }), fc.boolean(), (w, f, left) => {
        const inMargin = f * w * EDGE_MARGIN;
        const x = left ? inMargin : w - inMargin;
        return clickZone(x, w) === 'none';
      }),
    );
    fc.assert(
      fc.property(
        width,
        fc.double({ min: 1, max: 1e6, noNaN: true }),
        (w, d) => clickZone(-d, w) === 'none' && clickZone(w + d, w) === 'none',
      ),
    );
  });

  it('mirrors: a click and its reflection go opposite ways unless both are none', () => {
    fc.assert(
      fc.property(width, fc.double({ min: 0, max: 1, noNaN: true }), (w, f) => {
        const x = f * w;
        // Away from the three boundaries, where float rounding decides.
        const near = (b: number) => Math.abs(x - b) < 1e-6 * w;
        fc.pre(!near(w * EDGE_MARGIN) && !near(w - w * EDGE_MARGIN) && !near(w / 2));
        const a = clickZone(x, w);
        const b = clickZone(w - x, w);
        return a === 'none' ? b === 'none' : a !== b && b !== 'none';
      }),
    );
  });

  it('honours another margin, and a zero or unknown width is none', () => {
    expect(clickZone(50, 1000, 0.1)).toBe('none');
    expect(clickZone(150, 1000, 0.1)).toBe('previous');
    expect(clickZone(0, 0)).toBe('none');
    expect(clickZone(Number.NaN, 1000)).toBe('none');
    expect(clickZone(10, Number.NaN)).toBe('none');
  });
});
