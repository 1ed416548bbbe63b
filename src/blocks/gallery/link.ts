/**
 * Linked galleries (spec §4 "Gallery"): a slideshow and its thumbnail strip
 * follow each other both ways. A change that came from the link is never
 * passed back, so the two cannot ping-pong; each engine refuses visitor
 * changes while the other moves (its `blocked` option).
 */
import type { ChangeSource, GalleryEngine } from './types';

/**
 * Keeps `a` and `b` on the same index; returns the function that unlinks
 * them. A follower refused because it was still moving catches up with the
 * last one the visitor moved when either settles.
 */
export function linkEngines(a: GalleryEngine, b: GalleryEngine): () => void {
  let leader = a;
  const follow =
    (self: GalleryEngine, other: GalleryEngine) => (index: number, _from: number, source: ChangeSource) => {
      if (source === 'link') return;
      leader = self;
      other.goTo(index, 'link');
    };
  const catchUp = () => {
    const follower = leader === a ? b : a;
    if (follower.index !== leader.index) follower.goTo(leader.index, 'link');
  };
  const offs = [
    a.on('change', follow(a, b)),
    b.on('change', follow(b, a)),
    a.on('settle', catchUp),
    b.on('settle', catchUp),
  ];
  return () => offs.forEach((off) => off());
}
