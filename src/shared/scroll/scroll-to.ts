/**
 * The scroll helper (spec §9 "Scroll: offset 30 px, min and max durations
 * 50 ms, easing easeOutSine"; scroll end after 300 ms): brings an element to
 * the top of the viewport, 30 px below the edge, so a fixed header or the
 * browser's edge does not cut it. Used by the form's scroll to its message
 * and by in-page anchor links (src/features/anchor-links).
 *
 * Reading of the durations: the spec gives a minimum and a maximum, both
 * 50 ms; the duration is the distance at 2 px per ms, kept between the two,
 * so with the spec's values every smooth scroll takes 50 ms, and a caller
 * may widen the range. Under reduced motion the jump is instant. A wheel,
 * touch or key press by the visitor stops the animation where it is.
 */
import { SCROLL } from '../../core/enums/timings';
import { prefersReducedMotion } from '../../core/ui/reduced-motion';
import { createTween } from '../../core/ui/tween';
import { whenScrollEnds } from './scroll-end';

/** The distance covered per ms before the duration is clamped (reading, see the file comment). */
export const SCROLL_SPEED_PX_PER_MS = 2;

/** spec §9: easeOutSine. */
export const easeOutSine = (t: number): number => Math.sin((t * Math.PI) / 2);

/** Options of {@link scrollToElement}. */
export interface ScrollToOptions {
  /** Space left above the element, in px; default 30. */
  offset?: number;
  minDuration?: number;
  maxDuration?: number;
  /** Instead of reading prefers-reduced-motion. */
  instant?: boolean;
  /** For tests: the frame scheduler and clock of the tween. */
  raf?: (callback: FrameRequestCallback) => number;
  cancelRaf?: (handle: number) => void;
  now?: () => number;
}

/** The scroll position that puts `element` `offset` px below the viewport's top, within the page. */
export function scrollTarget(element: Element, win: Window, offset: number = SCROLL.offset): number {
  const root = win.document.documentElement;
  const max = Math.max(0, root.scrollHeight - win.innerHeight);
  const y = element.getBoundingClientRect().top + win.scrollY - offset;
  return Math.round(Math.min(max, Math.max(0, y)));
}

/** The duration of a scroll over `distance` px: 2 px per ms, between `min` and `max`. */
export function scrollDuration(
  distance: number,
  min: number = SCROLL.minDurationMs,
  max: number = SCROLL.maxDurationMs,
): number {
  return Math.min(max, Math.max(min, Math.abs(distance) / SCROLL_SPEED_PX_PER_MS));
}

const STOP_EVENTS = ['wheel', 'touchstart', 'keydown'] as const;

/**
 * Scroll the page to `element`; resolves when the scroll has ended (no
 * scroll event for 300 ms). Never throws: scrolling is a courtesy.
 */
export function scrollToElement(element: Element, options: ScrollToOptions = {}): Promise<void> {
  const win = element.ownerDocument.defaultView;
  if (!win) return Promise.resolve();
  try {
    const from = win.scrollY;
    const to = scrollTarget(element, win, options.offset);
    const ended = whenScrollEnds(win, win);
    // 'instant': a page with `scroll-behavior: smooth` would otherwise animate each step again.
    const jump = (top: number) => win.scrollTo({ left: win.scrollX, top, behavior: 'instant' });
    if (options.instant ?? prefersReducedMotion(win)) {
      jump(to);
      return ended;
    }
    const release = () => STOP_EVENTS.forEach((type) => win.removeEventListener(type, stop));
    const stop = () => (tween.destroy(), release());
    const tween = createTween((progress) => jump(from + (to - from) * progress), {
      duration: scrollDuration(to - from, options.minDuration, options.maxDuration),
      easing: easeOutSine,
      onEnd: release,
      raf: options.raf,
      cancelRaf: options.cancelRaf,
      now: options.now,
    });
    STOP_EVENTS.forEach((type) => win.addEventListener(type, stop, { passive: true }));
    tween.start();
    return ended;
  } catch {
    return Promise.resolve();
  }
}
