/**
 * Catches the page's errors from the runtime's start, for an error reporter
 * that arrives later: uncaught errors, unhandled rejections and the runtime's
 * funnel. The runtime owns it (src/loader/runtime/, in dist/loader.js), because
 * telemetry's first chunk comes a round trip after it: on a slow phone the
 * page's scripts can throw before that chunk runs, and those errors were
 * lost. The reporter (scrubbing, batching, sending: a few KB) is only worth
 * downloading on a page that has an error, so until one attaches the catcher
 * keeps what it caught and tells `whenFirst`.
 *
 * It keeps at most 20, the reports spec §9 allows a page in all (the
 * reporter would drop the rest anyway), and counts the others, so the
 * reporter can say how many it never saw.
 */
import { ERROR_REPORTER_MAX_REPORTS } from '../core/enums/timings';
import type { ErrorFunnel } from '../core/log';

/** What the reporter's `describeError` takes: a window event, or a funnel report (error, message, block). */
export type Caught = [source: unknown, message?: string, block?: string];

export interface ErrorCatcher {
  /** From now on, `handler` hears every error, starting with those kept; returns how many were not kept. */
  attach(handler: (...caught: Caught) => void): number;
  /** Back to keeping (the reporter stopped; a new one may attach). */
  detach(): void;
  /** Calls `callback` once: at once when an error is kept, else at the next one caught while nothing is attached. */
  whenFirst(callback: () => void): void;
  destroy(): void;
}

export function catchErrors(win: Window, onRuntimeError: ErrorFunnel['onError']): ErrorCatcher {
  let handler: ((...caught: Caught) => void) | undefined;
  let first: (() => void) | undefined;
  const kept: Caught[] = [];
  let dropped = 0;
  const tellFirst = () => {
    const callback = first;
    first = undefined;
    callback?.();
  };
  const take = (...caught: Caught) => {
    if (handler) return handler(...caught);
    if (kept.length < ERROR_REPORTER_MAX_REPORTS) kept.push(caught);
    else dropped++;
    tellFirst();
  };
  const onEvent = (event: Event) => {
    // A broken image or video is not the page's error: only script and
    // stylesheet loads among element events (kept out here, so they never
    // fetch the reporter).
    const target = event.target as Element | null;
    if (target?.nodeType !== 1 || /^(script|link)$/.test(target.localName)) take(event);
  };
  win.addEventListener('error', onEvent, true); // capture: failed <link>/<script> loads do not bubble
  win.addEventListener('unhandledrejection', onEvent);
  const stopFunnel = onRuntimeError((error, message, detail) => take(error, message, detail.block));
  return {
    attach(next) {
      handler = next;
      kept.splice(0).forEach((caught) => next(...caught));
      const unkept = dropped;
      dropped = 0;
      return unkept;
    },
    detach() {
      handler = undefined;
    },
    whenFirst(callback) {
      first = callback;
      if (kept.length || dropped) tellFirst();
    },
    destroy() {
      win.removeEventListener('error', onEvent, true);
      win.removeEventListener('unhandledrejection', onEvent);
      stopFunnel();
    },
  };
}
