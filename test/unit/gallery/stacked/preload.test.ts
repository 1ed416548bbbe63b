import fc from 'fast-check';
import { preloadWindow } from '../../../../src/blocks/gallery/designs/shared/preload';

const cyclic = (a: number, b: number, count: number) => Math.min(Math.abs(a - b), count - Math.abs(a - b));

describe('preload window (§9: preload 1 each side)', () => {
  const cases = fc
    .integer({ min: 1, max: 60 })
    .chain((count) =>
      fc.tuple(
        fc.constant(count),
        fc.integer({ min: 0, max: count - 1 }),
        fc.integer({ min: 0, max: 8 }),
        fc.boolean(),
      ),
    );

  it('starts with the current slide and holds each slide once, within the gallery', () => {
    fc.assert(
      fc.property(cases, ([count, index, preload, loop]) => {
        const window = preloadWindow(index, count, preload, loop);
        return (
          window[0] === index &&
          new Set(window).size === window.length &&
          window.every((i) => Number.isInteger(i) && i >= 0 && i < count)
        );
      }),
    );
  });
  it('holds exactly the slides within `preload` of the current one (wrapping only with loop)', () => {
    fc.assert(
      fc.property(cases, ([count, index, preload, loop]) => {
        const window = new Set(preloadWindow(index, count, preload, loop));
        for (let i = 0; i < count; i++) {
          const near = (loop ? cyclic(i, index, count) : Math.abs(i - index)) <= preload;
          if (near !== window.has(i)) return false;
        }
        return true;
      }),
    );
  });
  it('examples: 10 slides, preload 1', () => {
    expect(preloadWindow(0, 10, 1, true)).toEqual([0, 1, 9]);
    expect(preloadWindow(0, 10, 1, false)).toEqual([0, 1]);
    expect(preloadWindow(5, 10, 2, false)).toEqual([5, 6, 4, 7, 3]);
    expect(preloadWindow(0, 0, 1, true)).toEqual([]);
  });
});
