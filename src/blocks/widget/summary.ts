/**
 * A summary block whose items the server rendered with the page
 * (docs/blocks/widgets.md "A summary the server rendered"): the runtime
 * enhances them and asks the server for nothing. Its thumbnails
 * (`data-load="false"`: the block decides when) load as they come near the
 * viewport, cropped around their focal point; a carousel's pager moves the
 * items a row at a time. Every node, class, inline style and `src` the
 * server wrote stays; destroy() puts back what was added.
 */
import type { BlockContext } from '../../core/types';
import { loadImagesWhenNear } from '../../shared/lazy-images';
import { createMarkupUndo } from '../../shared/markup-undo';
import { readSummaryLayout, SUMMARY_ITEM } from './read-widget';
import { createSummaryCarousel } from './summary-carousel';

/** The thumbnails the summary loads itself (those without `data-load="false"` are the image block's). */
export const SUMMARY_THUMBNAILS = `${SUMMARY_ITEM} img[data-src][data-load=false]`;

/** Whether `root` is a summary the server rendered: it has its items. */
export const isRenderedSummary = (root: Element): boolean => !!root.querySelector(SUMMARY_ITEM);

/** Enhances the rendered summary `root`; returns its destroy. */
export function enhanceSummary(root: HTMLElement, context: BlockContext): () => void {
  const undo = createMarkupUndo();
  const layout = readSummaryLayout(root, context.config);
  const thumbnails = Array.from(root.querySelectorAll<HTMLImageElement>(SUMMARY_THUMBNAILS));
  undo.add(loadImagesWhenNear(thumbnails, context.report));
  if (layout.carousel) createSummaryCarousel(root, layout.perRow, undo);
  return () => undo.restore();
}
