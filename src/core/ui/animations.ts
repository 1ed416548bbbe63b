/**
 * Show and hide animations (spec §4 "Animations": expandable, fade and scale
 * animations show or hide elements, 0.3 s by default; §9 scale-hide factor
 * 0.94). The hidden state is the `hidden` attribute, so an element is hidden
 * the same way with or without the runtime, and theme CSS can key on it.
 *
 * Each returns a promise that resolves when the element is in its final
 * state. A newer animation on the same element cancels the running one: the
 * older promise then resolves without touching the element, and the newer
 * call decides the final state (a visitor who clicks "show" during a hide
 * expects to end up with the element shown).
 */
import { ANIMATION_DURATION, SCALE_HIDE_FACTOR } from './constants';
import { play } from './play';

/** Options shared by every show/hide animation. */
export interface AnimationOptions {
  /** In ms; spec §4 default 300. Anything but a finite number ≥ 0 falls back to it. */
  duration?: number;
  /** A CSS easing; default `ease`. */
  easing?: string;
}

type Direction = 'show' | 'hide';

function durationOf(options: AnimationOptions): number {
  const { duration } = options;
  return typeof duration === 'number' && Number.isFinite(duration) && duration >= 0 ? duration : ANIMATION_DURATION;
}

async function run(
  el: HTMLElement,
  direction: Direction,
  keyframes: Keyframe[],
  options: AnimationOptions,
): Promise<void> {
  // Shown first in both directions: a hide animates a visible element, and a
  // show must be laid out before the first frame.
  el.hidden = false;
  const { done, cleanup } = play(
    el,
    direction === 'show' ? keyframes : [...keyframes].reverse(),
    durationOf(options),
    options.easing,
  );
  if ((await done) === 'cancelled') return;
  el.hidden = direction === 'hide';
  cleanup();
}

/** Height keyframes from 0 to the content height; overflow is clipped while it runs. */
function heightFrames(el: HTMLElement): Keyframe[] {
  const full = `${el.scrollHeight}px`;
  return [
    { height: '0px', overflow: 'hidden' },
    { height: full, overflow: 'hidden' },
  ];
}

const FADE: Keyframe[] = [{ opacity: 0 }, { opacity: 1 }];
const SCALE: Keyframe[] = [
  { opacity: 0, transform: `scale(${SCALE_HIDE_FACTOR})` },
  { opacity: 1, transform: 'scale(1)' },
];

/** Shows `el` by growing its height from 0 (an "expandable"). */
export function expand(el: HTMLElement, options: AnimationOptions = {}): Promise<void> {
  el.hidden = false;
  return run(el, 'show', heightFrames(el), options);
}

/** Hides `el` by shrinking its height to 0, then sets `hidden`. */
export function collapse(el: HTMLElement, options: AnimationOptions = {}): Promise<void> {
  el.hidden = false;
  return run(el, 'hide', heightFrames(el), options);
}

/** Shows `el` by fading it in. */
export function fadeIn(el: HTMLElement, options: AnimationOptions = {}): Promise<void> {
  return run(el, 'show', FADE, options);
}

/** Fades `el` out, then sets `hidden`. */
export function fadeOut(el: HTMLElement, options: AnimationOptions = {}): Promise<void> {
  return run(el, 'hide', FADE, options);
}

/** Shows `el` by fading it in while it grows from 0.94 to full size. */
export function scaleIn(el: HTMLElement, options: AnimationOptions = {}): Promise<void> {
  return run(el, 'show', SCALE, options);
}

/** Fades `el` out while it shrinks to 0.94, then sets `hidden`. */
export function scaleOut(el: HTMLElement, options: AnimationOptions = {}): Promise<void> {
  return run(el, 'hide', SCALE, options);
}
