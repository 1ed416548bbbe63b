/**
 * slides.ts's `readSlides` with the image URL parsers bound, as the block's
 * entry calls it with the parsers it fetched beside the design.
 */
import * as parsers from '../../../src/shared/image/url';
import { readSlides as read } from '../../../src/blocks/gallery/slides';
import type { Slide } from '../../../src/blocks/gallery/types';

/** The direct `.slide` children of `container`, in order, read as Slide records. */
export const readSlides = (container: Element): Slide[] => read(container, parsers);
