/**
 * The error reporter's chunk: fetched by the telemetry feature on the page's
 * first error, it takes over from the runtime's catcher, starting with the
 * errors caught so far.
 */
import type { ErrorCatcher } from '../../core/error-catcher';
import { createErrorReporter } from '../../telemetry/error-reporter';
import { fullContext, type StartContext } from './full-context';

/** Starts reporting what `catcher` caught and catches; returns the stop (which sends what is queued). */
export function startErrorReporter(context: StartContext, catcher: ErrorCatcher): () => void {
  const reporter = createErrorReporter(fullContext(context), catcher);
  return () => reporter.destroy();
}
