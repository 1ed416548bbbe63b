/**
 * The error reporter (spec §3 "Analytics and logging", §7, §8 "System
 * errors", §9 "Error reporter"): uncaught errors, unhandled rejections and
 * the runtime's funnel (block failures, chunk loads), scrubbed, capped and
 * sent to POST /api/events/RecordJavascriptErrors, fire and forget.
 */
import {
  ERROR_REPORTER_DEBOUNCE_MS,
  ERROR_REPORTER_MAX_REPORTS,
  ERROR_REPORTER_QUEUE_SIZE,
} from '../core/enums/timings';
import type { TelemetryContext } from './context';
import type { ErrorCatcher } from '../core/error-catcher';
import { onPageHidden } from './page-hidden';
import { batchOf } from './error-batches';
import { describeError, type ErrorData } from './error-data';
import { createScrubber, stripQuery } from './scrub';

export type { ErrorReport } from './error-batches';

export const ERRORS_PATH = '/api/events/RecordJavascriptErrors';

/** Limits of spec §9 "Error reporter"; options exist for tests and the doc. */
export interface ErrorReporterOptions {
  /** Reports accepted per page, in all (20). */
  maxReports?: number;
  /** Reports waiting for the next send (10); more are dropped and counted. */
  maxQueue?: number;
  /** Quiet time before a send, in ms (1000). */
  debounce?: number;
}

export interface ErrorReporter {
  /** Report an error by hand (the listeners call this too). Never throws. */
  report(event: string, data: ErrorData): void;
  /** Send what is queued now. */
  flush(): void;
  destroy(): void;
}

interface Queued {
  event: string;
  data: ErrorData & { repeats?: number };
  timestamp: number;
  key: string;
}

/**
 * Start listening. Reading of "debounced 1 s": the send waits until 1 s has
 * passed without a new report entering the queue; a full queue takes no more,
 * so a storm is sent at most 1 s after it fills. Consecutive identical
 * reports (same event, message and stack) while queued are one report with a
 * `repeats` count, and count once toward the 20.
 */
export function createErrorReporter(
  context: TelemetryContext,
  /** Where errors come from: the runtime's catcher, which listened from its start (src/core/error-catcher.ts). */
  catcher: ErrorCatcher,
  options: ErrorReporterOptions = {},
): ErrorReporter {
  const { win, transport, crumb, now } = context;
  const {
    maxReports = ERROR_REPORTER_MAX_REPORTS,
    maxQueue = ERROR_REPORTER_QUEUE_SIZE,
    debounce = ERROR_REPORTER_DEBOUNCE_MS,
  } = options;
  let queue: Queued[] = [];
  let accepted = 0;
  let dropped = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sending = false;

  /** Send the queue; `leaving`: the page is hidden or going away, a keepalive is the only way out. */
  const send = (leaving: boolean) => {
    clearTimeout(timer);
    timer = undefined;
    if (!queue.length || sending) return;
    sending = true; // an error raised while we send is ours: never report it (no recursion)
    try {
      const token = crumb();
      const scrub = createScrubber(win, token);
      const url = stripQuery(win.location.href);
      const visitor = context.visitorId();
      const pending = queue.map(({ event, data, timestamp }) => ({
        event,
        fields: { ...data, url, visitorId: visitor },
        timestamp,
      }));
      const batch = batchOf(pending, dropped, leaving, (fields) => scrub(JSON.stringify(fields)));
      queue = [];
      dropped = 0;
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (token) headers['X-CSRF-Token'] = token; // spec §7: the request token in a header, so fetch
      transport.send(ERRORS_PATH, JSON.stringify(batch), { headers }).then(undefined, () => 0);
    } catch {
      // spec §8 "Logger failures are ignored"
    } finally {
      sending = false;
    }
  };
  const flush = () => send(win.document.visibilityState === 'hidden');

  const report = (event: string, data: ErrorData) => {
    if (sending) return;
    try {
      const key = `${event}\n${data.message}\n${data.stack}\n${data.chunk}`;
      const last = queue[queue.length - 1];
      if (last && last.key === key) {
        last.data.repeats = (last.data.repeats || 1) + 1;
        return;
      }
      if (accepted >= maxReports || queue.length >= maxQueue) {
        dropped++;
        return;
      }
      accepted++;
      queue.push({ event, data, timestamp: now(), key });
      clearTimeout(timer);
      timer = setTimeout(flush, debounce);
    } catch {
      // never hurt the page
    }
  };

  const unkept = catcher.attach((...caught) => {
    const [type, data] = describeError(...caught);
    if (type) report(type, data);
  });
  // What the catcher could not keep before this chunk arrived counts as
  // dropped (added after the replay, which may drop some too).
  dropped += unkept;
  // On pagehide the page still reads as visible: it is leaving all the same.
  const stopHidden = onPageHidden(win, () => send(true));
  let destroyed = false;

  return {
    report,
    flush,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      catcher.detach();
      stopHidden();
      flush();
    },
  };
}
