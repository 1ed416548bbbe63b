import fc from 'fast-check';
import { focalPosition } from '../../../../src/blocks/gallery/designs/layout/focal';

const ratio = fc.double({ min: 0.2, max: 5, noNaN: true });
const fraction = fc.double({ min: 0, max: 1, noNaN: true });

describe('cover-crop around the focal point', () => {
  it('a centred focal point is the centre of the crop', () => {
    expect(focalPosition(1.5, 1, [0.5, 0.5])).toEqual([0.5, 0.5]);
    expect(focalPosition(0.5, 1, [0.5, 0.5])).toEqual([0.5, 0.5]);
  });

  it('a focal point near an edge keeps the crop inside the image', () => {
    // A 2:1 image in a square box: the box shows half the width; a focal point at 0.1 clamps to the left edge.
    expect(focalPosition(2, 1, [0.1, 0.5])).toEqual([0, 0.5]);
    expect(focalPosition(2, 1, [0.95, 0.5])).toEqual([1, 0.5]);
    // At 0.375 the crop [0.125, 0.625] of the image is centred on it: p = 0.125 / 0.5.
    expect(focalPosition(2, 1, [0.375, 0.5])[0]).toBeCloseTo(0.25);
  });

  it('puts the focal point at the centre of the box whenever the crop allows, and stays in 0..1 (property)', () => {
    fc.assert(
      fc.property(ratio, ratio, fraction, fraction, (image, box, fx, fy) => {
        const [x, y] = focalPosition(image, box, [fx, fy]);
        for (const p of [x, y]) {
          expect(p).toBeGreaterThanOrEqual(0);
          expect(p).toBeLessThanOrEqual(1);
        }
        // Along the cropped side, in box units: the image is `scale` boxes long, offset (1 - scale) * p.
        const wide = image > box;
        const scale = wide ? image / box : box / image;
        const [f, p] = wide ? [fx, x] : [fy, y];
        if (scale < 1.001) return;
        const centre = (1 - scale) * p + f * scale;
        const inside = f * scale >= 0.5 && (1 - f) * scale >= 0.5;
        if (inside) expect(centre).toBeCloseTo(0.5, 6);
      }),
    );
  });
});
