/**
 * The autogrid design (spec §4 "Layouts": responsive grid; §9: column width
 * 250): as many columns as fit, `max(1, floor((width + gutter) /
 * (columnWidth + gutter)))`, stretched to the width. That is exactly what CSS
 * `repeat(auto-fill, minmax(columnWidth, 1fr))` computes, so the browser
 * keeps it right through every resize without JavaScript, and the server's
 * stylesheet does the same before mount (examples/assets/gallery/autogrid.css).
 *
 * Our reading of the gutter default (§9 gives none): 20 px, the autorows
 * gutter; cells share one ratio (imageAspectRatio, else square).
 */
import type { Design, DesignContext } from '../types';
import { cell, cellRatio, gutterOf, loadNear } from './layout/cells';
import { createMarkupUndo } from '../../../shared/markup-undo';
import { AUTOGRID } from '../../../core/enums/gallery-constants';

/** Creates the autogrid design on `context.container`. */
export function create(context: DesignContext): Design {
  const { container, slides, settings } = context;
  const undo = createMarkupUndo();
  const ratio = cellRatio(settings);
  undo.cls(container, 'sqs-gallery-design-autogrid');
  undo.style(container, {
    display: 'grid',
    // min(…, 100%): one column never overflows a gallery narrower than a column.
    'grid-template-columns': `repeat(auto-fill,minmax(min(${settings.columnWidth || AUTOGRID.columnWidth}px,100%),1fr))`,
    gap: gutterOf(settings, '20px'),
  });
  slides.forEach((slide) => cell(undo, slide, ratio, {}, settings.autoCrop));
  loadNear(undo, context);
  return { show() {}, destroy: undo.restore };
}
