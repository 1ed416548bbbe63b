/**
 * A tween (spec §4 "Tween": start, pause, resume, end; at the end the
 * function is called with 1 and an end callback runs; §5 validation; §9
 * default 300 ms). It calls `fn(progress)` once per animation frame with
 * the eased progress from 0 to 1, for anything that cannot be a CSS or Web
 * Animations animation (scroll positions, numbers in text).
 */
import { TWEEN_DURATION } from './constants';

/** spec §5: the exact messages. */
export const TWEEN_FUNCTION_MESSAGE = '[Tween] First parameter needs to be a function.';
export const TWEEN_DURATION_MESSAGE = '[Tween] Duration is not a finite number.';

/** What a tween is doing. `destroyed` is final; the others can restart with `start()`. */
export type TweenState = 'idle' | 'running' | 'paused' | 'ended' | 'destroyed';

export interface TweenOptions {
  /** In ms; default 300 (spec §9). Must be a finite number: anything else throws. Below 0 counts as 0. */
  duration?: number;
  /** Maps linear time (0..1) to progress; default linear. */
  easing?: (t: number) => number;
  /** Runs once each time the tween reaches its end (after `fn(1)`). */
  onEnd?: () => void;
  raf?: (callback: FrameRequestCallback) => number;
  cancelRaf?: (handle: number) => void;
  now?: () => number;
}

export interface Tween {
  /** Starts from progress 0 (restarts when already running or ended). */
  start(): void;
  /** Freezes the progress; `resume()` carries on from there. No-op unless running. */
  pause(): void;
  /** No-op unless paused. */
  resume(): void;
  /** Jumps to the end: `fn(1)`, then `onEnd`. No-op once ended or destroyed. */
  end(): void;
  /** Stops without calling `fn` or `onEnd`; every later call is a no-op. */
  destroy(): void;
  readonly state: TweenState;
}

const linear = (t: number) => t;

/**
 * Creates a tween of `fn` over `options.duration` ms. Throws a TypeError with
 * the spec's message when `fn` is not a function or the duration is not a
 * finite number (spec §5), so a mistake shows at the call, not mid-animation.
 */
export function createTween(fn: (progress: number) => void, options: TweenOptions = {}): Tween {
  if (typeof fn !== 'function') throw new TypeError(TWEEN_FUNCTION_MESSAGE);
  const { duration = TWEEN_DURATION, easing = linear, onEnd } = options;
  if (typeof duration !== 'number' || !Number.isFinite(duration)) throw new TypeError(TWEEN_DURATION_MESSAGE);
  const raf = options.raf ?? ((callback: FrameRequestCallback) => requestAnimationFrame(callback));
  const cancelRaf = options.cancelRaf ?? ((handle: number) => cancelAnimationFrame(handle));
  const now = options.now ?? (() => performance.now());
  const total = Math.max(0, duration);

  let state: TweenState = 'idle';
  let elapsedBefore = 0; // time run before the last pause
  let startedAt = 0;
  let frame: number | null = null;

  const stopFrame = () => {
    if (frame !== null) cancelRaf(frame);
    frame = null;
  };

  const tick = () => {
    frame = null;
    const elapsed = elapsedBefore + now() - startedAt;
    if (elapsed >= total) return tween.end();
    try {
      fn(easing(elapsed / total));
    } catch (error) {
      state = 'idle'; // a throwing fn stops the tween instead of throwing every frame
      throw error;
    }
    frame = raf(tick);
  };

  const run = () => {
    state = 'running';
    startedAt = now();
    frame = raf(tick);
  };

  const tween: Tween = {
    start() {
      if (state === 'destroyed') return;
      stopFrame();
      elapsedBefore = 0;
      run();
    },
    pause() {
      if (state !== 'running') return;
      stopFrame();
      elapsedBefore += now() - startedAt;
      state = 'paused';
    },
    resume() {
      if (state === 'paused') run();
    },
    end() {
      if (state === 'ended' || state === 'destroyed') return;
      stopFrame();
      state = 'ended';
      fn(1);
      onEnd?.();
    },
    destroy() {
      stopFrame();
      state = 'destroyed';
    },
    get state() {
      return state;
    },
  };
  return tween;
}
