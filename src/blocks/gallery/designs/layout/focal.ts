/**
 * Cover-cropping around a focal point (spec §3 "Images":
 * data-image-focal-point, default 0.5,0.5).
 *
 * @build-inline: stateless and small, copied into each chunk that imports
 * it (scripts/inline-small-modules.mjs) rather than made a chunk of its own.
 */

const clamp = (n: number) => Math.min(1, Math.max(0, n));

/**
 * The `object-position` fractions `[x, y]` that put an image's focal point
 * `[fx, fy]` as near the centre of a cover-cropped box as the crop allows.
 *
 * `object-position: p` lines the point at `p` of the image up with `p` of
 * the box, an offset of `(box - image) * p`; centring the focal point needs
 * the offset `box / 2 - f * image`, so `p = (f * image - box / 2) / (image - box)`,
 * clamped so the crop never leaves the image. Ratios are width / height.
 */
export function focalPosition(
  imageRatio: number,
  boxRatio: number,
  [fx, fy]: readonly [number, number],
): [number, number] {
  // The image's overflowing side, in units of the box's side (the other side fits exactly).
  const pick = (f: number, image: number) => (image > 1 + 1e-9 ? clamp((f * image - 0.5) / (image - 1)) : f);
  return imageRatio > boxRatio ? [pick(fx, imageRatio / boxRatio), fy] : [fx, pick(fy, boxRatio / imageRatio)];
}
