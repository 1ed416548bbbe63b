/**
 * The stacked layout (spec §4 "Gallery": one slide at a time; §4 "Images";
 * §9 "Stacked", meta overlay): the slides on top of each other in a box
 * whose aspect ratio is known before any image loads, so nothing moves.
 */
import { focalPosition } from '../layout/focal';
import type { DesignUndo } from '../shared/design-undo';
import type { GallerySettings, Slide } from '../../types';
import { META_OVERLAY } from '../../../../core/enums/gallery-constants';

/** A slide's own width / height, 0 when its dimensions are unknown. */
const own = (slide: Slide | undefined) =>
  slide && slide.width > 0 && slide.height > 0 ? slide.width / slide.height : 0;

/**
 * The box's width / height while slide `index` shows: the block's aspect
 * ratio; else with autoHeight the slide's own; else (or when the slide's is
 * unknown, a video) the first slide's that is known; 16:9 when none is (§9:
 * video 16:9).
 */
export function boxRatio(
  slides: readonly Slide[],
  settings: GallerySettings,
  autoHeight: boolean,
  index: number,
): number {
  return settings.aspectRatio || (autoHeight && own(slides[index])) || own(slides.find(own)) || 16 / 9;
}

/** The box the slides are stacked in. */
export function stackContainer(undo: DesignUndo, container: HTMLElement): void {
  undo.cls(container, 'sqs-gallery-design-stacked');
  undo.style(container, { position: 'relative', overflow: 'hidden' });
}

/**
 * Stacks one slide in the box and fits its image. Our reading of the
 * crop: `auto-crop` (on by default) fills the box, cropped around the focal
 * point; off, the whole image shows, centred. With autoHeight and no block
 * ratio the box has the image's own ratio, so neither crops.
 */
export function stackSlide(
  undo: DesignUndo,
  slide: Slide,
  slides: readonly Slide[],
  settings: GallerySettings,
  autoHeight: boolean,
): void {
  undo.cls(slide.element, 'sqs-gallery-design-stacked-slide');
  // pan-y: the browser keeps vertical pans (page scroll), horizontal ones come to the swipe.
  undo.style(slide.element, {
    position: 'absolute',
    top: '0',
    left: '0',
    width: '100%',
    height: '100%',
    'touch-action': 'pan-y',
  });
  if (!slide.image) return;
  const [x, y] = settings.autoCrop
    ? focalPosition(own(slide) || 1, boxRatio(slides, settings, autoHeight, slide.index), slide.focalPoint)
    : [0.5, 0.5];
  undo.style(slide.image, {
    // No native image drag on a mouse swipe: Chrome decodes a drag image first (a long task on big images).
    '-webkit-user-drag': 'none',
    display: 'block',
    width: '100%',
    height: '100%',
    'object-fit': settings.autoCrop ? 'cover' : 'contain',
    'object-position': `${x * 100}% ${y * 100}%`,
  });
}

/**
 * Whether the theme's stylesheet already stacks the slides as the design
 * does before it mounts (examples/assets/gallery/stacked.css: every slide
 * absolute, the ones after the first hidden). Then the design needs to style
 * only the slides it shows, each the first time it does (./stage.ts); else
 * it stacks them all at mount. One style read, no layout.
 */
export function stackedByTheme(win: Window, slides: readonly Slide[]): boolean {
  if (slides.length < 2) return false;
  return [slides[1], slides[slides.length - 1]].every(({ element }) => {
    const style = win.getComputedStyle(element);
    return style.position === 'absolute' && style.visibility === 'hidden';
  });
}

/**
 * §9: a slide's `.meta` overlay taller than 90 % of the box is held to 40 %
 * of it and scrolls inside. Measures the one slide given (the current one).
 */
export function limitMeta(undo: DesignUndo, slide: HTMLElement, height: number): void {
  const meta = slide.querySelector<HTMLElement>('.meta');
  if (!meta) return;
  undo.style(meta, { 'max-height': '', 'overflow-y': '' });
  if (meta.scrollHeight > (META_OVERLAY.overflowPercent / 100) * height)
    undo.style(meta, { 'max-height': `${META_OVERLAY.maxPercent}%`, 'overflow-y': 'auto' });
}
