/**
 * The one error funnel (STYLE.md §3). Every init, mount and unmount reports
 * here with the block's name and element; nothing reported here ever throws
 * back into the caller, so one broken block never stops another.
 */

/** Extra facts about an error: which block, which element, which phase. */
export interface ErrorDetail {
  block?: string;
  element?: Element;
  [key: string]: unknown;
}

export type ErrorListener = (error: unknown, message: string, detail: ErrorDetail) => void;

export interface ErrorFunnel {
  /** Log the error once, then tell every listener (telemetry subscribes here). */
  report(error: unknown, message: string, detail?: ErrorDetail): void;
  /** Subscribe to reports; returns the unsubscribe function. */
  onError(listener: ErrorListener): () => void;
}

/** Prefix of every console line the runtime writes, so a theme author can filter them. */
export const LOG_PREFIX = '[site-runtime]';

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
