/**
 * Which width to ask the image host for (spec §3 "Images": data-dpr-min,
 * data-dpr-max, data-allow-save-data, data-size-adjustment; §9 widths).
 *
 * target = drawn width × clamp(devicePixelRatio, dpr-min, dpr-max) × size-adjustment
 *
 * Save-Data: a visitor whose browser asks to save data
 * (`navigator.connection.saveData`) gets at most 1 image pixel per CSS pixel,
 * even over `data-dpr-min`: the visitor's request wins over the theme's wish
 * for sharpness, unless the image says `data-allow-save-data="true"` (the
 * theme takes responsibility for images that must stay sharp).
 */
import type { Box, ImageSettings } from './settings';
import { hostWidths, IMAGE_WIDTHS, imageUrl, type SizeFormat } from './url';

/**
 * How wide the picture is drawn in `box`: covering a box wider or taller than
 * the image draws it wider than the box; fitting draws it narrower.
 */
export function drawnWidth({ fit, w, h }: Pick<ImageSettings, 'fit' | 'w' | 'h'>, box: Box): number {
  return fit && w && h && box.height
    ? (fit === 'cover' ? Math.max : Math.min)(box.width, (box.height * w) / h)
    : box.width;
}

/**
 * The image pixels wanted for an image drawn `drawn` CSS pixels wide, and the
 * `sizes` value that makes the browser's own srcset pick agree: the browser
 * wants `sizes × devicePixelRatio` pixels, so sizes = target / devicePixelRatio.
 */
export function targetWidth(img: HTMLElement, drawn: number, win: Window): [target: number, sizes: number] {
  const data = img.dataset;
  const screen = win.devicePixelRatio || 1;
  // Bounds that are not positive numbers are ignored; when min > max, max wins.
  const max = parseFloat(data.dprMax!);
  let dpr = Math.min(Math.max(screen, parseFloat(data.dprMin!) || 0), max > 0 ? max : Infinity);
  if (
    (win.navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData &&
    data.allowSaveData !== 'true'
  )
    dpr = Math.min(dpr, 1);
  // data-size-adjustment: 1 when absent or not a number, never negative.
  const adjust = parseFloat(data.sizeAdjustment!);
  const target = drawn * dpr * (adjust === adjust ? Math.max(adjust, 0) : 1);
  return [target, target / screen];
}

/** The candidates to choose from: `given` (`data-srcset`) when it has width descriptors, else the host's widths. */
export function candidates(
  given: string | undefined,
  src: string,
  format: SizeFormat,
  width: number,
): [width: number, url: string][] {
  const list = (given || '')
    .split(',')
    .map((part) => part.trim().split(/\s+/))
    .filter(([, w]) => /^[1-9]\d*w$/.test(w))
    .map(([url, w]): [number, string] => [parseInt(w), url]);
  return list.length ? list : hostWidths(width).map((w) => [w, imageUrl(src, w, format)]);
}

/** The narrowest of `list` at least `target` wide; the widest when none is. */
export function pickWidth(target: number, list: [width: number, url: string][]): [width: number, url: string] {
  list.sort((a, b) => b[0] - a[0]);
  return list.filter(([w]) => w >= target).pop() || list[0];
}

/**
 * How wide the picture is that the server's own `served` src shows, when it
 * is this image (`src`, the `data-src`): at one of the host's widths in the
 * image's size format (`?format=750w`, `photo-750w.jpg`), that width; `src`
 * itself, the whole image, its own `width` (unknown: the widest the host
 * serves). 0 without a `src`, or for another file (a placeholder, which the
 * loader replaces). URLs are compared resolved against `base`.
 */
export function servedWidth(
  served: string | null,
  src: string,
  format: SizeFormat,
  width: number,
  base: string,
): number {
  if (!served?.trim()) return 0;
  const resolve = (url: string) => new URL(url, base).href;
  let at: string;
  try {
    at = resolve(served);
  } catch {
    return 0; // not a URL: the loader's picture replaces it
  }
  if (at === resolve(src)) return width || IMAGE_WIDTHS[0];
  return IMAGE_WIDTHS.find((host) => resolve(imageUrl(src, host, format)) === at) || 0;
}
