/**
 * Linked galleries (spec §4 "Gallery"): a slideshow and its thumbnail strip
 * follow each other both ways. A change that came from the link is never
 * passed back, so the two cannot ping-pong; each engine refuses visitor
 * changes while the other moves (its `blocked` option).
 */
import type { ChangeSource, GalleryEngine } from './types';

/** Keeps `a` and `b` on the same index; returns the function that unlinks them. */
export function linkEngines(a: GalleryEngine, b: GalleryEngine): () => void {
  const follow = (other: GalleryEngine) => (index: number, _from: number, source: ChangeSource) => {
    if (source !== 'link') other.goTo(index, 'link');
  };
  const offA = a.on('change', follow(b));
  const offB = b.on('change', follow(a));
  return () => (offA(), offB());
}
