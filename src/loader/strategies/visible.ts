import type { Strategy } from './strategy';

/** How near the viewport a block must come before its code is fetched. */
export const VISIBLE_MARGIN = '400px';

/**
 * Load when the root comes within {@link VISIBLE_MARGIN} of the viewport.
 * Without IntersectionObserver (old browsers, some embedded web views) waiting
 * could mean never, so it loads at once.
 */
export const visible: Strategy = (element, run, win) => {
  if (!('IntersectionObserver' in win)) {
    run();
    return () => {};
  }
  const observer = new win.IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        run();
      }
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  observer.observe(element);
  return () => observer.disconnect();
};
