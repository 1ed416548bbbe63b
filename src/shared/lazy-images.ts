/**
 * Images a block holds back with `data-load="false"` (a summary's
 * thumbnails, a product page's gallery), loaded by the image loader
 * (src/shared/image/load.ts) as each comes within 200 px of the viewport:
 * at once for those already in view, the others as the visitor scrolls or
 * pages to them. Each fills its box, cropped around its focal point
 * (`data-image-focal-point`), unless it says its own `data-mode`: the
 * builder draws these pictures at the box's shape, which the theme
 * reserves, so nothing moves when they arrive.
 *
 * The image loader is imported when this starts, not with the block: a
 * block without such images never fetches it, and a page with other images
 * already has it.
 *
 * @build-inline: stateless; each importer carries its own copy (a few
 * lines), not a chunk of its own.
 */
import type { ImageReport } from './image/errors';

/**
 * Start `images`; returns the stop, which cancels the loads still waiting
 * and puts back the styles the loader set (the pictures already shown stay).
 */
export function loadImagesWhenNear(images: readonly HTMLImageElement[], report: ImageReport): () => void {
  const abort = new AbortController();
  const { signal } = abort;
  let stops: (() => void)[] = [];
  if (images.length)
    import('./image/load')
      .then(({ loadImage, resetImage, whenNear }) => {
        if (signal.aborted) return;
        stops = images.map((img) => {
          const win = img.ownerDocument.defaultView as Window & typeof globalThis;
          const mode = img.hasAttribute('data-mode') ? {} : { mode: 'fill' };
          const cancel = whenNear(img, () => loadImage(img, { force: true, signal, report, ...mode }), win);
          return () => {
            cancel();
            resetImage(img);
          };
        });
      })
      .catch((error: unknown) => report(error, 'image loader failed to load'));
  return () => {
    abort.abort();
    stops.forEach((stop) => stop());
  };
}
