/**
 * The loading strategies (README "Loading strategies"): when a found root's
 * code is fetched. The loader's boot (../boot.ts) starts `eager` roots and
 * `visible` ones already in view; the runtime waits for the rest with these.
 */
import { IDLE_FALLBACK_MS } from '../../core/enums/timings';
import type { LoadStrategy } from '../../core/types';
import { VISIBLE_MARGIN } from '../roots';

/**
 * A strategy calls `run` at most once and returns a cancel function that
 * removes every observer, listener or timer it set (destroy must leave
 * nothing behind).
 */
export type Strategy = (element: Element, run: () => void, win: Window & typeof globalThis) => () => void;

const none = () => {};

/** At once: for blocks a visitor may use before scrolling (forms). */
const eager: Strategy = (_element, run) => (run(), none);

/**
 * Within {@link VISIBLE_MARGIN} px of the viewport, as the observer says
 * (its first answer, after the next layout, tells a root already there: no
 * box is read here, which would force a layout into this task); at once
 * without IntersectionObserver (old browsers, some embedded web views),
 * where waiting could mean never.
 */
const visible: Strategy = (element, run, win) => {
  if (!win.IntersectionObserver) return eager(element, run, win);
  const observer = new win.IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        run();
      }
    },
    { rootMargin: `${VISIBLE_MARGIN}px` },
  );
  observer.observe(element);
  return () => observer.disconnect();
};

/**
 * When the browser is next idle (at the latest after 2 s of a busy page): for
 * blocks on the page that the first paint does not need. Without
 * requestIdleCallback, after the spec's idle fallback (§9: 50 ms).
 */
const idle: Strategy = (_element, run, win) => {
  if (win.requestIdleCallback) {
    const id = win.requestIdleCallback(run, { timeout: 2000 });
    return () => win.cancelIdleCallback(id);
  }
  const id = win.setTimeout(run, IDLE_FALLBACK_MS);
  return () => win.clearTimeout(id);
};

/** The first signs of a visitor about to use a root: a pointer over it, a touch, focus, a key. */
const INTENT = ['pointerover', 'touchstart', 'focusin', 'keydown'];

/** At the first pointer, focus or key on the root: for blocks that do nothing until used. */
const interaction: Strategy = (element, run) => {
  const once = () => (cancel(), run());
  const cancel = () => INTENT.forEach((type) => element.removeEventListener(type, once));
  INTENT.forEach((type) => element.addEventListener(type, once, { passive: true }));
  return cancel;
};

/** The table, picked by name: a root's `data-load-on`, else its block's default. */
export const strategies: Record<LoadStrategy, Strategy> = { eager, visible, idle, interaction };
