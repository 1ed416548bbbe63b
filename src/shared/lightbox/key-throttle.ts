/**
 * spec §4 "Lightbox", §9: arrow keys step slides at most once per 200 ms. The
 * first press moves at once; presses within 200 ms of the last move are
 * dropped (not queued), so a held key or a burst of presses moves once per
 * 200 ms and stops as soon as the visitor lets go.
 */

/** Returns the gate: true when a key press may move now (and counts it as a move). */
export function createKeyThrottle(interval: number, now: () => number = Date.now): () => boolean {
  let last = -Infinity;
  return () => {
    const time = now();
    if (time - last < interval) return false;
    last = time;
    return true;
  };
}
