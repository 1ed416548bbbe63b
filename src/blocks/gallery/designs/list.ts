/**
 * The list design (spec §4 "Layouts": image and meta side by side), one
 * slide under another, stacking the meta under the image when the gallery is
 * 432 px wide or less (§9 breakpoints: mobile is 432 px or less).
 *
 * Readings: `listImageSize` (block data, carried in designOptions) is the
 * image's share of the row in percent, 50 by default, kept within 10–90; the
 * gutter defaults to 20 px; images are cropped (fitted without auto-crop) to the aspect ratio, square
 * when it is Auto or absent, like the grid's cells: the server's stylesheet
 * can then reserve each row's exact height, and nothing moves at mount (CSS
 * cannot read each image's own ratio from data-image-dimensions).
 */
import type { Design, DesignContext, Slide } from '../types';
import { cellRatio, gutterOf, loadNear, numberOption, ratioOf } from './layout/cells';
import { focalPosition } from './layout/focal';
import { createMarkupUndo } from '../../../shared/markup-undo';
import { BREAKPOINTS } from '../../../core/enums/limits';

/** The slide's child that holds its image (the image itself when it is a direct child). */
function imageBox(slide: Slide): HTMLElement | null {
  let box: HTMLElement | null = slide.image;
  while (box && box.parentElement !== slide.element) box = box.parentElement;
  return box;
}

/** Creates the list design on `context.container`. */
export function create(context: DesignContext): Design {
  const { container, slides, settings } = context;
  const undo = createMarkupUndo();
  const gap = gutterOf(settings, '20px');
  const size = Math.min(90, Math.max(10, numberOption(settings, 'listImageSize', 50)));
  const ratio = cellRatio(settings);
  // The one read of the mount comes before its writes (no forced layout in between).
  const width = container.clientWidth;
  undo.cls(container, 'sqs-gallery-design-list');
  // The gallery is a size container so that an image's height can follow its
  // width (cqw) without aspect-ratio, which the image loader sets to the
  // image's own ratio when it loads.
  undo.style(container, { display: 'flex', 'flex-direction': 'column', gap, 'container-type': 'inline-size' });
  const boxes = slides.map((slide) => {
    const meta = slide.element.querySelector<HTMLElement>('.meta');
    undo.style(slide.element, { display: 'flex', gap, 'align-items': 'flex-start' });
    if (meta) undo.style(meta, { flex: '1 1 auto', 'min-width': '0' });
    if (slide.image) {
      // Without auto-crop the whole image shows, centred.
      const [x, y] = settings.autoCrop ? focalPosition(ratioOf(slide), ratio, slide.focalPoint) : [0.5, 0.5];
      undo.style(slide.image, {
        display: 'block',
        width: '100%',
        'object-fit': settings.autoCrop ? 'cover' : 'contain',
        'object-position': `${x * 100}% ${y * 100}%`,
      });
    }
    return imageBox(slide);
  });
  const layout = (width = container.clientWidth) => {
    // A hidden gallery has no width: keep what it shows until the next layout().
    if (!width) return;
    const share = width <= BREAKPOINTS.mobileMax ? 100 : size;
    slides.forEach((slide, i) => {
      undo.style(slide.element, { 'flex-direction': share < 100 ? 'row' : 'column' });
      // Set after the image's own width: when the image is the box, the share wins.
      if (boxes[i]) undo.style(boxes[i], { flex: 'none', width: `${share}%` });
      if (slide.image) undo.style(slide.image, { height: `calc(${share}cqw / ${ratio})` });
    });
  };
  layout(width);
  loadNear(undo, context);
  return { show() {}, layout: () => layout(), destroy: undo.restore };
}
