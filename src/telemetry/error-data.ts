/**
 * Turns what the page threw into the `data` of an error report (spec §3
 * "Error report", §8 "System errors"). Scrubbing happens at send time.
 */
import { CHUNK_LOAD, isChunkLoadError } from '../core/chunk-load-error';
import { ERROR_REPORTER_STACK_LIMIT } from '../core/enums/timings';

/** The fields of a report's `data` before scrubbing. */
export interface ErrorData {
  message?: string;
  stack?: string;
  /** Script URL, line and column of an uncaught error. */
  source?: string;
  line?: number;
  col?: number;
  /** The block or feature whose code failed (the runtime's funnel). */
  block?: string;
  /** System errors (spec §8): `chunk-load`, `css-chunk-load` or `not-found`. */
  type?: string;
  /** The chunk that failed: its URL when known, else the block's name. */
  chunk?: string;
  /** The not-found system error's path (spec §8 "System errors"). */
  path?: string;
}

/** The not-found system error the runtime reports on a page of type 100 (src/loader/runtime/legacy.ts). */
const isNotFound = (error: unknown): error is { path: unknown } =>
  (error as { code?: unknown } | null)?.code === 'not-found';

/**
 * Failed dynamic imports as Chromium, Firefox and Safari word them, and our
 * own chunk time-out (src/loader/chunks.ts): for imports the funnel did not
 * type (a block's own sub-chunk, an unhandled rejection). The funnel's own
 * load failures are typed (src/core/chunk-load-error.ts).
 */
const CHUNK_ERROR = /dynamically imported module|Importing a module script failed|Chunk load timed out/i;

// spec §9: stack traces are cut at 5000 characters; messages too, a bound on every field.
// eslint-disable-next-line @typescript-eslint/no-base-to-string -- a thrown value of any type is reported as String() gives it (an object's own toString included)
const cut = (value: unknown) => (value == null ? undefined : String(value).slice(0, ERROR_REPORTER_STACK_LIMIT));

function fromThrown(error: unknown): ErrorData {
  const thrown = error as { message?: unknown; stack?: unknown } | null;
  const isObject = typeof thrown === 'object' && thrown !== null;
  return { message: cut(isObject ? thrown.message : error), stack: cut(isObject ? thrown.stack : undefined) };
}

function system(type: string, chunk: string | undefined, data: ErrorData = {}): [string, ErrorData] {
  return ['system', { ...data, type, chunk: cut(chunk) }];
}

/**
 * `[event, data]` for a DOM `error` / `unhandledrejection` event, or for a
 * funnel report `(error, message, block)`; `[undefined]` when not worth a report
 * (e.g. a broken image: not an error of the page's code).
 */
export function describeError(source: unknown, message?: string, block?: string): [string | undefined, ErrorData] {
  if (source instanceof Event) {
    const target = source.target as Element | null;
    if (target && target.nodeType === 1) {
      // A resource failed: only our chunks' <link rel=stylesheet> and <script> loads matter.
      const url = (target as HTMLLinkElement).href || (target as HTMLScriptElement).src;
      if (target.localName === 'link' && /stylesheet/i.test((target as HTMLLinkElement).rel))
        return system('css-chunk-load', url);
      return target.localName === 'script' ? system(CHUNK_LOAD, url) : [undefined, {}];
    }
    if ('reason' in source) {
      const data = fromThrown((source as PromiseRejectionEvent).reason);
      return CHUNK_ERROR.test(data.message || '')
        ? system(CHUNK_LOAD, urlIn(data.message), data)
        : ['unhandledrejection', data];
    }
    const event = source as ErrorEvent;
    const data = event.error ? fromThrown(event.error) : { message: cut(event.message) };
    return [
      'error',
      {
        ...data,
        message: data.message || cut(event.message),
        source: cut(event.filename),
        line: event.lineno,
        col: event.colno,
      },
    ];
  }
  if (isNotFound(source)) return ['system', { type: 'not-found', path: cut(source.path) }];
  if (isChunkLoadError(source)) {
    // The browser's error says which URL failed; the wrapper only which block or feature.
    const data = { ...fromThrown(source.cause), block };
    return system(CHUNK_LOAD, urlIn(data.message) || source.chunk, data);
  }
  const data = { ...fromThrown(source), block };
  if (CHUNK_ERROR.test(data.message || '')) return system(CHUNK_LOAD, urlIn(data.message) || block, data);
  return ['block-error', { ...data, message: cut(`${message}: ${data.message}`) }];
}

function urlIn(text = ''): string | undefined {
  return /\b\w+:\/\/\S+/.exec(text)?.[0];
}
