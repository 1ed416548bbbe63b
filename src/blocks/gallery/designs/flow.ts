/**
 * The wall and the stack designs' one body (spec §3 "Gallery and summary
 * layouts"; the rules are src/shared/gallery-layout.ts `flowLayoutOf`): each
 * slide keeps its image's own ratio, cropped around its focal point, in the
 * wall's columns or the stack's one; a slide's meta lies over its image.
 * The loader wrote the same values before the first paint
 * (src/loader/gallery-cells.ts), so mounting moves nothing.
 */
import type { Design, DesignContext } from '../types';
import { loadNear, placeImage, ratioOf } from './layout/cells';
import { createMarkupUndo } from '../../../shared/markup-undo';
import {
  flowCellStyles,
  flowLayoutOf,
  flowMetaStyles,
  flowStyles,
  gridBoxStyles,
  type FlowDesign,
} from '../../../shared/gallery-layout';

/** Creates the `design` (wall or stack) on `context.container`. */
export function createFlow(design: FlowDesign, context: DesignContext): Design {
  const { container, slides, settings } = context;
  const undo = createMarkupUndo();
  const layout = settings.flow ?? flowLayoutOf(design, {});
  if (container.parentElement) undo.style(container.parentElement, gridBoxStyles(layout));
  undo.cls(container, `sqs-gallery-design-${design}`);
  undo.style(container, flowStyles(layout));
  slides.forEach((slide) => {
    const ratio = ratioOf(slide);
    undo.style(slide.element, flowCellStyles(layout, ratio));
    placeImage(undo, slide, ratio, layout.crop);
    const meta = slide.element.querySelector<HTMLElement>('.meta');
    if (meta) undo.style(meta, flowMetaStyles(layout));
  });
  loadNear(undo, context);
  return { show() {}, destroy: undo.restore };
}
