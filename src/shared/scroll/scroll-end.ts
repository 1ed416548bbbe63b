/**
 * spec §9 "Escape delay 10 ms; scroll-end timeout 300 ms": a scroll has
 * ended once 300 ms pass without a `scroll` event. Browsers have a
 * `scrollend` event, but not all of them, and it never fires for a scroll
 * that did not move: the time-out is the one rule.
 */
import { SCROLL_END_TIMEOUT_MS } from '../../core/enums/timings';

/** Resolves when `target` has not scrolled for `ms`; the timer starts now. */
export function whenScrollEnds(
  target: EventTarget,
  timers: Pick<Window, 'setTimeout' | 'clearTimeout'>,
  ms: number = SCROLL_END_TIMEOUT_MS,
): Promise<void> {
  return new Promise((resolve) => {
    let timer = timers.setTimeout(done, ms);
    const onScroll = () => {
      timers.clearTimeout(timer);
      timer = timers.setTimeout(done, ms);
    };
    function done() {
      target.removeEventListener('scroll', onScroll);
      resolve();
    }
    target.addEventListener('scroll', onScroll, { passive: true });
  });
}
