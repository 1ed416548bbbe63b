import fc from 'fast-check';
import {
  activeClickStep,
  stripAlignment,
  stripOffset,
  stripWindow,
  type Alignment,
} from '../../../../src/blocks/gallery/designs/strip/align';

describe('strip alignment option (§5: start, middle or end)', () => {
  it.each(['start', 'middle', 'end'] as const)('accepts %s', (value) => {
    expect(stripAlignment(value, 'left')).toBe(value);
  });
  it.each([
    ['left', 'start'],
    ['center', 'middle'],
    ['right', 'end'],
  ] as const)('without one, maps active-alignment %s to %s', (active, expected) => {
    expect(stripAlignment(undefined, active)).toBe(expected);
  });
  it.each(['center', 'left', 'top', 0, true])('throws a clear error for %j', (value) => {
    expect(() => stripAlignment(value, 'center')).toThrow(/Strip alignment must be start, middle or end/);
  });
});

describe('activeSlideClickBehavior (§4 Gallery: next, previous or nothing)', () => {
  it('is next +1, previous -1, and nothing (the default) for anything else', () => {
    expect([
      activeClickStep('next'),
      activeClickStep('previous'),
      activeClickStep('none'),
      activeClickStep(undefined),
      activeClickStep('up'),
    ]).toEqual([1, -1, 0, 0, 0]);
  });
});

/** A strip of slide widths with a gap, as [left, width] boxes. */
const strips = fc
  .tuple(fc.array(fc.integer({ min: 10, max: 600 }), { minLength: 1, maxLength: 50 }), fc.integer({ min: 0, max: 30 }))
  .map(([widths, gap]) => {
    let left = 0;
    return widths.map((width) => {
      const box: [number, number] = [left, width];
      left += width + gap;
      return box;
    });
  });
const alignments = fc.constantFrom<Alignment>('start', 'middle', 'end');
const trackWidth = (boxes: [number, number][]) => boxes[boxes.length - 1][0] + boxes[boxes.length - 1][1];

describe('strip offset (§4 Gallery: the current slide aligned in the strip)', () => {
  it('the active slide is always entirely inside the window when it fits', () => {
    fc.assert(
      fc.property(
        strips,
        fc.integer({ min: 50, max: 2000 }),
        alignments,
        fc.nat(),
        (boxes, viewport, alignment, pick) => {
          const [left, width] = boxes[pick % boxes.length];
          fc.pre(width <= viewport);
          const x = stripOffset(left, width, viewport, trackWidth(boxes), alignment);
          return left + x >= -1e-6 && left + width + x <= viewport + 1e-6;
        },
      ),
    );
  });

  it('never leaves an empty gap at either end of a strip wider than the window', () => {
    fc.assert(
      fc.property(
        strips,
        fc.integer({ min: 50, max: 2000 }),
        alignments,
        fc.nat(),
        (boxes, viewport, alignment, pick) => {
          const track = trackWidth(boxes);
          fc.pre(track > viewport);
          const [left, width] = boxes[pick % boxes.length];
          const x = stripOffset(left, width, viewport, track, alignment);
          return x <= 0 && x + track >= viewport - 1e-6;
        },
      ),
    );
  });

  it('middle centres a slide away from the ends; start and end put it at the edges', () => {
    const boxes: [number, number][] = Array.from({ length: 20 }, (_, i) => [i * 110, 100]);
    const track = trackWidth(boxes);
    expect(stripOffset(1100, 100, 500, track, 'middle') + 1100 + 50).toBe(250);
    expect(stripOffset(1100, 100, 500, track, 'start') + 1100).toBe(0);
    expect(stripOffset(1100, 100, 500, track, 'end') + 1200).toBe(500);
  });

  it('a strip narrower than its window is aligned as a whole', () => {
    expect(stripOffset(0, 100, 500, 300, 'start')).toBe(0);
    expect(stripOffset(200, 100, 500, 300, 'middle')).toBe(100);
    expect(stripOffset(0, 100, 500, 300, 'end')).toBe(200);
  });
});

describe('strip load window (§9 Strip: preload 1; thumbnail overflow padding max 5)', () => {
  it('covers every slide in view and the current one, widened by `extra`, within the strip', () => {
    fc.assert(
      fc.property(
        strips,
        fc.integer({ min: -3000, max: 500 }),
        fc.integer({ min: 50, max: 1500 }),
        fc.nat(),
        fc.integer({ min: 0, max: 6 }),
        (boxes, offset, viewport, pick, extra) => {
          const index = pick % boxes.length;
          const [first, last] = stripWindow(boxes, offset, viewport, index, extra);
          const inView = boxes
            .map(([left, width], i) => [i, left + offset < viewport && left + width + offset > 0] as const)
            .filter(([, seen]) => seen)
            .map(([i]) => i);
          const must = [index, ...inView];
          return (
            first >= 0 &&
            last <= boxes.length - 1 &&
            must.every((i) => i >= first && i <= last) &&
            first >= Math.max(0, Math.min(...must) - extra) &&
            last <= Math.min(boxes.length - 1, Math.max(...must) + extra)
          );
        },
      ),
    );
  });
  it('example: 10 slides of 100 px, 250 px window at 0, current 0, preload 1 → slides 0 to 3', () => {
    const boxes: [number, number][] = Array.from({ length: 10 }, (_, i) => [i * 100, 100]);
    expect(stripWindow(boxes, 0, 250, 0, 1)).toEqual([0, 3]);
  });
});
