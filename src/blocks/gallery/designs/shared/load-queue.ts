/**
 * Asks for slide images one task at a time (spec §9: stacked and strip
 * preload; "zero long tasks" with 50 slides). Each image load measures its
 * box, so a jump across a thumbnail strip that wants a dozen images at once
 * would force a dozen layouts in one task; instead the first (the current
 * slide) loads at once and the rest follow, nearest first, one per task. A
 * newer window replaces what is still waiting of an older one, its first
 * image again at once.
 *
 * @build-inline: stateless and small, copied into each chunk that imports
 * it (scripts/inline-small-modules.mjs) rather than made a chunk of its own
 * (the stacked and strip designs' chunks each carry their copy: one request
 * fewer for a slideshow).
 */
import type { DesignUndo } from './design-undo';
import type { DesignContext } from '../../types';

/** Returns `load(indices)` for `context`'s slides; `undo.restore()` drops what still waits. */
export function createLoadQueue(context: DesignContext, undo: DesignUndo): (indices: readonly number[]) => void {
  const { win } = context;
  let waiting: number[] = [];
  let timer = 0;
  const next = () => {
    win.clearTimeout(timer);
    const index = waiting.shift();
    timer = waiting.length ? win.setTimeout(next) : 0;
    if (index !== undefined) context.loadSlide(context.slides[index]);
  };
  undo.add(() => {
    waiting = [];
    win.clearTimeout(timer);
  });
  return (indices) => {
    waiting = indices.slice();
    next();
  };
}
