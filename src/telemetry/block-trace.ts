/**
 * What the trace log records (spec §3 "Log entry", §7 `POST /api/events/Trace`):
 * how each block on the page turned out. The runtime announces every root's
 * outcome with `site-runtime:block-ready` / `site-runtime:block-failed`,
 * bubbling from the root (README "Blocks: the markup contract"); each becomes
 * one entry `{ type: 'block-ready' | 'block-failed', data: { block, element, ms } }`
 * where `block` is the block's name (its `{name}-block` class), `element` the
 * root's selector label (spec §9: cut at 20 characters) and `ms` the time
 * since the page started. Nothing about the visitor: which blocks work on
 * which page, and how soon.
 */
import { EVENT_PREFIX } from '../core/log';
import type { TelemetryContext } from './context';
import { createTraceLog, selectorLabel, type TraceLog } from './trace-log';

const OUTCOMES = ['ready', 'failed'] as const;

/** A root's block name: its `{name}-block` class other than `sqs-block`, else ''. */
export function blockName(root: Element): string {
  const name = Array.from(root.classList).find((c) => c !== 'sqs-block' && c.endsWith('-block'));
  return name ? name.slice(0, -'-block'.length) : '';
}

/**
 * Log the outcome of every root already settled when it starts (telemetry's
 * second part starts after the first paint) and of every later one. Returns
 * the stop.
 */
export function traceBlocks(doc: Document, trace: Pick<TraceLog, 'log'>): () => void {
  const log = (root: Element, outcome: string) =>
    trace.log(`block-${outcome}`, {
      block: blockName(root),
      element: selectorLabel(root),
      ms: Math.round(doc.defaultView?.performance?.now() ?? 0),
    });
  for (const outcome of OUTCOMES)
    doc.querySelectorAll(`[data-block-state="${outcome}"]`).forEach((root) => log(root, outcome));
  const listener = (event: Event) => {
    if (event.target instanceof Element) log(event.target, event.type.slice(`${EVENT_PREFIX}block-`.length));
  };
  const types = OUTCOMES.map((outcome) => `${EVENT_PREFIX}block-${outcome}`);
  types.forEach((type) => doc.addEventListener(type, listener));
  return () => types.forEach((type) => doc.removeEventListener(type, listener));
}

/**
 * The trace log of the blocks' outcomes (a lazy chunk: telemetry's part
 * after paint fetches it once the page has a settled block, see
 * src/features/telemetry/trace.ts). Returns the stop, which sends what is
 * left.
 */
export function startBlockTrace(context: TelemetryContext): () => void {
  const trace = createTraceLog(context);
  const stop = traceBlocks(context.win.document, trace);
  return () => {
    stop();
    trace.destroy();
  };
}
