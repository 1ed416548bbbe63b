/**
 * Where the image goes and which file the browser fetches (spec §9 "Lightbox"
 * padding 100, §9 "Image" widths). The box is computed from the item's
 * intrinsic size before the file arrives, so the image never jumps when it
 * loads, and `sizes` says exactly that box, so the browser's pick from
 * `srcset` is a width that fits the screen (times the pixel ratio).
 */
import { IMAGE_WIDTHS, imageSrcset, imageUrl } from '../image/url';
import { DESKTOP_WIDTH, MOBILE_WIDTH, PADDING } from './constants';
import type { LightboxItem } from './types';

/** The space around the image, [horizontal, vertical] px, for a viewport `width` px wide. */
export function padding(width: number): [number, number] {
  // Reading: "less on small screens". Below the desktop breakpoint the
  // controls need only their own 56 px; on a phone the image takes the full
  // width (the buttons sit over its edges).
  if (width >= DESKTOP_WIDTH) return [PADDING, PADDING];
  return [width > MOBILE_WIDTH ? 56 : 0, 56];
}

/** The attributes of the lightbox's `img` for `item` in a viewport of `width` × `height`. */
export interface ImageAttributes {
  // In the order they are set: `sizes` and `srcset` before `src`, so the browser picks from `srcset`.
  sizes: string;
  srcset: string;
  src: string;
  /** The box in px (CSS), or null when the item's size is unknown. */
  box: { width: number; height: number } | null;
}

/** Fits the item into the viewport minus the padding, never enlarged past its own size. */
export function imageAttributes(item: LightboxItem, width: number, height: number, dpr = 1): ImageAttributes {
  const [x, y] = padding(width);
  const room = [Math.max(1, width - 2 * x), Math.max(1, height - 2 * y)];
  const scale = item.width > 0 && item.height > 0 ? Math.min(1, room[0] / item.width, room[1] / item.height) : 0;
  const box = scale ? { width: Math.round(item.width * scale), height: Math.round(item.height * scale) } : null;
  const shown = box ? box.width : room[0];
  // The fallback `src` (browsers without srcset, and the neighbours' preload):
  // the narrowest host width that covers the box on this screen.
  const wanted = IMAGE_WIDTHS.filter((w) => w >= shown * dpr).pop() ?? IMAGE_WIDTHS[0];
  return {
    sizes: `${Math.ceil(shown)}px`,
    srcset: imageSrcset(item.src, item.sizeFormat, item.width),
    src: imageUrl(item.src, wanted, item.sizeFormat),
    box,
  };
}

/**
 * Starts loading the items before and after `index` (sized as the lightbox
 * would show them), so a step shows its image at once. Called when the
 * current image has loaded, so the neighbours never compete with it.
 */
export function preloadNeighbours(
  doc: Document,
  items: readonly LightboxItem[],
  index: number,
  width: number,
  height: number,
): void {
  const n = items.length;
  for (const i of n > 1 ? [index + 1, index - 1 + n] : []) {
    const item = items[i % n];
    if (!item.src) continue;
    const { box: _box, ...attributes } = imageAttributes(item, width, height, doc.defaultView!.devicePixelRatio);
    Object.assign(doc.createElement('img'), attributes);
  }
}
