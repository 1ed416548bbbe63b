/**
 * Masonry columns (spec §4 "Layouts": autocolumns, masonry-like columns):
 * each slide goes to the column that is shortest at that moment, in order.
 * Heights come from the images' intrinsic ratios (data-image-dimensions), so
 * the layout is final before any image loads.
 */

/** A slide's box in pixels, relative to the gallery container. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Every slide's box, in slide order, and the height the container needs. */
export interface Placement {
  boxes: Box[];
  height: number;
}

/**
 * Places slides of the given width / height `ratios` into `columns` columns
 * across `width`, `gutter` pixels apart both ways. Positions are whole pixels
 * (no blurry seams); every column edge is rounded from the exact one, so the
 * last column ends at `width`.
 */
export function masonry(ratios: readonly number[], width: number, columns: number, gutter: number): Placement {
  const step = (width + gutter) / columns;
  const tops = Array<number>(columns).fill(0);
  const boxes = ratios.map((ratio) => {
    const column = tops.indexOf(Math.min(...tops));
    const x = Math.round(column * step);
    const w = Math.round((column + 1) * step - gutter) - x;
    const box = { x, y: tops[column], width: w, height: Math.max(1, Math.round(w / ratio)) };
    tops[column] += box.height + gutter;
    return box;
  });
  return { boxes, height: Math.max(0, Math.max(...tops) - gutter) };
}
