/**
 * The marquee's motion: an offset along the path that moves at the speed
 * of the settings while running, frame by frame (requestAnimationFrame: no
 * frames in a hidden tab), and wraps every text run so the loop is seamless.
 * The clock and the frame scheduler are injected for tests.
 */

/** Base speed: px per ms at animationSpeed 1 (reading: 60 px a second, a calm reading pace). */
export const BASE_SPEED_PX_PER_MS = 0.06;

export interface MotionOptions {
  /** px per ms, negative to the left. */
  velocity: number;
  /** The length of one text run: the offset wraps within it. */
  runLength: () => number;
  onFrame(offset: number): void;
  raf?: (callback: FrameRequestCallback) => number;
  cancelRaf?: (handle: number) => void;
  now?: () => number;
}

export interface Motion {
  run(on: boolean): void;
  readonly offset: number;
  destroy(): void;
}

/** `offset` wrapped into (-length, 0]: the text's start is always at or before the path's. */
export const wrapOffset = (offset: number, length: number): number =>
  length > 0 ? ((offset % length) - length) % length || 0 : 0;

export function createMotion(options: MotionOptions): Motion {
  const raf = options.raf ?? ((callback: FrameRequestCallback) => requestAnimationFrame(callback));
  const cancelRaf = options.cancelRaf ?? ((handle: number) => cancelAnimationFrame(handle));
  const now = options.now ?? (() => performance.now());
  let offset = 0;
  let frame: number | null = null;
  let last = 0;
  const tick = () => {
    const t = now();
    offset = wrapOffset(offset + options.velocity * (t - last), options.runLength());
    last = t;
    options.onFrame(offset);
    frame = raf(tick);
  };
  return {
    run(on) {
      if (on === (frame !== null)) return;
      if (on) {
        last = now();
        frame = raf(tick);
      } else {
        cancelRaf(frame!);
        frame = null;
      }
    },
    get offset() {
      return offset;
    },
    destroy() {
      if (frame !== null) cancelRaf(frame);
      frame = null;
    },
  };
}
