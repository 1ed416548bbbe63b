import type { Metric, Vitals } from './performance-records';

// The metrics cannot unsubscribe (as in web-vitals, every onLCP/onINP/… call
// adds page observers for good). So a page subscribes once, and each recorder (the global destroy
// then init makes a new one) listens to that one feed. Keyed by window and
// loader function, so tests with their own fakes share nothing.
type Feed = Set<(metric: Metric) => void>;
const feeds = new WeakMap<Window, Map<() => Promise<Vitals>, Feed>>();

/**
 * Listen to the page's web vitals; the module is loaded and subscribed
 * once per window (pass the same `load` function each time). Returns the unsubscribe.
 */
export function subscribeVitals(
  win: Window,
  load: () => Promise<Vitals>,
  listener: (metric: Metric) => void,
): () => void {
  const mine = feeds.get(win) || new Map<() => Promise<Vitals>, Feed>();
  feeds.set(win, mine);
  let listeners = mine.get(load);
  if (!listeners) {
    const set: Feed = new Set();
    mine.set(load, set);
    listeners = set;
    load().then(
      (vitals) =>
        [vitals.onLCP, vitals.onCLS, vitals.onINP, vitals.onFCP, vitals.onTTFB].forEach((on) =>
          on((metric) => set.forEach((each) => each(metric))),
        ),
      () => mine.delete(load), // no metrics chunk: no records, try again next time
    );
  }
  listeners.add(listener);
  const feed = listeners;
  return () => void feed.delete(listener);
}
