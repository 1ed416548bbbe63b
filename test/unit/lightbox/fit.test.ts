import fc from 'fast-check';
import { imageAttributes, padding } from '../../../src/shared/lightbox/fit';
import { item } from './helpers';

describe('spec §9: 100 px around the image on desktop, less on small screens', () => {
  it('pads 100 px from the 800 px desktop breakpoint, 56 px below, none at the sides on a phone', () => {
    expect(padding(1280)).toEqual([100, 100]);
    expect(padding(800)).toEqual([100, 100]);
    expect(padding(600)).toEqual([56, 56]);
    expect(padding(432)).toEqual([0, 56]);
  });
});

describe('the image box is reserved from the intrinsic size (nothing jumps when it loads)', () => {
  it('fits a landscape image into the padded viewport, keeping its ratio', () => {
    const { box, sizes } = imageAttributes(item(1, { width: 3000, height: 2000 }), 1280, 800);
    // room 1080 × 600: the height limits, 600 × 1.5 = 900 wide
    expect(box).toEqual({ width: 900, height: 600 });
    expect(sizes).toBe('900px');
  });

  it('never enlarges an image past its own size', () => {
    expect(imageAttributes(item(1, { width: 300, height: 200 }), 1280, 800).box).toEqual({ width: 300, height: 200 });
  });

  it('fits any size inside the room, ratio kept within rounding', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8000 }),
        fc.integer({ min: 1, max: 8000 }),
        fc.integer({ min: 320, max: 3000 }),
        fc.integer({ min: 320, max: 2000 }),
        (w, h, vw, vh) => {
          const [x, y] = padding(vw);
          const { box } = imageAttributes(item(1, { width: w, height: h }), vw, vh);
          return (
            !!box &&
            box.width <= Math.max(1, vw - 2 * x) + 0.5 &&
            box.height <= Math.max(1, vh - 2 * y) + 0.5 &&
            box.width <= w &&
            box.height <= h
          );
        },
      ),
    );
  });

  it('without a known size there is no box and sizes is the room width', () => {
    const attributes = imageAttributes(item(1, { width: 0, height: 0 }), 1280, 800);
    expect(attributes.box).toBeNull();
    expect(attributes.sizes).toBe('1080px');
  });
});

describe('the file fits the screen: srcset of the host widths, src the narrowest that covers the box', () => {
  it('offers the host widths up to the intrinsic width, in the item size format', () => {
    const attributes = imageAttributes(item(1, { width: 1500, height: 1000 }), 1280, 800);
    expect(attributes.srcset).toBe(
      ['1500', '1000', '750', '500', '300', '100']
        .map((w) => `/images/photo1-1500x1000.png?format=${w}w ${w}w`)
        .join(', '),
    );
    expect(attributes.src).toBe('/images/photo1-1500x1000.png?format=1000w');
    const filename = imageAttributes(item(1, { sizeFormat: 'filename' }), 1280, 800);
    expect(filename.src).toBe('/images/photo1-1500x1000-1000w.png');
  });

  it('takes the pixel ratio into account for the fallback src', () => {
    expect(imageAttributes(item(1, { width: 3000, height: 2000 }), 1280, 800, 2).src).toContain('format=2500w');
  });
});
