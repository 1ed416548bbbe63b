/**
 * What follows a loaded image block's box (spec §9 "Image"): a chunk of its
 * own, fetched once an image block has loaded. It keeps `sqs-narrow-width` on
 * the block around the image (narrower than 415 px), and re-places the image
 * when its box changes, if anything depends on the box: a wider reload
 * (`data-force-image-update`), a position computed from its size (advanced
 * positioning or a background, unless `data-fixed-ratio` says percentages hold
 * at every size), the narrow class. A ResizeObserver on the parent and the
 * block when the browser has one, else the window's resize event.
 */

import { IMAGE_LOADING } from '../../core/enums/media';
import { guard } from '../../core/guard';

const NARROW = 'sqs-narrow-width';

/**
 * Start following `img`'s box; `reload` re-places the image (null: the image
 * did not load, only the narrow class is set, once). Returns the stop
 * function, which also removes the narrow class it added.
 */
export function watch(
  img: HTMLImageElement,
  reload: (() => unknown) | null,
  win: Window & typeof globalThis,
): () => void {
  const block = img.closest<HTMLElement>('.sqs-block.image-block');
  // A class the server wrote is left alone.
  const own = block && !block.classList.contains(NARROW) ? block : null;
  const narrow = () => {
    // A block with no layout yet is left as it is.
    const width = own && own.getBoundingClientRect().width;
    if (width) own.classList.toggle(NARROW, width < IMAGE_LOADING.narrowWidth);
  };
  const stop = () => own?.classList.remove(NARROW);
  const flag = (name: string) => img.getAttribute(`data-${name}`) === 'true';
  narrow();
  const positioned = (flag('use-advanced-positioning') || flag('use-bg-image')) && !flag('fixed-ratio');
  if (!reload || !(own || positioned || flag('force-image-update'))) return stop;
  // Guarded, named for the image's block: what a re-placing throws reaches the funnel with its stack.
  const changed = guard(() => (narrow(), reload()), img);
  if (win.ResizeObserver) {
    const observer = new win.ResizeObserver(changed);
    [img.parentElement, own].forEach((element) => element && observer.observe(element));
    return () => (observer.disconnect(), stop());
  }
  win.addEventListener('resize', changed);
  return () => (win.removeEventListener('resize', changed), stop());
}
