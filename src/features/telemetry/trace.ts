/**
 * The trace log of the blocks' outcomes (spec §3 "Log entry", §7 Trace),
 * fetched only once the page has a block that settled: a page without
 * blocks downloads none of it. Until then one listener per outcome waits;
 * the trace, once in, logs every root already settled and every later one
 * (src/telemetry/block-trace.ts), so nothing between is missed.
 */
import { EVENT_PREFIX } from '../../core/log';
import type { TelemetryContext } from '../../telemetry/context';

const OUTCOMES = ['ready', 'failed'];

/** Starts the trace when the first block settles (at once when one has); returns the stop. */
export function startTraceWhenNeeded(context: TelemetryContext): () => void {
  const doc = context.win.document;
  const types = OUTCOMES.map((outcome) => `${EVENT_PREFIX}block-${outcome}`);
  let stopTrace = () => {};
  let stopped = false;
  const wait = (on: boolean) =>
    types.forEach((type) => doc[on ? 'addEventListener' : 'removeEventListener'](type, load));
  function load() {
    wait(false);
    import('../../telemetry/block-trace')
      .then(({ startBlockTrace }) => stopped || (stopTrace = startBlockTrace(context)))
      .catch(() => {}); // no chunk, no trace: telemetry failures are ignored
  }
  if (doc.querySelector(OUTCOMES.map((outcome) => `[data-block-state="${outcome}"]`).join())) load();
  else wait(true);
  return () => {
    stopped = true;
    wait(false);
    stopTrace();
  };
}
