/**
 * The runtime of the designs whose boxes JavaScript computes (autocolumns'
 * masonry, autorows' justified rows): absolute boxes in a relative
 * container whose height is set, computed once at mount and again on
 * `layout()` (the block calls it 100 ms after the last resize), never per
 * frame. Each pass reads the container's width once, then only writes.
 *
 * The server's CSS cannot know each image's ratio, so before mount it
 * reserves an approximation (see examples/assets/gallery/autocolumns.css);
 * from mount on, every box comes from data-image-dimensions, so the block's
 * height is final and never changes as images load.
 */
import type { Design, DesignContext } from '../../types';
import { loadNear, placeImage, ratioOf } from './cells';
import type { Placement } from './masonry';
import { createMarkupUndo } from '../../../../shared/markup-undo';

const px = (n: number) => `${n}px`;

/** A design named `name` whose slides `place` lays out for a container width. */
export function createPlaced(context: DesignContext, name: string, place: (width: number) => Placement): Design {
  const { container, slides } = context;
  const undo = createMarkupUndo();
  const layout = (width = container.clientWidth) => {
    // A hidden gallery has no width: keep what it shows until the next layout().
    if (!width) return;
    const { boxes, height } = place(width);
    undo.style(container, { height: px(height) });
    slides.forEach((slide, i) => {
      const { x, y, width: w, height: h } = boxes[i];
      undo.style(slide.element, {
        position: 'absolute',
        margin: '0',
        left: px(x),
        top: px(y),
        width: px(w),
        height: px(h),
      });
    });
  };
  // The one read comes before every write of the mount (no forced layout in between).
  const width = container.clientWidth;
  undo.cls(container, `sqs-gallery-design-${name}`);
  undo.style(container, { position: 'relative' });
  slides.forEach((slide) => placeImage(undo, slide, ratioOf(slide)));
  layout(width);
  loadNear(undo, context);
  return { show() {}, layout: () => layout(), destroy: undo.restore };
}
