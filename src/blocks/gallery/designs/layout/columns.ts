/**
 * Column counts of the responsive designs (spec §9 "Gallery": autogrid
 * column width 250; autocolumns column width 250, gutter 0, floor or ceil by
 * behavior 'min').
 */

/**
 * How many columns of `columnWidth` with `gutter` between them a `width`
 * holds: `max(1, round((width + gutter) / (columnWidth + gutter)))`. `floor`
 * (the default) keeps every column at least `columnWidth` wide, which is also
 * what CSS `repeat(auto-fill, minmax(columnWidth, 1fr))` and `column-width`
 * compute; `ceil` keeps them at most that wide.
 */
export function columnCount(
  width: number,
  columnWidth: number,
  gutter: number,
  round: (n: number) => number = Math.floor,
): number {
  return Math.max(1, round((width + gutter) / (columnWidth + gutter)) || 1);
}
