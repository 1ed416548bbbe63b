import type { TelemetryContext } from '../../telemetry/context';
import { createErrorReporter } from '../../telemetry/error-reporter';
import { createTraceLog } from '../../telemetry/trace-log';

/**
 * Starts the error reporter at once (early errors count too) and, when the
 * site lets visitor activity be logged (spec §3: isActivityLogEnabled, the
 * inverse of isVisitorDataRestricted), the feature's one trace log. Returns the stop.
 */
export function startErrorTelemetry(context: TelemetryContext): () => void {
  const reporter = createErrorReporter(context);
  const trace = context.consent.policy.isActivityLogEnabled ? createTraceLog(context) : undefined;
  return () => {
    reporter.destroy();
    trace?.destroy();
  };
}
