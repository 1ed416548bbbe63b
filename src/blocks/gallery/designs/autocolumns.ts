/**
 * The autocolumns design (spec §4 "Layouts": masonry-like columns; §9:
 * column width 250, gutter 0, floor or ceil by behavior 'min'; §5:
 * columnWidth must be a positive number, strings parsed as integers).
 *
 * Our reading of `behavior`: 'min' (the default) makes `columnWidth` the
 * narrowest a column may be, so the count is floored (as CSS column-width
 * does, which is what the server's stylesheet uses before mount); any other
 * value ('max') makes it the widest, so the count is rounded up.
 */
import type { Design, DesignContext } from '../types';
import { ratioOf } from './layout/cells';
import { columnCount } from './layout/columns';
import { masonry } from './layout/masonry';
import { createPlaced } from './layout/placed';
import { AUTOCOLUMNS } from '../../../core/enums/gallery-constants';

/** `columnWidth` as pixels (250 when absent); throws, naming the value, when it is not a positive number. */
function readColumnWidth(value: unknown): number {
  if (value === undefined || value === null) return AUTOCOLUMNS.columnWidth;
  const width = typeof value === 'string' ? parseInt(value, 10) : value;
  if (typeof width === 'number' && width > 0 && width < Infinity) return width;
  throw new TypeError(`Gallery autocolumns: columnWidth must be a positive number, got ${JSON.stringify(value)}`);
}

/** Creates the autocolumns design on `context.container`. */
export function create(context: DesignContext): Design {
  const { settings, slides } = context;
  const { designOptions } = settings;
  const columnWidth = readColumnWidth(designOptions.columnWidth ?? settings.columnWidth);
  const gutter = settings.gutter ?? 0;
  const round = (designOptions.behavior ?? 'min') === 'min' ? Math.floor : Math.ceil;
  const ratios = slides.map(ratioOf);
  return createPlaced(context, 'autocolumns', (width) =>
    masonry(ratios, width, columnCount(width, columnWidth, gutter, round), gutter),
  );
}
