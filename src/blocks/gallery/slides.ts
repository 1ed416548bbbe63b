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

/** The direct `.slide` children of `container`, in order. */
export function slideElements(container: Element): HTMLElement[] {
  return Array.from(container.children).filter((element): element is HTMLElement =>
    element.classList.contains('slide'),
  );
}

/** The slides of `container`: their data attributes, falling back to their image's for size and focal point. */
export function readSlides(container: Element, { parseDimensions, parseFocalPoint }: SlideParsers): Slide[] {
  return slideElements(container).map((element, index) => {
    const image = element.querySelector<HTMLImageElement>('img.thumb-image');
    const attr = (name: string) => element.getAttribute(name) ?? image?.getAttribute(name);
    const text = (selector: string) => element.querySelector(selector)?.textContent?.trim() ?? '';
    const type = element.getAttribute('data-type');
    return {
      element,
      index,
      // spec §3: the type is inferred from a video wrapper when the attribute is missing.
      type:
        type === 'image' || type === 'video' ? type : element.querySelector('.sqs-video-wrapper') ? 'video' : 'image',
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
