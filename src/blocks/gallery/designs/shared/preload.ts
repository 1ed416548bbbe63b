/**
 * Which slides to load (spec §9: stacked and strip preload 1): the current
 * one first, then `preload` neighbours on each side, nearest first.
 */
import { wrapIndex } from '../../../../shared/wrap-index';

/**
 * `index` and up to `preload` slides each side of it, nearest first; with
 * `loop` the window wraps around the ends, without it stops at them. Every
 * index appears once (a small gallery's window can meet itself).
 */
export function preloadWindow(index: number, count: number, preload: number, loop: boolean): number[] {
  const out = count > 0 ? [index] : [];
  for (let distance = 1; distance <= preload; distance++) {
    for (const raw of [index + distance, index - distance]) {
      const i = loop ? wrapIndex(raw, count) : raw;
      if (i >= 0 && i < count && !out.includes(i)) out.push(i);
    }
  }
  return out;
}
