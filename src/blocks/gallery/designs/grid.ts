/**
 * The grid design (spec §4 "Layouts": fixed per row; §9: 4 per row, fade-in
 * random delay up to 500 ms). Cells share one ratio (the aspect ratio, else
 * square) and images are cropped around their focal point (fitted whole
 * without `auto-crop`). The columns are the 7.0 `thumbnails-per-row`, else
 * `slidesPerRow`; the gap is the 7.0 `padding`, else `gutter`, in pixels.
 *
 * Our reading of the gap default (§9 gives none for the grid): 1 % of the
 * gallery's width, like the carousel's. The layout is plain CSS (a grid of
 * equal columns, the default gap in `cqw` so rows and columns get the same
 * width-relative gap), so a resize needs no JavaScript. The loader lays every
 * grid gallery out the same way as soon as the document is parsed
 * (src/loader/gallery-cells.ts, the one rule in src/shared/gallery-layout.ts),
 * and a theme's stylesheet may too (examples/assets/gallery/grid.css): this
 * design then writes the values already there, and nothing moves.
 */
import type { Design, DesignContext } from '../types';
import { cell, cellRatio, loadNear } from './layout/cells';
import { createMarkupUndo, type MarkupUndo } from '../../../shared/markup-undo';
import { gridBoxStyles, gridStyles, type GridLayout } from '../../../shared/gallery-layout';
import { GRID } from '../../../core/enums/gallery-constants';

/** Hides `img` until it loads, then fades it in after a random delay of up to 500 ms (none under reduced motion). */
function fadeIn(undo: MarkupUndo, context: DesignContext, img: HTMLImageElement): void {
  if (img.complete && img.naturalWidth) return;
  undo.style(img, { opacity: '0' });
  const show = () =>
    undo.style(img, {
      opacity: '1',
      transition: context.reducedMotion()
        ? 'none'
        : `opacity .3s ${Math.round(Math.random() * GRID.fadeInMaxDelayMs)}ms`,
    });
  undo.on(img, 'load', show);
  // A broken image shows its alt text rather than an empty cell.
  undo.on(img, 'error', show);
}

/** Creates the grid design on `context.container`. */
export function create(context: DesignContext): Design {
  const { container, slides, settings } = context;
  const undo = createMarkupUndo();
  const layout: GridLayout = {
    columns: settings.slidesPerRow || GRID.perRow,
    gap: settings.gutter,
    ratio: cellRatio(settings),
    crop: settings.autoCrop,
  };
  if (container.parentElement) undo.style(container.parentElement, gridBoxStyles(layout));
  undo.cls(container, 'sqs-gallery-design-grid');
  undo.style(container, gridStyles(layout));
  slides.forEach((slide) => {
    cell(undo, slide, layout.ratio, {}, layout.crop);
    if (slide.image) fadeIn(undo, context, slide.image);
  });
  loadNear(undo, context);
  return { show() {}, destroy: undo.restore };
}
