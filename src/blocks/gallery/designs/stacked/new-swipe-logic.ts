/**
 * The decisions of the new-swipe transition as pure functions (spec §4
 * "Gallery": drag with velocity; §9 "New-swipe": 0.3–0.5 s, 0.2–0.4 s under
 * 767 px). A drag's `dx` is positive to the right.
 */
import { stepOf } from './swipe-logic';
import type { Boundary } from './swipe-options';
import { NEW_SWIPE } from '../../../../core/enums/gallery-constants';

/**
 * A release faster than this (px/ms) is a flick for new-swipe. The spec
 * says "drag with velocity" without a number; 0.3 px/ms (300 px/s) is about
 * the slowest deliberate flick of a thumb.
 */
export const FLICK_VELOCITY = 0.3;

/**
 * `new-swipe`: a flick in the drag's direction changes slide; so does a slow
 * drag past the snap point (`snap`, a fraction of the slide's `width`).
 */
export function newSwipeStep(dx: number, velocity: number, width: number, snap: number): -1 | 0 | 1 {
  const flick = Math.abs(velocity) >= FLICK_VELOCITY && velocity * dx > 0;
  return stepOf(dx, flick || Math.abs(dx) >= snap * width);
}

/**
 * `new-swipe` motion time (§9: 0.3–0.5 s, 0.2–0.4 s under 767 px): scaled by
 * the distance left to travel, `remaining` px of a `width` px slide, on a
 * `viewport` px wide window.
 */
export function newSwipeDuration(remaining: number, width: number, viewport: number): number {
  const narrow = viewport < NEW_SWIPE.narrowMaxWidth;
  const min = narrow ? NEW_SWIPE.narrowDurationMs.min : NEW_SWIPE.durationMs.min;
  const max = narrow ? NEW_SWIPE.narrowDurationMs.max : NEW_SWIPE.durationMs.max;
  const share = width > 0 ? Math.min(1, Math.abs(remaining) / width) : 1;
  return min + (max - min) * share;
}

/**
 * The offset shown for a drag of `dx` px on a `width` px slide: the finger's
 * own, except past an end with no slide beyond (`canPrevious`/`canNext`
 * false): `hard` stops at the edge, `inertial` follows with growing
 * resistance (never more than half the width), `none` lets it follow.
 */
export function boundOffset(
  dx: number,
  width: number,
  canPrevious: boolean,
  canNext: boolean,
  [start, end]: readonly [Boundary, Boundary],
): number {
  const boundary = dx > 0 && !canPrevious ? start : dx < 0 && !canNext ? end : 'none';
  if (boundary === 'hard') return 0;
  return boundary === 'inertial' ? (dx * 0.5) / (1 + Math.abs(dx) / Math.max(1, width)) : dx;
}
