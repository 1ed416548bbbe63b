/**
 * The grid design (spec §4 "Layouts": fixed per row; §9: 4 per row, fade-in
 * random delay up to 500 ms). Cells share one ratio (imageAspectRatio, else
 * square) and images are cover-cropped around their focal point.
 *
 * Our reading of the gutter default (§9 gives none for the grid): 1 % of the
 * gallery's width, like the carousel's; `gutter` in the block data is pixels.
 * The layout is plain CSS (a grid of equal columns, the default gutter in
 * `cqw` so rows and columns get the same width-relative gap), so a resize
 * needs no JavaScript and the server's stylesheet lays the markup out the
 * same way before mount (examples/assets/gallery/grid.css).
 */
import type { Design, DesignContext } from '../types';
import { cell, cellRatio, loadNear } from './layout/cells';
import { createMarkupUndo, type MarkupUndo } from '../../../shared/markup-undo';
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
  const { gutter } = settings;
  // 1cqw is 1 % of the width of the gallery's box, which must be a size container for it.
  if (gutter === null && container.parentElement)
    undo.style(container.parentElement, { 'container-type': 'inline-size' });
  undo.cls(container, 'sqs-gallery-design-grid');
  undo.style(container, {
    display: 'grid',
    'grid-template-columns': `repeat(${settings.slidesPerRow || GRID.perRow},minmax(0,1fr))`,
    gap: gutter === null ? '1cqw' : `${gutter}px`,
  });
  const ratio = cellRatio(settings);
  slides.forEach((slide) => {
    cell(undo, slide, ratio, {});
    if (slide.image) fadeIn(undo, context, slide.image);
  });
  loadNear(undo, context);
  return { show() {}, destroy: undo.restore };
}
