/**
 * spec §4 "Lightbox", §9: arrow keys step slides at most once per 200 ms. The
 * first press moves at once; presses within 200 ms of the last move are
 * dropped (not queued), so a held key or a burst of presses moves once per
 * 200 ms and stops as soon as the visitor lets go.
 *
 * Time is the key event's own `timeStamp` (when the key was pressed), not
 * the moment the handler runs: on a busy page a held key's events may be
 * handled late and bunched together, and still step once per 200 ms of
 * pressing. It also makes the gate a pure function of its inputs.
 */

/** Returns the gate: true when a key pressed at `time` (ms) may move now (and counts it as a move). */
export function createKeyThrottle(interval: number): (time: number) => boolean {
  let last = -Infinity;
  return (time) => {
    if (time - last < interval) return false;
    last = time;
    return true;
  };
}
