import type { TelemetryContext } from '../../telemetry/context';
import { fetchPageLoadId, measurable } from '../../telemetry/performance-settings';

/**
 * Starts the performance records (spec §9 "Performance"). The settings call
 * comes first: a page view the platform does not measure (no pageLoadId)
 * downloads neither the recorder nor the metrics, and most page views are
 * not sampled. Both are lazy chunks, imported only after that answer.
 * Returns the stop; a stop before the chunks arrive means they never start.
 */
export function startPerformanceTelemetry(context: TelemetryContext): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  const { win } = context;
  if (measurable(win.document))
    fetchPageLoadId(win)
      .then(async (first) => {
        if (!first || stopped) return;
        const { startMeasuredPageView } = await import('../../telemetry/performance-records');
        if (!stopped) stop = startMeasuredPageView(context, first);
      })
      .catch(() => {}); // no chunk, no records: telemetry failures are ignored
  return () => {
    stopped = true;
    stop?.();
  };
}
