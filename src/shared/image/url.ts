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
 */

/** The widths the host serves, widest first (spec §9 "Image"). */
export const IMAGE_WIDTHS = [2500, 1500, 1000, 750, 500, 300, 100] as const;

export type SizeFormat = 'queryString' | 'filename';

/** `filename` when the attribute says so, else the default `queryString`. */
export function sizeFormat(value: string | null | undefined): SizeFormat {
  return value === 'filename' ? 'filename' : 'queryString';
}

/** The URL of `src` at `width` pixels (one of {@link IMAGE_WIDTHS}). */
export function imageUrl(src: string, width: number, format: SizeFormat = 'queryString'): string {
  const hashAt = src.indexOf('#');
  const hash = hashAt < 0 ? '' : src.slice(hashAt);
  const bare = hashAt < 0 ? src : src.slice(0, hashAt);
  if (format === 'queryString') {
    const query = /[?&]format=[^&]*/.test(bare)
      ? bare.replace(/([?&])format=[^&]*/, `$1format=${width}w`)
      : `${bare}${bare.includes('?') ? '&' : '?'}format=${width}w`;
    return query + hash;
  }
  const queryAt = bare.indexOf('?');
  const path = queryAt < 0 ? bare : bare.slice(0, queryAt);
  const query = queryAt < 0 ? '' : bare.slice(queryAt);
  const slash = path.lastIndexOf('/');
  const dot = path.lastIndexOf('.');
  const sized = dot > slash ? `${path.slice(0, dot)}-${width}w${path.slice(dot)}` : `${path}-${width}w`;
  return sized + query + hash;
}

/**
 * A `srcset` of every host width up to the image's own width (an image is
 * never asked for wider than it was uploaded; unknown width → all of them).
 */
export function imageSrcset(src: string, format: SizeFormat = 'queryString', intrinsicWidth = 0): string {
  return hostWidths(intrinsicWidth).map((width) => `${imageUrl(src, width, format)} ${width}w`).join(', ');
}

/**
 * The host widths an image may be asked for, widest first: those up to its
 * own width, and always the narrowest (unknown width, 0 → all of them).
 */
export function hostWidths(intrinsicWidth = 0): number[] {
  return IMAGE_WIDTHS.filter((width) => !intrinsicWidth || width <= intrinsicWidth || width === IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]);
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
