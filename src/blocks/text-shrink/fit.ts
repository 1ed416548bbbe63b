/**
 * The largest font size at which a heading fits its line (spec §9 "Text
 * shrink: min font 11 px, tolerance 3 px"): a binary search between the
 * smallest allowed size and the heading's own size, to half a pixel. The
 * measuring is passed in, so the search is tested without a layout engine.
 */
import { TEXT_SHRINK } from '../../core/enums/timings';

/** How far the text overflows its box at `size` px (negative or 0 when it fits). */
export type Overflow = (size: number) => number;

/** Precision of the search, in px. */
export const FIT_STEP = 0.5;

/**
 * The font size to use: `original` when the text fits at it (within the
 * tolerance), else the largest size that fits, never below `min` (at `min`
 * the text may still overflow: the spec's floor wins over fitting).
 */
export function fitFontSize(
  overflow: Overflow,
  original: number,
  min: number = TEXT_SHRINK.minFontSize,
  tolerance: number = TEXT_SHRINK.tolerance,
): number {
  const fits = (size: number) => overflow(size) <= tolerance;
  if (original <= min || fits(original)) return original;
  if (!fits(min)) return min;
  let low = min; // fits
  let high = original; // does not fit
  while (high - low > FIT_STEP) {
    const mid = (low + high) / 2;
    if (fits(mid)) low = mid;
    else high = mid;
  }
  return Math.floor(low / FIT_STEP) * FIT_STEP;
}
