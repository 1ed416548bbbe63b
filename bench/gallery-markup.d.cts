/** One generated slide (bench/gallery-markup.cjs). */
export interface SlideData {
  id: string;
  url: string;
  src: string;
  width: number;
  height: number;
  focalPoint: string;
  alt: string;
  title: string;
  description: string;
}
export const SUBJECTS: readonly (readonly [string, string, string, string])[];
export const SHAPES: readonly (readonly [number, number, string])[];
export function makeSlides(
  count: number,
  options?: { first?: number; prefix?: string; allMeta?: boolean },
): SlideData[];
export function escapeHtml(text: string): string;
export function indent(text: string, pad: string): string;
export function slideMarkup(slide: SlideData, options?: { clickThroughUrl?: string }): string;
export function galleryBlock(options: {
  id: string;
  blockDesign: string;
  json: Record<string, unknown>;
  slides: SlideData[];
  controls?: boolean;
  thumbnails?: SlideData[];
  clickThrough?: Record<number, string>;
  example?: boolean;
}): string;
export function peerSlides(slides: SlideData[], sizes: string): string;
