/**
 * spec §9 "Image": "newsletter small container under 320 px". The block gets
 * {@link SMALL_CONTAINER_CLASS} while it is narrower than that, so a theme
 * can stack its field and button (the spec gives the width, not the class's
 * name: this is our name, README "Newsletter"). Followed with a
 * ResizeObserver when the browser has one; without it, measured once.
 */
import { IMAGE_LOADING } from '../../core/enums/media';
import { guard } from '../../core/guard';

/** The class of a newsletter block narrower than 320 px. */
export const SMALL_CONTAINER_CLASS = 'newsletter-small-container';

/** Keeps the class on `block` while it is narrow; returns the stop, which removes the class it added. */
export function followSmallContainer(block: HTMLElement, win: Window & typeof globalThis): () => void {
  // A class the server wrote is left alone.
  if (block.classList.contains(SMALL_CONTAINER_CLASS)) return () => {};
  const measure = (width: number) => {
    // A block with no layout yet (hidden) is left as it is.
    if (width) block.classList.toggle(SMALL_CONTAINER_CLASS, width < IMAGE_LOADING.newsletterSmallWidth);
  };
  const stop = () => block.classList.remove(SMALL_CONTAINER_CLASS);
  measure(block.getBoundingClientRect().width);
  if (!win.ResizeObserver) return stop;
  const observer = new win.ResizeObserver(
    guard((entries: ResizeObserverEntry[]) => measure(entries[entries.length - 1].contentRect.width), block),
  );
  observer.observe(block);
  return () => {
    observer.disconnect();
    stop();
  };
}
