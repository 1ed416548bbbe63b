/**
 * The gallery's index state machine (spec §4 "Gallery"): normalised indices,
 * clamp or loop at the ends, no change while a motion (the design's show()
 * promise) or a linked gallery's motion is under way.
 */
import { wrapIndex } from '../../shared/wrap-index';
import type { ChangeSource, GalleryEngine } from './types';

/** What {@link createEngine} needs. */
export interface EngineOptions {
  count: number;
  loop: boolean;
  /** The first index (normalised); 0 by default. */
  index?: number;
  /** Show slide `index`; the gallery counts as in motion until a returned promise settles. */
  show(index: number, from: number, direction: 1 | -1): void | Promise<void>;
  /** True while a linked gallery moves: changes other than `link` ones are refused (spec §4). */
  blocked?(): boolean;
}

/** Creates the engine; it changes nothing in the DOM (the block and the design do). */
export function createEngine({ count, loop, index = 0, show, blocked }: EngineOptions): GalleryEngine {
  let listeners: Record<string, ((...args: never[]) => void)[]> = {};
  const fire = (event: string, ...args: unknown[]) =>
    listeners[event]?.slice().forEach((listener) => (listener as (...a: unknown[]) => void)(...args));
  let moving = false;
  let alive = true;
  index = wrapIndex(index, count);

  const refused = (source: ChangeSource) => !alive || !count || moving || (source !== 'link' && !!blocked?.());
  const go = (target: number, source: ChangeSource, direction?: 1 | -1): boolean => {
    const to = wrapIndex(target, count);
    const from = index;
    if (refused(source) || to === from) return false;
    index = to;
    const motion = show(to, from, direction || (to > from ? 1 : -1));
    if (motion) {
      moving = true;
      const settle = () => {
        moving = false;
        fire('settle', index);
      };
      motion.then(settle, settle);
    }
    fire('change', to, from, source);
    return true;
  };
  const step = (direction: 1 | -1, source: ChangeSource) => {
    if (refused(source)) return false;
    if (loop || index !== (direction > 0 ? count - 1 : 0)) return go(index + direction, source, direction);
    fire(direction > 0 ? 'reached-end' : 'reached-beginning');
    return false;
  };

  return {
    get index() {
      return index;
    },
    count,
    get inMotion() {
      return moving;
    },
    goTo: (target, source = 'api') => go(target, source),
    next: (source = 'api') => step(1, source),
    previous: (source = 'api') => step(-1, source),
    on(event: string, listener: (...args: never[]) => void) {
      (listeners[event] ||= []).push(listener);
      return () => void (listeners[event] = listeners[event]?.filter((l) => l !== listener));
    },
    destroy() {
      alive = false;
      listeners = {};
    },
  };
}
