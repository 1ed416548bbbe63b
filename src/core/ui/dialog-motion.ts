/**
 * A dialog's entrance and exit: the frame fades, the panel scales from 0.94
 * (spec §4 "Animations", §9). Both go through `play`, so they are skipped
 * under `prefers-reduced-motion: reduce` and where WAAPI is missing.
 */
import { ANIMATION_DURATION, DIALOG_HIDE_FALLBACK, SCALE_HIDE_FACTOR } from './constants';
import { play } from './play';

const FADE_IN: Keyframe[] = [{ opacity: 0 }, { opacity: 1 }];
const SCALE_IN: Keyframe[] = [{ transform: `scale(${SCALE_HIDE_FACTOR})` }, { transform: 'scale(1)' }];

function playOnce(el: HTMLElement, keyframes: Keyframe[]): void {
  const run = play(el, keyframes, ANIMATION_DURATION);
  void run.done.then((result) => result === 'finished' && run.cleanup());
}

/** Fades `frame` in and, when given, scales `panel` up to full size. */
export function enterDialog(frame: HTMLElement, panel?: HTMLElement | null): void {
  playOnce(frame, FADE_IN);
  if (panel && panel !== frame) playOnce(panel, SCALE_IN);
}

/**
 * Fades `frame` out and resolves when it is invisible, or after the spec's
 * 600 ms hide fallback (§9) when the animation never reports its end (a
 * background tab may not run it). Clicks pass through it from the start.
 */
export function exitDialog(frame: HTMLElement | null, fallback = DIALOG_HIDE_FALLBACK): Promise<void> {
  if (!frame) return Promise.resolve();
  frame.style.pointerEvents = 'none';
  const { done } = play(frame, [...FADE_IN].reverse(), ANIMATION_DURATION);
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, fallback);
    void done.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
