import type { TelemetryContext } from '../../telemetry/context';
import type { Vitals } from '../../telemetry/performance-records';
import { fetchPageLoadId, measurable } from '../../telemetry/performance-settings';

/**
 * Starts the performance records (spec §9 "Performance"). The settings call
 * comes first: a page view the platform does not measure (no pageLoadId)
 * downloads neither the recorder nor the metrics, and most page views are
 * not sampled. Both are lazy chunks, imported only after that answer.
 * Returns the stop; a stop before the chunks arrive means they never start.
 */
// One function for the page's lifetime: the metrics are subscribed once per
// page (see page-vitals.ts), however often telemetry is stopped and started.
const loadVitals = () => import('../../telemetry/vitals') as Promise<Vitals>;

export function startPerformanceTelemetry(context: TelemetryContext): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  const { win } = context;
  if (measurable(win.document))
    fetchPageLoadId(win)
      .then(async (first) => {
        if (!first || stopped) return;
        const { createPerformanceRecords } = await import('../../telemetry/performance-records');
        // The first page view's id is this one; a back/forward-cache restore asks again.
        let known: string | null = first;
        const getPageLoadId = () => {
          const id = known;
          known = null;
          return id ? Promise.resolve(id) : fetchPageLoadId(win);
        };
        if (!stopped) stop = createPerformanceRecords(context, { loadVitals, getPageLoadId });
      })
      .catch(() => {}); // no chunk, no records: telemetry failures are ignored
  return () => {
    stopped = true;
    stop?.();
  };
}
