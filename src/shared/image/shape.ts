/**
 * Shape masks (spec §3 "Images" data-shape-mask, §9 "Image": a shape is 100,
 * 150 or 67 high per 100 wide): a chunk of its own, fetched the first time an
 * image asks for a shape. The spec names neither the shapes nor their
 * outlines; this is our set (docs/blocks/image.md shows each):
 *
 * | name        | height per 100 wide | outline                               |
 * |-------------|---------------------|---------------------------------------|
 * | `square`    | 100                 | none (a square crop)                  |
 * | `circle`    | 100                 | `circle(50%)`                         |
 * | `rounded`   | 100                 | corners rounded by 12%                |
 * | `diamond`   | 100                 | a square turned 45°                   |
 * | `portrait`  | 150                 | none (a 2:3 crop)                     |
 * | `oval`      | 150                 | `ellipse(50% 50%)`                    |
 * | `arch`      | 150                 | a round top, square feet              |
 * | `landscape` | 67                  | none (a 3:2 crop)                     |
 * | `pill`      | 67                  | fully rounded ends                    |
 *
 * An unknown name is ignored: the image keeps its own shape (the loader
 * covers it at its focal point, which in its own shape shows all of it).
 */
import type { Place } from './settings';
import { setStyles } from './styles';

/** A shape: its height per 100 wide, and its clip-path ('' for a plain crop). */
export type Shape = readonly [height: number, clipPath: string];

const SHAPES: Record<string, Shape> = {
  square: [100, ''],
  circle: [100, 'circle(50%)'],
  rounded: [100, 'inset(0 round 12%)'],
  diamond: [100, 'polygon(50% 0,100% 50%,50% 100%,0 50%)'],
  portrait: [150, ''],
  oval: [150, 'ellipse(50% 50%)'],
  arch: [150, 'inset(0 round 50% 50% 0 0/33% 33% 0 0)'],
  landscape: [67, ''],
  pill: [67, 'inset(0 round 999px)'],
};

/** The shape `data-shape-mask` names, or null (an inherited name such as `constructor` is no array). */
export function shapeOf(name: string | null | undefined): Shape | null {
  const shape = name ? SHAPES[name] : null;
  return Array.isArray(shape) ? shape : null;
}

/** The shape's box (its width, its ratio) and outline; the loader has set `object-fit: cover` at the focal point. */
export const place: Place = (img, _parent, s) => {
  const shape = shapeOf(s.shape);
  if (!shape) return;
  const styles: Record<string, string> = { 'aspect-ratio': `100 / ${shape[0]}`, width: '100%', height: 'auto' };
  if (shape[1]) styles['clip-path'] = shape[1];
  setStyles(img, styles);
};
