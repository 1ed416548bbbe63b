/**
 * The one error funnel (STYLE.md §3). Every init, mount and unmount reports
 * here with the block's or feature's name and the phase; nothing reported
 * here ever throws back into the caller, so one broken block never stops
 * another.
 *
 * Reports no replaying listener has heard yet are kept (the last 10, the
 * error reporter's queue of spec §9) until one subscribes with `replay`:
 * telemetry's reporter arrives in a chunk, after a block may already have
 * failed.
 */
import { ERROR_REPORTER_QUEUE_SIZE } from '../../core/enums/timings';
import { LOG_PREFIX, type ErrorDetail, type ErrorFunnel, type ErrorListener } from '../../core/log';

type Report = [error: unknown, message: string, detail: ErrorDetail];

export function createErrorFunnel(log: Pick<Console, 'error'> = console): ErrorFunnel {
  const listeners = new Map<ErrorListener, boolean>();
  const unheard: Report[] = [];
  const tell = (listener: ErrorListener, report: Report) => {
    try {
      listener(...report);
    } catch {
      // A failing listener must not turn one error into two.
    }
  };
  return {
    report(error, message, detail = {}) {
      const report: Report = [error, message, detail];
      try {
        log.error(`${LOG_PREFIX} ${detail.block ? `${detail.block}: ` : ''}${message}`, error, detail.element || '');
      } catch {
        // A console that throws changes nothing.
      }
      if (![...listeners.values()].includes(true) && unheard.push(report) > ERROR_REPORTER_QUEUE_SIZE) unheard.shift();
      listeners.forEach((_, listener) => tell(listener, report));
    },
    onError(listener, replay = false) {
      listeners.set(listener, replay);
      if (replay) unheard.splice(0).forEach((report) => tell(listener, report));
      return () => void listeners.delete(listener);
    },
  };
}
