/**
 * The image block chunk (spec §3 "Images", §4 "Images"): every
 * `img[data-src]` outside galleries (`data-load="false"` images belong to the
 * gallery, which loads them itself). The root is the image itself.
 *
 * Lazy by default: the image loads when it comes within 200 px of the
 * viewport. `data-load="true"` loads it at once (our reading: the attribute
 * that says "do not load" when false says "load now" when true, for images
 * above the fold).
 */
import type { BlockContext, Unmount } from '../../core/types';
import { FEATURE_FAILED } from '../../shared/image/errors';
import { loadImage, resetImage, whenNear, type ImageLoadOptions } from '../../shared/image/load';

/**
 * Load `root` (an image) when it is near, then fetch the chunk that follows
 * its box (watch.ts: the narrow class, resizes); on destroy cancel what is
 * pending and remove what was added (styles, marker, `sqs-narrow-width`).
 * The loaded `src`/`srcset` stay: removing them would blank the picture the
 * visitor is looking at.
 */
export function mount(root: HTMLElement, context: BlockContext): Unmount {
  const img = root as HTMLImageElement;
  const win = img.ownerDocument.defaultView as Window & typeof globalThis;
  const abort = new win.AbortController();
  const { signal } = abort;
  const options: ImageLoadOptions = { report: context.report, signal };
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
