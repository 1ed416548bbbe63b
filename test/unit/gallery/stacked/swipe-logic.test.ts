import fc from 'fast-check';
import { AXIS_DISTANCE, dragAxis } from '../../../../src/blocks/gallery/designs/shared/pointer-drag';
import {
  boundOffset,
  FLICK_VELOCITY,
  newSwipeDuration,
  newSwipeStep,
} from '../../../../src/blocks/gallery/designs/stacked/new-swipe-logic';
import { SWIPE_DISTANCE, SWIPE_TIME, swipeStep } from '../../../../src/blocks/gallery/designs/stacked/swipe-logic';
import { parseBoundaries, parseSnapPoint } from '../../../../src/blocks/gallery/designs/stacked/swipe-options';

const dxs = fc.double({ min: -2000, max: 2000, noNaN: true });
const times = fc.double({ min: 0, max: 5000, noNaN: true });

describe('drag axis (§9: decided at 10 px)', () => {
  it('is undecided while the pointer stays within 10 px', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -9.99, max: 9.99, noNaN: true }),
        fc.double({ min: -9.99, max: 9.99, noNaN: true }),
        (dx, dy) => dragAxis(dx, dy) === null,
      ),
    );
  });
  it('is the axis the pointer moved more along, once it moved 10 px', () => {
    fc.assert(
      fc.property(dxs, dxs, (dx, dy) => {
        fc.pre(Math.max(Math.abs(dx), Math.abs(dy)) >= AXIS_DISTANCE);
        return dragAxis(dx, dy) === (Math.abs(dx) > Math.abs(dy) ? 'x' : 'y');
      }),
    );
  });
});

describe('swipe release (§9: 50 px threshold, 250 ms time threshold)', () => {
  it('a drag past 50 px changes slide whatever its duration: left is next, right is previous', () => {
    fc.assert(
      fc.property(dxs, times, (dx, ms) => {
        fc.pre(Math.abs(dx) > SWIPE_DISTANCE);
        return swipeStep(dx, ms) === (dx < 0 ? 1 : -1);
      }),
    );
  });
  it('a slow drag of at most 50 px snaps back', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -50, max: 50, noNaN: true }),
        fc.double({ min: SWIPE_TIME, max: 5000, noNaN: true }),
        (dx, ms) => swipeStep(dx, ms) === 0,
      ),
    );
  });
  it('a flick faster than 250 ms changes slide once it was a horizontal drag (10 px)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -50, max: 50, noNaN: true }),
        fc.double({ min: 0, max: SWIPE_TIME - 0.01, noNaN: true }),
        (dx, ms) => swipeStep(dx, ms) === (Math.abs(dx) >= AXIS_DISTANCE ? (dx < 0 ? 1 : -1) : 0),
      ),
    );
  });
  it('examples: 80 px over 600 ms moves, 40 px over 600 ms does not, 40 px in 100 ms does', () => {
    expect(swipeStep(-80, 600)).toBe(1);
    expect(swipeStep(80, 600)).toBe(-1);
    expect(swipeStep(-40, 600)).toBe(0);
    expect(swipeStep(-40, 100)).toBe(1);
    expect(swipeStep(-50, 600)).toBe(0);
  });
});

describe('new-swipe release (velocity and snap point)', () => {
  it('a flick in the direction of the drag changes slide however short the drag', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 2000, noNaN: true }),
        fc.double({ min: FLICK_VELOCITY, max: 10, noNaN: true }),
        fc.constantFrom(-1, 1),
        (distance, speed, sign) => newSwipeStep(sign * distance, sign * speed, 800, 0.5) === (sign < 0 ? 1 : -1),
      ),
    );
  });
  it('without a flick, the slide changes exactly when the drag reaches the snap point', () => {
    fc.assert(
      fc.property(
        dxs,
        fc.double({ min: 0.01, max: 1, noNaN: true }),
        fc.double({ min: 100, max: 2000, noNaN: true }),
        (dx, snap, width) => {
          fc.pre(dx !== 0);
          const step = newSwipeStep(dx, 0, width, snap);
          return step === (Math.abs(dx) >= snap * width ? (dx < 0 ? 1 : -1) : 0);
        },
      ),
    );
  });
  it('a flick back against the drag does not count as a flick', () => {
    expect(newSwipeStep(-100, 2, 800, 0.5)).toBe(0);
    expect(newSwipeStep(-500, 2, 800, 0.5)).toBe(1);
  });
});

describe('new-swipe duration (§9: 0.3–0.5 s, 0.2–0.4 s under 767 px)', () => {
  const remaining = fc.double({ min: 0, max: 3000, noNaN: true });
  const widths = fc.double({ min: 1, max: 3000, noNaN: true });
  it('stays within 300–500 ms on a wide window and 200–400 ms under 767 px', () => {
    fc.assert(
      fc.property(remaining, widths, fc.integer({ min: 0, max: 3000 }), (left, width, viewport) => {
        const ms = newSwipeDuration(left, width, viewport);
        return viewport < 767 ? ms >= 200 && ms <= 400 : ms >= 300 && ms <= 500;
      }),
    );
  });
  it('grows with the distance left to travel', () => {
    fc.assert(
      fc.property(remaining, remaining, widths, fc.integer({ min: 0, max: 3000 }), (a, b, width, viewport) => {
        const [near, far] = a < b ? [a, b] : [b, a];
        return newSwipeDuration(near, width, viewport) <= newSwipeDuration(far, width, viewport);
      }),
    );
  });
  it('is the minimum with nothing left and the maximum with a whole slide left', () => {
    expect(newSwipeDuration(0, 800, 1024)).toBe(300);
    expect(newSwipeDuration(800, 800, 1024)).toBe(500);
    expect(newSwipeDuration(400, 800, 1024)).toBe(400);
    expect(newSwipeDuration(0, 375, 375)).toBe(200);
    expect(newSwipeDuration(375, 375, 375)).toBe(400);
  });
});

describe('new-swipe boundaries (§5: none, hard or inertial)', () => {
  it('reads one value for both ends or a [start, end] pair; absent is inertial', () => {
    expect(parseBoundaries(undefined)).toEqual(['inertial', 'inertial']);
    expect(parseBoundaries('hard')).toEqual(['hard', 'hard']);
    expect(parseBoundaries(['none', 'hard'])).toEqual(['none', 'hard']);
    expect(parseBoundaries([null, 'hard'])).toEqual(['inertial', 'hard']);
  });
  it.each([['bouncy'], [['hard', 'soft']], [3], [{ start: 'hard' }], [['hard']], [['hard', 'hard', 'hard']]])(
    'throws a clear error for %j',
    (value) => {
      expect(() => parseBoundaries(value)).toThrow(/boundaries must each be none, hard or inertial/);
    },
  );
  it('leaves a drag alone where a slide lies beyond', () => {
    fc.assert(
      fc.property(
        dxs,
        fc.constantFrom('none', 'hard', 'inertial' as const),
        (dx, end) => boundOffset(dx, 800, true, true, [end, end]) === dx,
      ),
    );
  });
  it('hard: a drag past an end does not move', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 2000, noNaN: true }),
        (dx) =>
          boundOffset(dx, 800, false, true, ['hard', 'none']) === 0 &&
          boundOffset(-dx, 800, true, false, ['none', 'hard']) === 0,
      ),
    );
  });
  it('inertial: past an end the slide follows the finger with resistance, never beyond half its width', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 5000, noNaN: true }),
        fc.double({ min: 100, max: 2000, noNaN: true }),
        (dx, width) => {
          const moved = boundOffset(dx, width, false, false, ['inertial', 'inertial']);
          const back = boundOffset(-dx, width, false, false, ['inertial', 'inertial']);
          return moved > 0 && moved < dx && moved < width / 2 && back === -moved;
        },
      ),
    );
  });
  it('none: past an end the slide follows the finger', () => {
    expect(boundOffset(120, 800, false, false, ['none', 'none'])).toBe(120);
  });
});

describe('new-swipe snapPoints (§5: a percentage or none)', () => {
  it('reads a percentage as a fraction; none (the default) is the midpoint', () => {
    expect(parseSnapPoint('30%')).toBeCloseTo(0.3);
    expect(parseSnapPoint(' 12.5 % ')).toBeCloseTo(0.125);
    expect(parseSnapPoint(40)).toBeCloseTo(0.4);
    expect(parseSnapPoint('100%')).toBe(1);
    expect(parseSnapPoint('none')).toBe(0.5);
    expect(parseSnapPoint(undefined)).toBe(0.5);
  });
  it.each([['half'], ['30'], ['0%'], ['150%'], [-5], [{}], [true]])('throws a clear error for %j', (value) => {
    expect(() => parseSnapPoint(value)).toThrow(/snapPoints must be a percentage or none/);
  });
});
