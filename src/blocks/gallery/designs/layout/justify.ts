/**
 * Justified rows (spec §4 "Layouts": autorows; §9: row height 250, gutter
 * 20): slides fill a row at the target height until it is as wide as the
 * container, then the row is scaled (down) to the width exactly. The last row
 * keeps the target height and is not stretched.
 */
import type { Box, Placement } from './masonry';

/**
 * Places slides of the given width / height `ratios` in rows across `width`
 * (> 0). Whole pixels: in a full row every edge is rounded from the exact
 * one and the last slide ends at `width`; every row is at least 1 px high.
 */
export function justifyRows(ratios: readonly number[], width: number, rowHeight: number, gutter: number): Placement {
  const boxes: Box[] = [];
  let row: number[] = [];
  let sum = 0;
  let y = 0;
  const close = (height: number, full: boolean) => {
    const h = Math.max(1, Math.round(height));
    let x = 0;
    row.forEach((index, k) => {
      const left = Math.round(x);
      x += ratios[index] * height;
      const right = full && k === row.length - 1 ? width : Math.round(x);
      boxes[index] = { x: left, y, width: Math.max(0, right - left), height: h };
      x += gutter;
    });
    y += h + gutter;
    row = [];
    sum = 0;
  };
  ratios.forEach((ratio, index) => {
    // Gutters alone would fill the row: close it as it is (scaled up), so no row is ever 0 high.
    if (row.length && width - gutter * row.length <= 0) close((width - gutter * (row.length - 1)) / sum, true);
    row.push(index);
    sum += ratio;
    const free = width - gutter * (row.length - 1);
    if (sum * rowHeight >= free) close(free / sum, true);
  });
  if (row.length) close(rowHeight, false);
  return { boxes, height: Math.max(0, y - gutter) };
}
