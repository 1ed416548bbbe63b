/**
 * The carousel's groups (spec §4 "Gallery": buttons hidden when slides fit
 * one row, disabled at the first or last group; §9: 3 per row by default,
 * under 480 px 2 if more than 1, under 724 px 3 if more than 2).
 */
import { CAROUSEL } from '../../../../core/enums/gallery-constants';

/**
 * Slides per row for a container `width` and the `requested` count: under
 * 480 px at most 2, under 724 px at most 3, else as requested (at least 1).
 */
export function carouselPerRow(width: number, requested: number): number {
  const count = Math.max(1, Math.floor(requested) || 1);
  for (const { maxWidth, slidesPerRow } of CAROUSEL.breakpoints)
    if (width < maxWidth) return Math.min(count, slidesPerRow);
  return count;
}

/**
 * The first visible slide, kept in range: a full last group rather than an
 * empty end (10 slides, 3 per row: the last group shows 7, 8 and 9).
 */
export function clampStart(start: number, perRow: number, count: number): number {
  return Math.max(0, Math.min(start, count - perRow));
}

/** The first slide of the next (`direction` 1) or previous (-1) group. */
export function stepStart(start: number, perRow: number, count: number, direction: 1 | -1): number {
  return clampStart(start + direction * perRow, perRow, count);
}

/**
 * The first visible slide once `index` must be shown: unchanged when `index`
 * is already visible (a key step inside the group), else `index` leads.
 */
export function startFor(index: number, start: number, perRow: number, count: number): number {
  return index >= start && index < start + perRow ? start : clampStart(index, perRow, count);
}
