/**
 * Performance records (spec §3, §7 POST /api/1/performance/records, §9
 * "Performance"): the web vitals (./vitals) of one page view, tagged with the
 * pageLoadId from the settings call, sent 30 s after load or when the page is
 * hidden, whichever comes first, by beacon (text/plain JSON array) or else
 * fetch with keepalive (the transport's fallback).
 */
import type { TelemetryContext } from './context';
import { onPageHidden } from './page-hidden';
import { subscribeVitals } from './page-vitals';
import { fetchPageLoadId, measurable } from './performance-settings';
import { stripQuery } from './strip-query';

export const RECORDS_PATH = '/api/1/performance/records';

/** What each metric callback receives (web-vitals' shape; the fields we keep). */
export interface Metric {
  name: string;
  value: number;
  rating: string;
  delta: number;
  id: string;
  navigationType: string;
}

/**
 * One record (the spec does not show the shape; this is our reading). No
 * visitor identifier at all: a record describes a page view, not a person.
 */
export interface PerformanceRecord extends Metric {
  pageLoadId: string;
  /** The page URL without query or fragment. */
  url: string;
  timestamp: number;
}

type Subscribe = (callback: (metric: Metric) => void) => void;
/** The metrics module (./vitals, in web-vitals' shape). */
export interface Vitals {
  onLCP: Subscribe;
  onCLS: Subscribe;
  onINP: Subscribe;
  onFCP: Subscribe;
  onTTFB: Subscribe;
}

export interface PerformanceRecordsOptions {
  /** Loads the metrics (a lazy chunk: `import('./vitals')`). */
  loadVitals: () => Promise<Vitals>;
  /** The page view's id, or null (then no records). Default: GET settings, 30 s time-out. */
  getPageLoadId?: () => Promise<string | null>;
  /** ms after start to send (30000, spec §9). */
  flushAfter?: number;
  /** ms after start during which metrics are taken (60000, spec §9); later ones are dropped. */
  metricsWait?: number;
  /** Records held at most (50); one page view yields about 5 per restore. */
  maxRecords?: number;
}

/**
 * Start recording; returns the stop function. A page that loaded hidden or is
 * prerendering gets nothing (its metrics would be wrong). A back/forward-cache
 * restore (`pageshow` with `persisted`) starts a new page view: what was left
 * is sent and a new pageLoadId is asked for (./vitals measures the first view
 * only: the restored view's later metrics, CLS and INP, go to the new id).
 */
export function createPerformanceRecords(context: TelemetryContext, options: PerformanceRecordsOptions): () => void {
  const { win, transport, now } = context;
  const doc = win.document;
  if (!measurable(doc)) return () => {};
  const { flushAfter = 30000, metricsWait = 60000, maxRecords = 50 } = options;
  const getPageLoadId = options.getPageLoadId || (() => fetchPageLoadId(win));
  /** One page view: its id (undefined while asked for, null when refused), records, and whether it still takes metrics. */
  type View = { id?: string | null; records: PerformanceRecord[]; open: boolean; due: boolean };
  let view: View = { records: [], open: true, due: false };
  let timers: ReturnType<typeof setTimeout>[] = [];

  const flush = () => {
    try {
      if (view.id === undefined) return void (view.due = true); // sent as soon as the id arrives
      const records = view.records.splice(0);
      if (!view.id || !records.length) return;
      const body = JSON.stringify(records.map((record) => ({ ...record, pageLoadId: view.id })));
      transport.send(RECORDS_PATH, body, { beacon: true }).then(undefined, () => 0);
    } catch {
      // telemetry failures are ignored
    }
  };
  const startView = () => {
    timers.forEach(clearTimeout);
    const current: View = (view = { records: [], open: true, due: false });
    timers = [setTimeout(flush, flushAfter), setTimeout(() => ((current.open = false), flush()), metricsWait)];
    getPageLoadId().then(
      (id) => {
        current.id = id;
        if (current === view && current.due) flush();
      },
      () => (current.id = null),
    );
  };
  const onMetric = (metric: Metric) => {
    if (!view.open || view.id === null || view.records.length >= maxRecords) return;
    const { name, value, rating, delta, id, navigationType } = metric;
    view.records.push({
      pageLoadId: '',
      name,
      value,
      rating,
      delta,
      id,
      navigationType,
      url: stripQuery(win.location.href),
      timestamp: now(),
    });
  };
  const onPageShow = (event: PageTransitionEvent) => event.persisted && (flush(), startView());

  startView();
  const stopVitals = subscribeVitals(win, options.loadVitals, onMetric);
  const stopHidden = onPageHidden(win, flush);
  // Capture, and registered before the metrics' own listeners (./vitals, loaded later): the new
  // view has started before a restored view's first metric (its TTFB, at once) arrives.
  win.addEventListener('pageshow', onPageShow, true);
  return () => {
    stopVitals();
    stopHidden();
    win.removeEventListener('pageshow', onPageShow, true);
    timers.forEach(clearTimeout);
    flush();
    view.open = false;
  };
}

// One function for the page's lifetime: the metrics are subscribed once per
// page (see page-vitals.ts), however often telemetry is stopped and started.
const loadVitals = () => import('./vitals') as Promise<Vitals>;

/**
 * The records of a page view the settings call measures, `first` its
 * pageLoadId (src/features/telemetry/start-performance.ts asked for it): a
 * back/forward-cache restore asks again. Here, in the chunk that only a
 * measured page view downloads, rather than in telemetry's part every page
 * does. Returns the stop; `create` is injectable for tests.
 */
export function startMeasuredPageView(
  context: TelemetryContext,
  first: string,
  create: typeof createPerformanceRecords = createPerformanceRecords,
): () => void {
  let known: string | null = first;
  const getPageLoadId = () => {
    const id = known;
    known = null;
    return id ? Promise.resolve(id) : fetchPageLoadId(context.win);
  };
  return create(context, { loadVitals, getPageLoadId });
}
