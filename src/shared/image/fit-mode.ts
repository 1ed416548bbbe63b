/**
 * An image's fit mode (spec §3 "Images": `data-mode` fill, cover, fit,
 * contain), one reading for the image loader (load.ts) and the loader's first
 * images (src/loader/first-images.ts), so both size the image for the same box.
 *
 * `data-mode` when the image has one; else the builder's older markup, which
 * says it with a class on the image's parent: `content-fill` (read as `fill`)
 * or `content-fit` (read as `fit`). Else `undefined`: the image keeps its own
 * shape. Not on a 7.0 gallery slide's `a.image-slide-anchor`: the builder
 * writes `content-fit` there whatever the block's `auto-crop`, and the
 * gallery's design places the image (the cell's crop is the design's).
 * Short on purpose: every page with a first image downloads it.
 */
export const fitModeOf = (img: HTMLElement): string | undefined => {
  const parent = img.parentElement?.className || '';
  return (
    img.dataset.mode ??
    (/\bimage-slide-anchor\b/.test(parent) ? undefined : /(?:^|\s)content-(fill|fit)(?:\s|$)/.exec(parent)?.[1])
  );
};
