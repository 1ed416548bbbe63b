import fc from 'fast-check';
import { TWEEN_DURATION, createTween, type TweenOptions } from '../../../src/core/ui';

/** A frame clock under the test's control. */
function frames() {
  let time = 0;
  let queue: Array<{ id: number; callback: FrameRequestCallback }> = [];
  let nextId = 1;
  return {
    raf: (callback: FrameRequestCallback) => {
      queue.push({ id: nextId, callback });
      return nextId++;
    },
    cancelRaf: (id: number) => void (queue = queue.filter((entry) => entry.id !== id)),
    now: () => time,
    /** Moves the clock on by `ms` and runs the frames that were waiting. */
    step(ms: number) {
      time += ms;
      const due = queue;
      queue = [];
      due.forEach((entry) => entry.callback(time));
    },
    get pending() {
      return queue.length;
    },
  };
}

function tweenWith(options: Partial<TweenOptions> = {}) {
  const clock = frames();
  const calls: number[] = [];
  const onEnd = jest.fn();
  const tween = createTween((progress) => calls.push(progress), { duration: 1000, onEnd, ...clock, ...options });
  return { clock, calls, onEnd, tween };
}

describe('the tween reports its progress each frame', () => {
  it('calls fn with the elapsed share of the duration', () => {
    const { clock, calls, tween } = tweenWith();
    tween.start();
    clock.step(250);
    clock.step(250);
    expect(calls).toEqual([0.25, 0.5]);
  });

  it('passes the progress through the easing', () => {
    const { clock, calls, tween } = tweenWith({ easing: (t) => t * t });
    tween.start();
    clock.step(500);
    expect(calls).toEqual([0.25]);
  });

  it('lasts 300 ms by default', () => {
    expect(TWEEN_DURATION).toBe(300);
    const clock = frames();
    const calls: number[] = [];
    createTween((p) => calls.push(p), clock).start();
    clock.step(150);
    clock.step(150);
    expect(calls).toEqual([0.5, 1]);
  });

  it('keeps every progress within 0..1, ending at exactly 1', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 400 }), { minLength: 1, maxLength: 30 }), (steps) => {
        const { clock, calls, tween } = tweenWith();
        tween.start();
        steps.forEach((ms) => clock.step(ms));
        clock.step(1000);
        expect(calls.every((p) => p >= 0 && p <= 1)).toBe(true);
        expect(calls[calls.length - 1]).toBe(1);
        expect(calls.filter((p) => p === 1)).toHaveLength(1);
      }),
    );
  });
});

describe('at the end fn(1) is called and the end callback runs', () => {
  it('ends by itself when the duration is over', () => {
    const { clock, calls, onEnd, tween } = tweenWith();
    tween.start();
    clock.step(1200);
    expect(calls).toEqual([1]);
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(tween.state).toBe('ended');
    expect(clock.pending).toBe(0);
  });

  it('end() jumps to the end at once', () => {
    const { clock, calls, onEnd, tween } = tweenWith();
    tween.start();
    clock.step(100);
    tween.end();
    expect(calls).toEqual([0.1, 1]);
    expect(onEnd).toHaveBeenCalledTimes(1);
    clock.step(2000);
    expect(calls).toEqual([0.1, 1]);
  });

  it('ends only once', () => {
    const { clock, onEnd, tween } = tweenWith();
    tween.start();
    tween.end();
    tween.end();
    clock.step(2000);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});

describe('pause and resume', () => {
  it('freezes the progress while paused and carries on from there', () => {
    const { clock, calls, tween } = tweenWith();
    tween.start();
    clock.step(400);
    tween.pause();
    clock.step(5000);
    expect(tween.state).toBe('paused');
    expect(calls).toEqual([0.4]);
    tween.resume();
    clock.step(100);
    expect(calls).toEqual([0.4, 0.5]);
  });

  it('ignores resume when not paused and pause when not running', () => {
    const { clock, calls, tween } = tweenWith();
    tween.resume();
    tween.pause();
    clock.step(100);
    expect(calls).toEqual([]);
    expect(tween.state).toBe('idle');
  });

  it('start() restarts from 0', () => {
    const { clock, calls, tween } = tweenWith();
    tween.start();
    clock.step(600);
    tween.start();
    clock.step(100);
    expect(calls).toEqual([0.6, 0.1]);
  });
});

describe('destroy', () => {
  it('stops without calling fn or the end callback, for good', () => {
    const { clock, calls, onEnd, tween } = tweenWith();
    tween.start();
    tween.destroy();
    clock.step(2000);
    tween.start();
    tween.end();
    expect(calls).toEqual([]);
    expect(onEnd).not.toHaveBeenCalled();
    expect(clock.pending).toBe(0);
  });
});

/** The error `run` throws (fails the test when it throws nothing). */
function thrownBy(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a throw');
}

describe('validation (spec §5)', () => {
  it.each([undefined, null, 42, 'fn', {}])('throws for a first parameter that is not a function: %p', (fn) => {
    const error = thrownBy(() => createTween(fn as () => void));
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toBe('[Tween] First parameter needs to be a function.');
  });

  it.each([Number.NaN, Infinity, -Infinity, '300', null])(
    'throws for a duration that is not a finite number: %p',
    (duration) => {
      const error = thrownBy(() => createTween(() => {}, { duration: duration as number }));
      expect(error).toBeInstanceOf(TypeError);
      expect(error.message).toBe('[Tween] Duration is not a finite number.');
    },
  );

  it('accepts a duration of 0 and ends at the first frame', () => {
    const { clock, calls, onEnd, tween } = tweenWith({ duration: 0 });
    tween.start();
    clock.step(16);
    expect(calls).toEqual([1]);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});
