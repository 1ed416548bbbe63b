/**
 * The strip's layout (spec §4 "Gallery": horizontal strip; §9 "Strip": vSize
 * 10 without aspect ratio; video thumbnails 16:9): one row at the strip's
 * height, each slide as wide as its image at that height, every size known
 * from data-image-dimensions before an image loads.
 */
import type { DesignContext, Slide } from '../../types';
import { focalPosition } from '../layout/focal';
import type { MarkupUndo } from '../../../../shared/markup-undo';
import { createTrack } from './track';
import { VIDEO_THUMBNAIL_RATIO } from '../../../../core/enums/gallery-constants';

/** A slide's width / height in the strip: 16:9 for a video, else `fixed` when set, else its image's (square when unknown). */
export function stripSlideRatio(slide: Slide, fixed: number | null): number {
  return slide.type === 'video'
    ? VIDEO_THUMBNAIL_RATIO
    : fixed || (slide.width > 0 && slide.height > 0 ? slide.width / slide.height : 1);
}

/**
 * Lays the strip out and returns its track. The strip's height: a thumbnail
 * strip's `thumbnail-strip-height` px, else a slider's `aspectRatio` (the
 * strip's own width / height), else vSize % of its width. A thumbnail
 * strip's slides take the ratio the block passes (1 with square-thumbs).
 */
export function layOutStrip(
  undo: MarkupUndo,
  { container, slides, settings }: DesignContext,
  thumbs: boolean,
  vSize: number,
): HTMLElement {
  const fixed = thumbs ? (settings.squareThumbs ? 1 : settings.aspectRatio) : null;
  const stripHeight = thumbs && settings.thumbnailStripHeight;
  undo.cls(container, 'sqs-gallery-design-strip');
  // display block: the track is the row now, whatever flex layout the theme gave the server's slides.
  undo.style(container, { position: 'relative', display: 'block', overflow: 'hidden' });
  undo.style(
    container,
    stripHeight
      ? { height: `${stripHeight}px` }
      : { 'aspect-ratio': String((!thumbs && settings.aspectRatio) || 100 / vSize) },
  );
  const track = createTrack(undo, container, slides);
  undo.style(track, { position: 'relative', display: 'flex', height: '100%', gap: `${settings.gutter || 0}px` });
  for (const slide of slides) {
    const ratio = stripSlideRatio(slide, fixed);
    undo.cls(slide.element, 'sqs-gallery-design-strip-slide');
    undo.style(slide.element, { position: 'relative', flex: 'none', height: '100%', 'aspect-ratio': String(ratio) });
    if (!slide.image) continue;
    // Cover-cropped around the focal point (spec §3 "Images").
    const [x, y] = focalPosition(stripSlideRatio(slide, null), ratio, slide.focalPoint);
    undo.style(slide.image, {
      display: 'block',
      width: '100%',
      height: '100%',
      'object-fit': 'cover',
      'object-position': `${x * 100}% ${y * 100}%`,
    });
  }
  return track;
}
