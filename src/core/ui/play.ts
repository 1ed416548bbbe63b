/**
 * One Web Animations API run, the base of every show/hide animation here.
 * WAAPI is CSP-safe (no style attribute strings, no <style> elements) and
 * reports its own end, so no timer has to guess when a transition is over.
 *
 * @build-inline: stateless (the mark of ours is on the Animation objects, see
 * ANIMATION_ID) and small, copied into each chunk that imports it
 * (scripts/inline-small-modules.mjs) rather than made a chunk of its own.
 */
import { prefersReducedMotion } from './reduced-motion';

/**
 * Marks the animations started here, so a new one on the same element
 * cancels ours and leaves theme CSS animations alone. The mark lives on the
 * Animation objects themselves: no module state to keep in sync.
 */
export const ANIMATION_ID = 'site-runtime-ui';

/** How one run ended: `finished`, or `cancelled` by a newer run on the same element. */
export type PlayResult = 'finished' | 'cancelled';

/** Cancels the runs this module started on `el` (their promises resolve `cancelled`). */
export function cancelRuns(el: Element): void {
  try {
    el.getAnimations?.().forEach((animation) => animation.id === ANIMATION_ID && animation.cancel());
  } catch {
    // Nothing of ours can be running where getAnimations is broken.
  }
}

/**
 * Plays `keyframes` on `el` for `duration` ms. Resolves `finished` at once
 * when there is nothing to wait for: no `el.animate` (jsdom, old browsers),
 * a duration of 0 or less, or `prefers-reduced-motion: reduce`. The
 * keyframes are held (`fill: both`) until `cleanup` runs, so the caller can
 * switch to the final state (say, `hidden`) before the first frame would
 * show the element back at its unanimated style.
 */
export function play(
  el: HTMLElement,
  keyframes: Keyframe[],
  duration: number,
  easing = 'ease',
): { done: Promise<PlayResult>; cleanup(): void } {
  cancelRuns(el);
  try {
    if (duration > 0 && !prefersReducedMotion(el.ownerDocument.defaultView)) {
      const animation = el.animate(keyframes, { duration, easing, fill: 'both' });
      animation.id = ANIMATION_ID;
      return {
        done: animation.finished.then(
          () => 'finished' as const,
          () => 'cancelled' as const,
        ),
        cleanup: () => animation.cancel(),
      };
    }
  } catch {
    // No `el.animate`, or an engine that rejects a keyframe: the element still gets to its final state.
  }
  return { done: Promise.resolve('finished'), cleanup() {} };
}
