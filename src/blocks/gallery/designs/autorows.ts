/**
 * The autorows design (spec §4 "Layouts": justified rows; §9: row height
 * 250, gutter 20). `designOptions.rowHeight` sets the target row height.
 */
import type { Design, DesignContext } from '../types';
import { numberOption, ratioOf } from './layout/cells';
import { justifyRows } from './layout/justify';
import { createPlaced } from './layout/placed';
import { AUTOROWS } from '../../../core/enums/gallery-constants';

/** Creates the autorows design on `context.container`. */
export function create(context: DesignContext): Design {
  const { settings, slides } = context;
  const rowHeight = numberOption(settings, 'rowHeight', AUTOROWS.rowHeight);
  const gutter = settings.gutter ?? AUTOROWS.gutter;
  const ratios = slides.map(ratioOf);
  return createPlaced(context, 'autorows', (width) => justifyRows(ratios, width, rowHeight, gutter));
}
