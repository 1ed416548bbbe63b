/**
 * The strip's geometry and options as pure functions (spec §4 "Gallery":
 * horizontal strip with alignment; §5: alignment must be start, middle or
 * end; §9 "Strip": alignment middle).
 */
import type { GallerySettings } from '../../types';

/** Where the current slide sits in the strip's window. */
export type Alignment = 'start' | 'middle' | 'end';

const FROM_ACTIVE = { left: 'start', center: 'middle', right: 'end' } as const;

/**
 * `designOptions.alignment`; when absent, the block's `active-alignment`
 * (left, center, right → start, middle, end). Anything else throws, so the
 * block fails (§5).
 */
export function stripAlignment(value: unknown, active: GallerySettings['activeAlignment']): Alignment {
  if (value == null) return FROM_ACTIVE[active] || 'middle';
  if (value === 'start' || value === 'middle' || value === 'end') return value;
  throw new Error(`Strip alignment must be start, middle or end: ${JSON.stringify(value)}`);
}

/**
 * `designOptions.activeSlideClickBehavior`, what a click on the current
 * slide does: next +1, previous -1, anything else (the default, none) 0. Our
 * default: in a thumbnail strip a visitor clicking the thumbnail already
 * shown expects nothing to happen.
 */
export function activeClickStep(value: unknown): -1 | 0 | 1 {
  return value === 'next' ? 1 : value === 'previous' ? -1 : 0;
}

/**
 * The track's translateX that aligns the slide at `left` (`width` px wide)
 * to the start, middle or end of a `viewport` px window on a `track` px
 * strip. Clamped so the strip never pulls away from an edge of the window
 * (a visitor sees no empty gap before the first slide or after the last);
 * a strip narrower than the window is aligned as a whole. Either way a
 * slide that fits the window is entirely inside it.
 */
export function stripOffset(
  left: number,
  width: number,
  viewport: number,
  track: number,
  alignment: Alignment,
): number {
  const share = alignment === 'start' ? 0 : alignment === 'middle' ? 0.5 : 1;
  if (track <= viewport) return (viewport - track) * share;
  return Math.min(0, Math.max(viewport - track, (viewport - width) * share - left));
}

/**
 * The slides to load (§9 "Strip": preload 1): from the first to the last
 * slide at least partly in the window when the track is at `offset`, always
 * including `index`, widened by `extra` slides on each side and kept within
 * the strip. `boxes` are each slide's [left, width] on the track.
 */
export function stripWindow(
  boxes: readonly (readonly [number, number])[],
  offset: number,
  viewport: number,
  index: number,
  extra: number,
): [number, number] {
  let first = index;
  let last = index;
  boxes.forEach(([left, width], i) => {
    if (left + offset < viewport && left + width + offset > 0) {
      first = Math.min(first, i);
      last = Math.max(last, i);
    }
  });
  return [Math.max(0, first - extra), Math.min(boxes.length - 1, last + extra)];
}
