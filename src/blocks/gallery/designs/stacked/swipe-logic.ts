/**
 * When a swipe changes slide (spec §4 "Gallery"; §9 "Swipe": 50 px, 250 ms,
 * 0.28 s), as a pure function. A drag's `dx` is positive to the right: a
 * drag to the left (`dx < 0`) goes to the next slide.
 */
import { AXIS_DISTANCE } from '../shared/pointer-drag';
import { SWIPE } from '../../../../core/enums/gallery-constants';

/** §9 "Swipe": threshold 50 px. */
export const SWIPE_DISTANCE = SWIPE.thresholdPx;
/** §9 "Swipe": time threshold 250 ms (a flick). */
export const SWIPE_TIME = SWIPE.timeThresholdMs;
/** §9 "Swipe": transition 0.28 s. */
export const SWIPE_MS = SWIPE.transitionMs;
/** The step a drag leads to: +1 next, -1 previous, 0 stay. */
export const stepOf = (dx: number, go: boolean): -1 | 0 | 1 => (go && dx ? (dx < 0 ? 1 : -1) : 0);

/**
 * `swipe`: a release changes slide when the drag went past 50 px, or was a
 * flick (over within the 250 ms time threshold, once it was a horizontal
 * drag of at least the 10 px axis distance); otherwise it snaps back.
 */
export function swipeStep(dx: number, ms: number): -1 | 0 | 1 {
  const distance = Math.abs(dx);
  return stepOf(dx, distance > SWIPE_DISTANCE || (ms < SWIPE_TIME && distance >= AXIS_DISTANCE));
}
