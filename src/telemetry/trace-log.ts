/**
 * The activity trace log (spec §3 "Log entry", §7 POST /api/events/Trace, §9
 * "Log batch flush 30 s"): entries batched and sent form-encoded as
 * `data=<JSON string of the entries>`; no answer is read, failures ignored.
 * Start it only when `consent.policy.isActivityLogEnabled` (spec §3);
 * telemetry's second part does, and feeds it the blocks' outcomes
 * (./block-trace.ts).
 */
import { LOG_FLUSH_MS, SELECTOR_LABEL_MAX_LENGTH } from '../core/enums/timings';
import type { TelemetryContext } from './context';
import { onPageHidden } from './page-hidden';
import { stripQuery } from './strip-query';

export const TRACE_PATH = '/api/events/Trace';

/** One log entry (spec §3): the page URL without its query, a type, and data as a JSON string. */
export interface TraceEntry {
  pageUrl: string;
  type: string;
  data: string;
}

export interface TraceLogOptions {
  /** ms between the first entry of a batch and its send (30000, spec §9). */
  flushEvery?: number;
  /** Entries held at most (100); more are dropped and counted. */
  maxBatch?: number;
}

export interface TraceLog {
  /** Add an entry; `data` is sent as a JSON string. Never throws. */
  log(type: string, data?: unknown): void;
  /** Send the batch now (`beacon`: the page is going away). */
  flush(beacon?: boolean): void;
  destroy(): void;
}

/** A short CSS-ish label for an element, `tag#id.class.class`, cut at 20 characters (spec §9). */
export function selectorLabel(element: Element | null | undefined): string {
  if (!element || !element.localName) return '';
  const id = element.id ? `#${element.id}` : '';
  const classes = (element.getAttribute('class') || '').trim().split(/\s+/).filter(Boolean);
  return (element.localName + id + classes.map((name) => `.${name}`).join('')).slice(0, SELECTOR_LABEL_MAX_LENGTH);
}

/**
 * Batches entries; the batch is sent 30 s after its first entry (so an idle
 * page sends nothing and wakes no timer) and when the page is hidden. When
 * entries were dropped, the send carries one more entry, `trace-dropped`, with
 * the count.
 */
export function createTraceLog(context: TelemetryContext, options: TraceLogOptions = {}): TraceLog {
  const { win, transport } = context;
  const { flushEvery = LOG_FLUSH_MS, maxBatch = 100 } = options;
  let batch: TraceEntry[] = [];
  let dropped = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const pageUrl = () => stripQuery(win.location.href);

  const flush = (beacon = false) => {
    clearTimeout(timer);
    timer = undefined;
    try {
      if (dropped) batch.push({ pageUrl: pageUrl(), type: 'trace-dropped', data: JSON.stringify({ count: dropped }) });
      if (!batch.length) return;
      const body = new URLSearchParams({ data: JSON.stringify(batch) });
      batch = [];
      dropped = 0;
      transport.send(TRACE_PATH, body, { beacon }).then(undefined, () => 0);
    } catch {
      // spec §7: failures ignored
    }
  };

  const stopHidden = onPageHidden(win, () => flush(true));
  return {
    log(type, data) {
      try {
        if (batch.length >= maxBatch) return void dropped++;
        batch.push({ pageUrl: pageUrl(), type: String(type), data: JSON.stringify(data ?? null) });
        if (!timer) timer = setTimeout(() => flush(), flushEvery);
      } catch {
        dropped++; // e.g. data that JSON cannot hold (a cycle)
      }
    },
    flush,
    destroy() {
      stopHidden();
      flush(true);
    },
  };
}
