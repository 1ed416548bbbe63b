/**
 * The image queue (spec §9 "Gallery": image queue concurrency 16, 1 on
 * mobile): at most that many images download at once, the rest wait in order.
 */
import { IMAGE_QUEUE_CONCURRENCY } from '../../core/enums/gallery-constants';
import { BREAKPOINTS } from '../../core/enums/limits';

/**
 * Queue `start` (it begins one download); the returned `leave` takes it out
 * if still waiting, or frees its place if running. Call `leave` once the
 * download settles; calling it again does nothing.
 */
export type ImageQueue = (start: () => void) => () => void;

/** A queue that runs at most `limit()` tasks at once (read at every start, so it follows the viewport). */
export function createImageQueue(limit: () => number): ImageQueue {
  const waiting = new Set<() => void>();
  let running = 0;
  const pump = () => {
    for (const start of waiting) {
      if (running >= limit()) continue;
      waiting.delete(start);
      running++;
      start();
    }
  };
  return (start) => {
    let left = false;
    const run = () => start();
    waiting.add(run);
    pump();
    return () => {
      // Not waiting any more: it was running, unless it already left.
      if (!waiting.delete(run) && !left) running--;
      left = true;
      pump();
    };
  };
}

/**
 * Where the page keeps its one queue: on the window, under a registered symbol,
 * so every copy of this module finds the same queue (the image block's shared
 * chunk and the gallery's own copy: rollup.config.mjs BUNDLES). Two queues would
 * let twice the spec's downloads run at once. It holds only waiting tasks, which
 * their loads cancel, so nothing here needs resetting between tests.
 */
const QUEUE = Symbol.for('site-runtime:image-queue');
type QueueWindow = Window & { [QUEUE]?: ImageQueue };

/**
 * The page's image queue. Mobile (spec §9 "Breakpoints": 432 px or less)
 * loads one image at a time; `innerWidth` is the width `max-width` media
 * queries test, scrollbar included.
 */
export function imageQueueFor(win: Window): ImageQueue {
  const page = win as QueueWindow;
  return (page[QUEUE] ??= createImageQueue(() =>
    win.innerWidth > BREAKPOINTS.mobileMax ? IMAGE_QUEUE_CONCURRENCY.default : IMAGE_QUEUE_CONCURRENCY.mobile,
  ));
}
