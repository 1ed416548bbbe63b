import type { TelemetryContext } from '../../telemetry/context';
import type { Vitals } from '../../telemetry/performance-records';

/**
 * Starts the performance records (spec §9 "Performance"). The recorder and
 * web-vitals are imported here, after the page has painted, so rollup puts
 * them in lazy chunks that the start-up bytes do not include (the telemetry
 * budget: ≤ 5 KB gzip at start-up). Returns the stop; a stop before the
 * chunk arrives means it never starts.
 */
// One function for the page's lifetime: web-vitals is subscribed once per page
// (see page-vitals.ts), however often telemetry is stopped and started.
const loadVitals = () => import('web-vitals') as Promise<Vitals>;

export function startPerformanceTelemetry(context: TelemetryContext): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  import('../../telemetry/performance-records').then(
    ({ createPerformanceRecords }) => {
      if (!stopped) stop = createPerformanceRecords(context, { loadVitals });
    },
    () => {}, // no chunk, no records: telemetry failures are ignored
  );
  return () => {
    stopped = true;
    stop?.();
  };
}
