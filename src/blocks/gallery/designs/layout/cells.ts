/**
 * What every layout design does to a slide: size it from its
 * data-image-dimensions or the block's ratio, crop its image around the focal
 * point (or fit it whole without `auto-crop`), and
 * load the image as the slide comes within 200 px of the viewport (spec §4
 * "Images", §9 "Image" lazy margin).
 */
import { whenNear } from '../../../../shared/image/load';
import type { DesignContext, GallerySettings, Slide } from '../../types';
import { focalPosition } from './focal';
import type { MarkupUndo } from '../../../../shared/markup-undo';
import { cellImageStyles, cellRatioOf, cellStyles } from '../../../../shared/gallery-layout';
import { VIDEO_THUMBNAIL_RATIO } from '../../../../core/enums/gallery-constants';

/** A slide's width / height: its image's, else 16:9 for a video (§9 video thumbnails), else square. */
export function ratioOf(slide: Slide): number {
  return slide.width > 0 && slide.height > 0
    ? slide.width / slide.height
    : slide.type === 'video'
      ? VIDEO_THUMBNAIL_RATIO
      : 1;
}

/**
 * The cell ratio of the designs whose cells line up (grid, autogrid,
 * carousel, list): square with `square-thumbs`, else the aspect ratio.
 * Our reading: 'Auto' or absent (null) gives square cells too, since every
 * cell of a row shares one height, and the server's stylesheet (or, for the
 * grid, the loader) can then reserve that space exactly: it cannot read each
 * image's own ratio. The one rule: src/shared/gallery-layout.ts.
 */
export function cellRatio(settings: GallerySettings): number {
  return cellRatioOf(settings.squareThumbs, settings.aspectRatio);
}

/** `settings.gutter` in pixels, else the design's own default (a CSS length). */
export function gutterOf(settings: GallerySettings, fallback: string): string {
  return settings.gutter === null ? fallback : `${settings.gutter}px`;
}

/** A number from `designOptions[name]` (numeric strings too), else `fallback`. */
export function numberOption(settings: GallerySettings, name: string, fallback: number): number {
  const value = parseFloat(String(settings.designOptions[name]));
  return value > 0 ? value : fallback;
}

/**
 * Puts the slide's image over the slide's box (of `boxRatio`): cropped to
 * fill it around the focal point (`crop`, the block's `auto-crop`, on by
 * default), else fitted whole and centred.
 */
export function placeImage(undo: MarkupUndo, slide: Slide, boxRatio: number, crop = true): void {
  const [x, y] = crop ? focalPosition(ratioOf(slide), boxRatio, slide.focalPoint) : [0.5, 0.5];
  if (slide.image) undo.style(slide.image, { ...cellImageStyles(crop), 'object-position': `${x * 100}% ${y * 100}%` });
}

/** Makes the slide a cell of `ratio` (plus `styles`) with its image placed in it (see {@link placeImage}). */
export function cell(undo: MarkupUndo, slide: Slide, ratio: number, styles: Record<string, string>, crop = true): void {
  undo.style(slide.element, { ...cellStyles(ratio), ...styles });
  placeImage(undo, slide, ratio, crop);
}

/**
 * Loads a slide's image in a task of its own: one observer callback may
 * bring dozens of slides near at once, and loading them all in it would make
 * one long task (50 slides at 4× CPU throttling). `undo` cancels it.
 */
export function loadSoon(undo: MarkupUndo, context: DesignContext, slide: Slide): void {
  const timer = context.win.setTimeout(() => context.loadSlide(slide));
  undo.add(() => context.win.clearTimeout(timer));
}

/** Loads each slide's image once it comes near the viewport; `undo` cancels the watches and the pending loads. */
export function loadNear(undo: MarkupUndo, context: DesignContext, slides: readonly Slide[] = context.slides): void {
  slides.forEach((slide) => undo.add(whenNear(slide.element, () => loadSoon(undo, context, slide), context.win)));
}
