/**
 * The image chunk (spec §3 "Images", §4 "Images"). It serves two rows of the
 * catalogue:
 * - `image`: every `img[data-src]` that no block manages; the root is the
 *   image itself. Outside every `.sqs-block` that includes those with
 *   `data-load="false"` (a template's banner `figure.content-fill`, an index
 *   page's section images): the template counts on the runtime to load them,
 *   and no block would;
 * - `image-block`: the builder's image block (`.sqs-block.image-block`,
 *   `data-block-type="5"`), whose `img[data-src]` carries `data-load="false"`,
 *   which means "the block decides when", not "never": this block loads it.
 *
 * Lazy by default: an image loads when it comes within 200 px of the
 * viewport. `data-load="true"` loads it at once (our reading: the attribute
 * that says "do not load" when false says "load now" when true, for images
 * above the fold).
 */
import type { BlockContext, Unmount } from '../../core/types';
import { FEATURE_FAILED } from '../../shared/image/errors';
import { loadImage, resetImage, whenNear, type ImageLoadOptions } from '../../shared/image/load';

/**
 * Load `img` when it is near (`force`: even with `data-load="false"`), then
 * fetch the chunk that follows its box (watch.ts: the narrow class, resizes);
 * the returned stop cancels what is pending and removes what was added
 * (styles, marker, `sqs-narrow-width`). The loaded `src`/`srcset` stay:
 * removing them would blank the picture the visitor is looking at.
 */
function mountImage(img: HTMLImageElement, context: BlockContext, force: boolean): () => void {
  const win = img.ownerDocument.defaultView as Window & typeof globalThis;
  const abort = new win.AbortController();
  const { signal } = abort;
  const options: ImageLoadOptions = { report: context.report, signal, force };
  const reload = () => loadImage(img, options);
  let unwatch = () => {};
  const load = () => {
    const loaded = reload();
    import('../../shared/image/watch')
      .then((m) => signal.aborted || (unwatch = m.watch(img, loaded ? reload : null, win)))
      .catch((error) => context.report(error, FEATURE_FAILED));
  };
  const cancel = img.getAttribute('data-load') === 'true' ? (load(), () => {}) : whenNear(img, load, win);
  return () => {
    cancel();
    unwatch();
    abort.abort();
    resetImage(img);
  };
}

/** Mount an image (`image`), or every waiting image of an image block (`image-block`). */
export function mount(root: HTMLElement, context: BlockContext): Unmount {
  // The row's selector took only the images no block decides for: `data-load="false"` is for none of them.
  if (root.nodeName === 'IMG') return mountImage(root as HTMLImageElement, context, true);
  const stops = Array.from(root.querySelectorAll<HTMLImageElement>('img[data-src][data-load=false]'), (img) =>
    mountImage(img, context, true),
  );
  return () => stops.forEach((stop) => stop());
}
