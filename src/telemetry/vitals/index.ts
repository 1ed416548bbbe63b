/**
 * The five metrics of a page view (web.dev definitions), each `onX(report)`
 * as web-vitals names them, without the library. Reported as web-vitals does
 * by default: FCP and TTFB once; LCP once it is final (the first input, or the
 * page hidden); CLS and INP when the page is hidden. A page that was hidden
 * before a paint reports no paint metric.
 *
 * A back/forward-cache restore is a new page view (navigationType
 * `back-forward-cache`), as in web-vitals: TTFB 0, FCP and LCP the time to
 * the restored page's next frame, CLS and INP measured again from zero and
 * reported when it is hidden again (performance records send them under
 * the new view's pageLoadId).
 */
import { activationStart, metricReporter, type Metric } from './metric';
import { firstHidden, observe, onRestore, RESTORED, restoredPaint, whenHidden } from './observe';

export type { Metric } from './metric';

type Report = (metric: Metric) => void;
type Win = Window & typeof globalThis;

/** Time to first byte: the navigation's response start, once the page has loaded. */
export function onTTFB(report: Report, win: Win = window): void {
  const send = metricReporter('TTFB', report, win);
  const measure = () => {
    const entry = win.performance?.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
    if (entry) send(Math.max(entry.responseStart - activationStart(win), 0));
  };
  if (win.document.readyState === 'complete') setTimeout(measure);
  else win.addEventListener('load', () => setTimeout(measure), { once: true });
  onRestore(win, () => metricReporter('TTFB', report, win, RESTORED)(0));
}

/** First contentful paint. */
export function onFCP(report: Report, win: Win = window): void {
  const send = metricReporter('FCP', report, win);
  const hidden = firstHidden(win);
  const observer = observe(win, 'paint', (entries) => {
    for (const entry of entries) {
      if (entry.name !== 'first-contentful-paint') continue;
      observer?.disconnect();
      if (entry.startTime < hidden()) send(Math.max(entry.startTime - activationStart(win), 0));
    }
  });
  onRestore(win, (event) => restoredPaint(win, event, metricReporter('FCP', report, win, RESTORED)));
}

/** Largest contentful paint: the last candidate before the first input or the page hidden. */
export function onLCP(report: Report, win: Win = window): void {
  const send = metricReporter('LCP', report, win);
  const hidden = firstHidden(win);
  let value = -1;
  const take = (entries: PerformanceEntry[]) => {
    const last = entries[entries.length - 1];
    if (last && last.startTime < hidden()) value = Math.max(last.startTime - activationStart(win), 0);
  };
  const observer = observe(win, 'largest-contentful-paint', take);
  if (!observer) return;
  onRestore(win, (event) => restoredPaint(win, event, metricReporter('LCP', report, win, RESTORED)));
  const final = () => {
    stop();
    take(observer.takeRecords());
    observer.disconnect();
    send(value);
  };
  const stopHidden = whenHidden(win, final);
  // An input ends LCP (the browser stops reporting candidates after it).
  const input = () => setTimeout(final);
  const stop = () => {
    stopHidden();
    ['keydown', 'click'].forEach((type) => win.removeEventListener(type, input, true));
  };
  ['keydown', 'click'].forEach((type) => win.addEventListener(type, input, { capture: true, once: true }));
}

/** Cumulative layout shift: the largest session window (shifts under 1 s apart, 5 s at most) of unexpected shifts. */
export function onCLS(report: Report, win: Win = window): void {
  let send = metricReporter('CLS', report, win);
  let value = 0;
  let session = 0;
  let first = 0;
  let previous = 0;
  const observer = observe(win, 'layout-shift', (entries) => {
    for (const entry of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (entry.hadRecentInput) continue;
      if (session && entry.startTime - previous < 1000 && entry.startTime - first < 5000) session += entry.value;
      else {
        session = entry.value;
        first = entry.startTime;
      }
      previous = entry.startTime;
      value = Math.max(value, session);
    }
  });
  if (!observer) return;
  whenHidden(win, () => send(value));
  onRestore(win, () => {
    value = 0;
    session = 0;
    send = metricReporter('CLS', report, win, RESTORED);
  });
}

/**
 * Interaction to next paint: the longest interaction (pointer, key), or the
 * 98th percentile of many (one left out per 50), reported when the page is hidden.
 */
export function onINP(report: Report, win: Win = window): void {
  let send = metricReporter('INP', report, win);
  const longest = new Map<number, number>();
  const interactions = () => (win.performance as Performance & { interactionCount?: number }).interactionCount;
  let countBefore = 0; // the interactions of the views before a restore
  const take = (entries: PerformanceEntry[]) => {
    for (const entry of entries as (PerformanceEntry & { interactionId?: number })[]) {
      const id = entry.interactionId;
      if (id) longest.set(id, Math.max(longest.get(id) ?? 0, entry.duration));
    }
  };
  const observer = observe(win, 'event', take, { durationThreshold: 40 });
  observe(win, 'first-input', take);
  if (!observer) return;
  onRestore(win, () => {
    longest.clear();
    countBefore = interactions() ?? 0;
    send = metricReporter('INP', report, win, RESTORED);
  });
  whenHidden(win, () => {
    const total = interactions();
    const count = total === undefined ? longest.size : total - countBefore;
    const sorted = [...longest.values()].sort((a, b) => b - a);
    if (sorted.length) send(sorted[Math.min(sorted.length - 1, Math.floor(count / 50))]);
  });
}
