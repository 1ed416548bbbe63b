/**
 * Animated blocks (spec §4 "Other blocks"): an element with
 * `data-animation-role` gets the 'animation loaded' marker, the class
 * `animation-loaded`, once it is at least 50 % visible (or taller than the
 * viewport and intersecting) and its pending images have loaded; theme CSS
 * starts its entrance animation from that class. Under reduced motion, or
 * without IntersectionObserver, it is marked at once (nothing should wait
 * for an animation the visitor does not want). See docs/blocks/animation.md.
 */
import type { Unmount } from '../../core/types';
import { prefersReducedMotion } from '../../core/ui/reduced-motion';
import { createMarkupUndo } from '../../shared/markup-undo';
import { ANIMATION_THRESHOLDS, isSeen, pendingImages, whenLoaded } from './visibility';

export { ANIMATION_THRESHOLDS, isSeen } from './visibility';

/** The 'animation loaded' marker. */
export const ANIMATION_LOADED_CLASS = 'animation-loaded';

/** The bubbling event fired on the element when it is marked. */
export const ANIMATION_LOADED_EVENT = 'site-runtime:animation-loaded';

/** The loader's entry: watch one animated element. */
export function mount(root: HTMLElement): Unmount {
  const win = root.ownerDocument.defaultView as Window & typeof globalThis;
  const undo = createMarkupUndo();
  let live = true;
  const mark = () => {
    if (!live) return;
    undo.cls(root, ANIMATION_LOADED_CLASS);
    root.dispatchEvent(new CustomEvent(ANIMATION_LOADED_EVENT, { bubbles: true }));
  };
  if (prefersReducedMotion(win) || !win.IntersectionObserver) {
    mark();
    return () => undo.restore();
  }
  const observer = new win.IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => isSeen(entry, win.innerHeight))) return;
      observer.disconnect();
      // The images loading at this moment: those the image loader starts later are not waited for.
      void whenLoaded(pendingImages(root)).then(mark);
    },
    { threshold: ANIMATION_THRESHOLDS },
  );
  observer.observe(root);
  undo.add(() => observer.disconnect());
  return () => {
    live = false;
    undo.restore();
  };
}
