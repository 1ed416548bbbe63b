/**
 * The `swipe` and `new-swipe` transitions (spec §4 "Gallery"; §5; §9
 * "Swipe", "New-swipe"), both on the shared slide motion.
 */
import { createSlideMotion } from './slide-motion';
import type { Stage, Transition } from './stage';
import { boundOffset, newSwipeDuration, newSwipeStep } from './new-swipe-logic';
import { SWIPE_MS, swipeStep } from './swipe-logic';
import { parseBoundaries, parseSnapPoint } from './swipe-options';

/**
 * `swipe`: past 50 px or a flick within 250 ms changes slide, in 0.28 s
 * (also when a control changes it); a drag past an end without loop meets
 * the same rubber band as new-swipe's default.
 */
export function createSwipe(stage: Stage): Transition {
  return createSlideMotion(stage, {
    bound: (dx, width, canPrevious, canNext) => boundOffset(dx, width, canPrevious, canNext, ['inertial', 'inertial']),
    step: (dx, ms) => swipeStep(dx, ms),
    duration: () => SWIPE_MS,
  });
}

/**
 * `new-swipe`: the slide follows the finger; let go, a flick or a drag past
 * the snap point moves on, in 0.3–0.5 s by the distance left (0.2–0.4 s on
 * windows under 767 px). Invalid `boundaries` or `snapPoints` throw (§5):
 * the stacked design reports the error and changes slides instantly.
 */
export function createNewSwipe(stage: Stage): Transition {
  const { designOptions } = stage.context.settings;
  const ends = parseBoundaries(designOptions.boundaries);
  const snap = parseSnapPoint(designOptions.snapPoints);
  return createSlideMotion(stage, {
    bound: (dx, width, canPrevious, canNext) => boundOffset(dx, width, canPrevious, canNext, ends),
    step: (dx, _ms, velocity, width) => newSwipeStep(dx, velocity, width, snap),
    duration: (remaining, width) => newSwipeDuration(remaining, width, stage.context.win.innerWidth),
  });
}
