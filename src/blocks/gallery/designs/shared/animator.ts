/**
 * Web Animations for the stacked and strip designs. Only `transform` and
 * `opacity` are animated, so the compositor does the work and no frame lays
 * anything out (issue: zero long tasks at 4× CPU throttle with 50 slides).
 * Every running animation is cancelled on destroy, and `alive` turns false so
 * a transition that resumes after destroy() writes nothing back.
 *
 * @build-inline: stateless and small, copied into each chunk that imports
 * it (scripts/inline-small-modules.mjs) rather than made a chunk of its own
 * (the stacked and strip designs' chunks each carry their copy: one request
 * fewer for a slideshow).
 */
import type { DesignUndo } from './design-undo';

/** What {@link createAnimator} returns. */
export interface Animator {
  /** False once the design's undo record has been restored (destroy()). */
  readonly alive: boolean;
  /**
   * Starts an animation that destroy() cancels; null without `element.animate`
   * (jsdom, old browsers) or after destroy.
   */
  start(element: Element, keyframes: PropertyIndexedKeyframes, options: KeyframeAnimationOptions): Animation | null;
  /**
   * Animates `element` over `ms` and resolves when it ends or is cancelled; at
   * once when `ms` is 0 (reduced motion) or animations are unavailable.
   * Callers set the end state inline first, so nothing jumps when it ends.
   */
  run(element: Element, keyframes: PropertyIndexedKeyframes, ms: number, easing?: string): Promise<void>;
}

const settled = () => {};

/** Creates the animator of one design; `undo.restore()` cancels what still runs. */
export function createAnimator(undo: DesignUndo): Animator {
  const running = new Set<Animation>();
  let alive = true;
  undo.add(() => {
    alive = false;
    running.forEach((animation) => animation.cancel());
  });
  const animator: Animator = {
    get alive() {
      return alive;
    },
    start(element, keyframes, options) {
      if (!alive || !element.animate) return null;
      const animation = element.animate(keyframes, options);
      running.add(animation);
      const forget = () => void running.delete(animation);
      animation.finished.then(forget, forget);
      return animation;
    },
    run(element, keyframes, ms, easing = 'ease') {
      const animation = ms > 0 ? animator.start(element, keyframes, { duration: ms, easing }) : null;
      return animation ? animation.finished.then(settled, settled) : Promise.resolve();
    },
  };
  return animator;
}
