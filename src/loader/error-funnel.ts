/**
 * The one error funnel (STYLE.md §3). Every init, mount and unmount reports
 * here with the block's name and element; nothing reported here ever throws
 * back into the caller, so one broken block never stops another.
 */

import { LOG_PREFIX, type ErrorFunnel, type ErrorListener } from '../core/log';

export function createErrorFunnel(log: Pick<Console, 'error'> = console): ErrorFunnel {
  const listeners = new Set<ErrorListener>();
  return {
    report(error, message, detail = {}) {
      try {
        log.error(`${LOG_PREFIX} ${detail.block ? `${detail.block}: ` : ''}${message}`, error, detail.element || '');
        listeners.forEach((listener) => listener(error, message, detail));
      } catch {
        // A failing listener must not turn one error into two.
      }
    },
    onError(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
