import fc from 'fast-check';
import { createEngine } from '../../../../src/blocks/gallery/engine';
import { wrapIndex as normalizeIndex } from '../../../../src/shared/wrap-index';
import { linkEngines } from '../../../../src/blocks/gallery/link';
import type { ChangeSource } from '../../../../src/blocks/gallery/types';

/** An engine whose show() motions the test settles by hand. */
function engine(count: number, loop: boolean, index = 0, animated = false) {
  const shows: [number, number, number][] = [];
  const settle: (() => void)[] = [];
  const e = createEngine({
    count,
    loop,
    index,
    show(to, from, direction) {
      shows.push([to, from, direction]);
      return animated ? new Promise<void>((resolve) => settle.push(resolve)) : undefined;
    },
  });
  const events: string[] = [];
  e.on('change', (to, from, source) => events.push(`change ${from}->${to} ${source}`));
  e.on('reached-end', () => events.push('reached-end'));
  e.on('reached-beginning', () => events.push('reached-beginning'));
  return { e, shows, settle, events };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('indices are normalised modulo the slide count (spec §4)', () => {
  it('for any integer, the index lands in [0, count) and is congruent to it', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 1, max: 60 }), (index, count) => {
        const n = normalizeIndex(index, count);
        expect(n).toBeGreaterThanOrEqual(0);
        expect(n).toBeLessThan(count);
        expect((((index - n) % count) + count) % count).toBe(0);
      }),
    );
  });
  it('negative counts from the end', () => {
    expect(normalizeIndex(-1, 5)).toBe(4);
    expect(normalizeIndex(-6, 5)).toBe(4);
  });
  it('an empty gallery and non-numbers give 0', () => {
    expect(normalizeIndex(3, 0)).toBe(0);
    expect(normalizeIndex(NaN, 4)).toBe(0);
  });
  it('goTo(any integer) shows the normalised index, with or without loop', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 2, max: 30 }),
        fc.boolean(),
        (index, count, loop) => {
          const { e } = engine(count, loop);
          e.goTo(index);
          expect(e.index).toBe(normalizeIndex(index, count));
        },
      ),
    );
  });
  it('the first index is normalised too', () => {
    expect(engine(5, false, -2).e.index).toBe(3);
  });
});

describe('without loop the index clamps; reached events fire only at the ends', () => {
  it('next from the last fires reached-end and stays; previous from the first fires reached-beginning', () => {
    const { e, events } = engine(3, false, 2);
    expect(e.next()).toBe(false);
    expect(e.index).toBe(2);
    e.goTo(0);
    expect(e.previous()).toBe(false);
    expect(e.index).toBe(0);
    expect(events).toEqual(['reached-end', 'change 2->0 api', 'reached-beginning']);
  });
  it('any walk of steps stays within [0, count) and fires a reached event exactly when stepping past an end', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.array(fc.boolean(), { maxLength: 40 }), (count, steps) => {
        const { e, events } = engine(count, false);
        let expected = 0;
        const reached: string[] = [];
        for (const forward of steps) {
          const before = e.index;
          forward ? e.next() : e.previous();
          if (forward && before === count - 1) reached.push('reached-end');
          if (!forward && before === 0) reached.push('reached-beginning');
          expected = forward ? Math.min(count - 1, before + 1) : Math.max(0, before - 1);
          expect(e.index).toBe(expected);
        }
        expect(events.filter((event) => event.startsWith('reached'))).toEqual(reached);
      }),
    );
  });
});

describe('with loop the index wraps', () => {
  it('next from the last goes to the first, forward; previous from the first to the last, back', () => {
    const { e, shows, events } = engine(3, true, 2);
    expect(e.next('control')).toBe(true);
    expect(e.index).toBe(0);
    expect(e.previous('keyboard')).toBe(true);
    expect(e.index).toBe(2);
    expect(shows).toEqual([
      [0, 2, 1],
      [2, 0, -1],
    ]);
    expect(events).toEqual(['change 2->0 control', 'change 0->2 keyboard']);
  });
  it('never fires reached events', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.array(fc.boolean(), { maxLength: 40 }), (count, steps) => {
        const { e, events } = engine(count, true);
        let expected = 0;
        for (const forward of steps) {
          forward ? e.next() : e.previous();
          expected = normalizeIndex(expected + (forward ? 1 : -1), count);
          expect(e.index).toBe(expected);
        }
        expect(events.some((event) => event.startsWith('reached'))).toBe(false);
      }),
    );
  });
});

describe('changes are refused while in motion (spec §4)', () => {
  it('while the design show() promise is pending, every change is refused; after it settles they work again', async () => {
    const { e, settle } = engine(5, true, 0, true);
    expect(e.next()).toBe(true);
    expect(e.inMotion).toBe(true);
    expect(e.next()).toBe(false);
    expect(e.previous()).toBe(false);
    expect(e.goTo(3)).toBe(false);
    expect(e.index).toBe(1);
    settle[0]();
    await flush();
    expect(e.inMotion).toBe(false);
    expect(e.goTo(3)).toBe(true);
  });
  it('settle is heard when a motion ends, with the index', async () => {
    const { e, settle } = engine(5, true, 0, true);
    const settled: number[] = [];
    e.on('settle', (index) => settled.push(index));
    e.next();
    expect(settled).toEqual([]);
    settle[0]();
    await flush();
    expect(settled).toEqual([1]);
  });
  it('a rejected motion also ends it', async () => {
    const e = createEngine({ count: 3, loop: true, show: () => Promise.reject(new Error('x')) });
    e.next();
    await flush();
    expect(e.inMotion).toBe(false);
  });
  it('any sequence of calls while a motion is pending changes nothing', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constant('next'), fc.constant('previous'), fc.integer({ min: -20, max: 20 }))),
        (calls) => {
          const { e } = engine(6, true, 0, true);
          e.next();
          for (const call of calls) {
            if (call === 'next') expect(e.next()).toBe(false);
            else if (call === 'previous') expect(e.previous()).toBe(false);
            else expect(e.goTo(call)).toBe(false);
          }
          expect(e.index).toBe(1);
        },
      ),
    );
  });
  it('going to the current index is no change', () => {
    const { e, shows } = engine(4, true, 1);
    expect(e.goTo(5)).toBe(false);
    expect(shows).toEqual([]);
  });
  it('unsubscribed listeners hear nothing; a destroyed engine refuses everything', () => {
    const { e } = engine(4, true);
    const heard: number[] = [];
    const off = e.on('change', (index) => heard.push(index));
    e.next();
    off();
    e.next();
    e.destroy();
    expect(e.next()).toBe(false);
    expect(heard).toEqual([1]);
  });
});

describe('linked galleries stay in sync both ways, without loops (spec §4)', () => {
  function pair(animated = false) {
    const settle: (() => void)[] = [];
    const show = () => (animated ? new Promise<void>((resolve) => settle.push(resolve)) : undefined);
    const sources: string[] = [];
    // eslint-disable-next-line prefer-const
    let b: ReturnType<typeof createEngine>;
    const a = createEngine({ count: 5, loop: false, show, blocked: () => b.inMotion });
    b = createEngine({ count: 5, loop: false, show, blocked: () => a.inMotion });
    a.on('change', (_i, _f, source: ChangeSource) => sources.push(`a ${source}`));
    b.on('change', (_i, _f, source: ChangeSource) => sources.push(`b ${source}`));
    linkEngines(a, b);
    return { a, b, settle, sources };
  }
  it('a change in either moves the other, once', () => {
    const { a, b, sources } = pair();
    a.goTo(3, 'control');
    expect(b.index).toBe(3);
    b.goTo(1, 'click');
    expect(a.index).toBe(1);
    expect(sources).toEqual(['a control', 'b link', 'b click', 'a link']);
  });
  it('while one is in motion, visitor changes to the other are refused', async () => {
    const { a, b, settle } = pair(true);
    a.next('control');
    expect(b.index).toBe(1); // the link itself goes through
    settle.splice(1).forEach((resolve) => resolve()); // b settles, a still moves
    await flush();
    expect(b.goTo(4, 'click')).toBe(false);
    settle[0]();
    await flush();
    expect(b.goTo(4, 'click')).toBe(true);
    expect(a.index).toBe(4);
  });
  it('a follower refused because it still moved catches up when it settles', async () => {
    // Without the `blocked` rule, so that a can move on while b still moves.
    const settle: (() => void)[] = [];
    const show = () => new Promise<void>((resolve) => settle.push(resolve));
    const a = createEngine({ count: 5, loop: false, show });
    const b = createEngine({ count: 5, loop: false, show });
    linkEngines(a, b);
    a.next('control'); // a moves to 1, b follows to 1 (both in motion)
    settle[0](); // a settles first
    await flush();
    a.next('control'); // a to 2: b, still moving, refuses the link
    expect(b.index).toBe(1);
    settle[1](); // b settles: it catches up
    await flush();
    expect(b.index).toBe(2);
  });
  it('unlinking stops the following', () => {
    const a = createEngine({ count: 3, loop: true, show: () => {} });
    const b = createEngine({ count: 3, loop: true, show: () => {} });
    const unlink = linkEngines(a, b);
    unlink();
    a.next();
    expect(b.index).toBe(0);
  });
});
