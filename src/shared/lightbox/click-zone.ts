/**
 * spec §4 "Lightbox": on desktop, a click on the left or right half of the
 * screen goes to the previous or next slide, outside a 2 % margin at each edge.
 */
import { EDGE_MARGIN } from './constants';

/** What a click at `x` on a screen `width` px wide does. */
export type ClickZone = 'previous' | 'next' | 'none';

/**
 * `previous` left of the middle, `next` from the middle on, `none` within
 * `margin` (a fraction of the width) of either edge, or off screen.
 */
export function clickZone(x: number, width: number, margin = EDGE_MARGIN): ClickZone {
  const edge = width * margin;
  if (!(width > 0) || !(x >= edge) || x > width - edge) return 'none';
  return x < width / 2 ? 'previous' : 'next';
}
