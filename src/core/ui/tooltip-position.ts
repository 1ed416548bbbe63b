/**
 * Where a tooltip goes: below its target by the offsets, kept inside the
 * viewport (spec §9 edge margin 20 px). Pure, so it is tested without layout.
 */
import { TOOLTIP_EDGE_MARGIN } from './constants';

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Viewport {
  width: number;
  height: number;
}

export interface Offset {
  x: number;
  y: number;
}

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(value, max));

/**
 * The tooltip's top-left corner in viewport coordinates. It sits `offset.y`
 * below the target, starting `offset.x` from the target's left edge; when
 * there is no room below it flips above the target; either way it is then
 * pushed inside the viewport minus `margin` on every side (a tooltip larger
 * than the viewport keeps its top-left corner on the margin).
 */
export function placeTooltip(
  target: Box,
  tooltip: Pick<Box, 'width' | 'height'>,
  viewport: Viewport,
  offset: Offset,
  margin = TOOLTIP_EDGE_MARGIN,
): { left: number; top: number } {
  const below = target.top + target.height + offset.y;
  const above = target.top - offset.y - tooltip.height;
  const fitsBelow = below + tooltip.height <= viewport.height - margin;
  const top = fitsBelow || above < margin ? below : above;
  return {
    left: clamp(target.left + offset.x, margin, Math.max(margin, viewport.width - margin - tooltip.width)),
    top: clamp(top, margin, Math.max(margin, viewport.height - margin - tooltip.height)),
  };
}
