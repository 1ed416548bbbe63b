/**
 * Image URLs per width (spec §3 "Images" data-size-format, §9 "Image" widths).
 *
 * The image host serves every uploaded image at a fixed set of widths. Two
 * ways of asking for one exist, picked per image by `data-size-format`:
 * - `queryString` (the default): `photo.jpg?format=500w`, merged with any
 *   query the source already has;
 * - `filename`: the width goes before the extension, `photo-500w.jpg`
 *   (a source without an extension gets `-500w` at the end of its path).
 * The spec names the two formats but not the filename shape; this is our
 * reading, documented in docs/blocks/image.md.
 *
 * @build-inline: stateless, copied into each chunk that imports it
 * (scripts/inline-small-modules.mjs): the lightbox carries the few it uses
 * instead of importing the image loader's chunk, which a gallery page no
 * longer loads (the gallery has its own copy).
 */

import { IMAGE_WIDTHS } from '../../core/enums/media';

/** The widths the host serves, widest first (spec §9 "Image"; the catalogue's table). */
export { IMAGE_WIDTHS };

export type SizeFormat = 'queryString' | 'filename';

/** `filename` when the attribute says so, else the default `queryString`. */
export function sizeFormat(value: string | null | undefined): SizeFormat {
  return value === 'filename' ? 'filename' : 'queryString';
}

/** `src` and its `#hash`, apart. */
const split = (src: string) => /^([^#]*)(.*)$/s.exec(src)!;

/** `src` at `width` pixels in the `queryString` format: `photo.jpg?format=500w` (an existing `format` replaced). */
export function queryUrl(src: string, width: number): string {
  const [, bare, hash] = split(src);
  return (
    (/[?&]format=/.test(bare)
      ? bare.replace(/([?&]format=)[^&]*/, `$1${width}w`)
      : `${bare}${bare.includes('?') ? '&' : '?'}format=${width}w`) + hash
  );
}

/** `src` at `width` pixels in the `filename` format: the width before the last segment's extension, or ending the path. */
export function filenameUrl(src: string, width: number): string {
  const [, bare, hash] = split(src);
  return bare.replace(/(\.[^./?]*)?(\?.*)?$/, `-${width}w$1$2`) + hash;
}

/** The URL of `src` at `width` pixels (one of {@link IMAGE_WIDTHS}). */
export function imageUrl(src: string, width: number, format: SizeFormat = 'queryString'): string {
  return (format === 'filename' ? filenameUrl : queryUrl)(src, width);
}

/**
 * A `srcset` of every host width up to the image's own width (an image is
 * never asked for wider than it was uploaded; unknown width → all of them),
 * its URLs made by `url` (the loader's first images use {@link queryUrl} alone).
 */
export function srcsetOf(src: string, intrinsicWidth: number, url: (src: string, width: number) => string): string {
  return hostWidths(intrinsicWidth)
    .map((width) => `${url(src, width)} ${width}w`)
    .join(', ');
}

/** A `srcset` of every host width up to the image's own width, in `format`. */
export function imageSrcset(src: string, format: SizeFormat = 'queryString', intrinsicWidth = 0): string {
  return srcsetOf(src, intrinsicWidth, format === 'filename' ? filenameUrl : queryUrl);
}

/**
 * The host widths an image may be asked for, widest first: those up to its
 * own width, and always the narrowest (unknown width, 0 → all of them).
 */
export function hostWidths(intrinsicWidth = 0): number[] {
  return IMAGE_WIDTHS.filter(
    (width) => !intrinsicWidth || width <= intrinsicWidth || width === IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1],
  );
}

/**
 * The `sizes` value for an image drawn `width` CSS pixels wide: exact to a
 * hundredth of a pixel. Not rounded up: an image whose width the theme leaves
 * to its content takes `sizes` as its width once it arrives, so a rounded
 * value would move it. The loader and the image loader both write it.
 */
export function sizesOf(width: number): string {
  return `${Math.max(1, +width.toFixed(2))}px`;
}

/** `data-image-dimensions` ("1500x1000") as numbers; zeros when absent or malformed. */
export function parseDimensions(value: string | null | undefined): { width: number; height: number } {
  const match = /^\s*(\d+(?:\.\d+)?)\s*x\s*(\d+(?:\.\d+)?)\s*$/i.exec(value || '');
  return match ? { width: Number(match[1]), height: Number(match[2]) } : { width: 0, height: 0 };
}

/** `data-image-focal-point` ("0.3,0.7") clamped to [0, 1]; the spec's default 0.5,0.5 otherwise. */
export function parseFocalPoint(value: string | null | undefined): [number, number] {
  const parts = (value || '').split(',').map((part) => Number(part.trim()));
  const clamp = (n: number | undefined) => (n !== undefined && Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0.5);
  return parts.length === 2 ? [clamp(parts[0]), clamp(parts[1])] : [0.5, 0.5];
}
