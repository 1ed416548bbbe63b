/**
 * First images never wait for block code (README "First images"): the loader
 * gives an image in or near the first viewport the `srcset` and `sizes` the
 * image loader would give it, so the browser fetches it while the block's
 * chunks are on their way. The image loader later computes the same two
 * values from the same rules (src/shared/image/url.ts; the drawn width of
 * src/shared/image/width.ts), so the browser picks the same file and nothing
 * is fetched twice.
 *
 * Only the plain case: an image with a device-pixel-ratio bound, a size
 * adjustment, its own `data-srcset`, a shape mask, a background or the
 * `filename` size format is left to the image loader, as is every image under Save-Data, and any image the
 * server already gave a `src` or `srcset` (the browser has it on the way).
 */
import { fitModeOf } from '../shared/image/fit-mode';
import { parseDimensions, queryUrl, sizesOf, srcsetOf } from '../shared/image/url';
import { inReach } from './roots';

/**
 * spec §9 "Image": the lazy margin, in px. Written out, not imported: this is
 * dist/loader.js, and the catalogue's `IMAGE_LOADING.lazyMargin`
 * (src/core/enums/media.ts) is a CSS length ('200px'); keep the two equal.
 */
export const LAZY_MARGIN_PX = 200;

/** What only the image loader handles (see above). */
const NOT_PLAIN =
  '[src],[srcset],[data-srcset],[data-dpr-min],[data-dpr-max],[data-size-adjustment],[data-shape-mask],[data-use-bg-image=true],[data-size-format=filename]';

/**
 * The first images of `root` (its `selector`, or the root itself when empty):
 * their boxes are read now, and what to write is returned, so the caller
 * reads every box on the page before it writes anything (one layout).
 */
export function startImages(root: Element, selector: string, win: Window & typeof globalThis): (() => void)[] {
  if ((win.navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return [];
  return Array.from(
    selector ? root.querySelectorAll<HTMLImageElement>(selector) : [root as HTMLImageElement],
    (img) => {
      const data = img.dataset;
      const mode = fitModeOf(img)!;
      const fit = /^(fill|cover)$/.test(mode) ? Math.max : /^(fit|contain)$/.test(mode) ? Math.min : 0;
      // A fitted image is drawn in its parent's box (the image loader sizes it to 100 %).
      let box = img.getBoundingClientRect();
      if (fit || !box.width) box = img.parentElement!.getBoundingClientRect();
      const { width, height } = parseDimensions(data.imageDimensions);
      const plain = data.src && !img.matches(NOT_PLAIN) && box.width && inReach(box, LAZY_MARGIN_PX, win);
      return () => {
        if (!plain) return;
        img.sizes = sizesOf(
          fit && width && height && box.height ? fit(box.width, (box.height * width) / height) : box.width,
        );
        img.srcset = srcsetOf(data.src!, width, queryUrl);
        img.setAttribute('fetchpriority', 'high');
      };
    },
  );
}
