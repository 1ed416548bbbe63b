/**
 * Reads the server's `.slide` elements into {@link Slide} records once at
 * mount (spec §3 "Gallery block data", Slide). Text is read as text, never
 * as HTML, so a hostile title can only ever be shown as characters.
 *
 * The sizes and focal points are parsed by the image URL helpers
 * (`src/shared/image/url.ts`), passed in rather than imported: the block's
 * entry fetches that chunk in parallel with the design instead of waiting for
 * it before it can run.
 */
import type * as ImageUrl from '../../shared/image/url';
import type { Slide } from './types';

/** The parsers {@link readSlides} needs: those of `src/shared/image/url.ts`. */
export type SlideParsers = Pick<typeof ImageUrl, 'parseDimensions' | 'parseFocalPoint'>;

/** A slide element's type: its `data-type`, else (spec §3) video when it holds a video wrapper, else image. */
export function slideType(element: Element): Slide['type'] {
  const type = element.getAttribute('data-type');
  if (type === 'image' || type === 'video') return type;
  return element.querySelector('.sqs-video-wrapper') ? 'video' : 'image';
}

/**
 * The direct `.slide` children of `container`, in order; with `imagesOnly`
 * (the block's `mixedContent` off) only the image slides.
 */
export function slideElements(container: Element, imagesOnly = false): HTMLElement[] {
  return Array.from(container.children).filter(
    (element): element is HTMLElement =>
      element.classList.contains('slide') && (!imagesOnly || slideType(element) === 'image'),
  );
}

/**
 * Hides the slides an images-only gallery (`mixedContent` off) leaves out,
 * so they are neither shown nor reached; the block's markup snapshot puts
 * them back on unmount.
 */
export function hideLeftOut(container: Element): void {
  for (const element of slideElements(container)) if (slideType(element) !== 'image') element.hidden = true;
}

/**
 * The slides of `container` (`imagesOnly`: its image slides, numbered
 * among themselves): their data attributes, falling back to their image's
 * for size and focal point.
 */
export function readSlides(
  container: Element,
  { parseDimensions, parseFocalPoint }: SlideParsers,
  imagesOnly = false,
): Slide[] {
  return slideElements(container, imagesOnly).map((element, index) => {
    const image = element.querySelector<HTMLImageElement>('img.thumb-image');
    const attr = (name: string) => element.getAttribute(name) ?? image?.getAttribute(name);
    const text = (selector: string) => element.querySelector(selector)?.textContent?.trim() ?? '';
    return {
      element,
      index,
      type: slideType(element),
      id: element.getAttribute('data-slide-id'),
      url: element.getAttribute('data-slide-url'),
      clickThroughUrl: element.getAttribute('data-click-through-url') || null,
      image,
      ...parseDimensions(attr('data-image-dimensions')),
      focalPoint: parseFocalPoint(attr('data-image-focal-point')),
      title: text('.meta-title'),
      description: text('.meta-description'),
      alt: image?.alt ?? '',
    };
  });
}
