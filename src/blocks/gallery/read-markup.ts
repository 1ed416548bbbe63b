/**
 * {@link readSlides} with the image URL parsers bound, for code that has
 * them at hand (the design tests, tools). The block's entry calls
 * slides.ts itself with the parsers it fetched in parallel with the design.
 */
import * as parsers from '../../shared/image/url';
import { readSlides as read } from './slides';
import type { Slide } from './types';

/** The direct `.slide` children of `container`, in order, read as {@link Slide} records. */
export function readSlides(container: Element): Slide[] {
  return read(container, parsers);
}
