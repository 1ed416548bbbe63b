import { createDataLayer } from '../../../src/core/data-layer';
import type { DataLayerError, DataLayerOptions, FetchLike } from '../../../src/core/data-layer';

/** One scripted answer of the fake fetch: a status and a body (objects are sent as JSON, strings as they are). */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
  /** Reject like a dropped connection. */
  network?: boolean;
  /** Never answer; reject with an AbortError when the request's signal aborts. */
  hang?: boolean;
}

/** A request the fake fetch received. */
export interface Recorded {
  url: string;
  init: RequestInit;
  headers: Record<string, string>;
}

/**
 * A fetch that answers from a script, in order, and records every request.
 * Once the script is used up it answers 200 `{"ok":true}`.
 */
export function fakeFetch(...script: FakeAnswer[]) {
  const calls: Recorded[] = [];
  const fetch = jest.fn<ReturnType<FetchLike>, Parameters<FetchLike>>(async (url, init) => {
    calls.push({ url, init, headers: { ...(init.headers as Record<string, string>) } });
    const answer = script.shift() ?? { status: 200, body: { ok: true } };
    if (answer.network) throw new TypeError('Failed to fetch');
    if (answer.hang) return hangUntilAborted(init.signal);
    const text =
      typeof answer.body === 'string' ? answer.body : answer.body === undefined ? '' : JSON.stringify(answer.body);
    return { status: answer.status ?? 200, text: async () => text };
  });
  return Object.assign(fetch, { calls });
}

function hangUntilAborted(signal: AbortSignal | null | undefined): Promise<never> {
  return new Promise((_resolve, reject) => {
    signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
  });
}

/** A crumb store in memory, as the cookie service would be; `null` starts it empty. */
export function fakeCrumb(initial: string | null = 'crumb-1', enabled = true) {
  let value: string | undefined = initial ?? undefined;
  return {
    get: jest.fn(() => value),
    set: jest.fn((next: string) => {
      value = next;
    }),
    enabled: jest.fn(() => enabled),
  };
}

/** A sleep that records how long it was asked to wait and resolves at once. */
export function fakeSleep() {
  return jest.fn(async (_ms: number) => {});
}

/** A data layer on the jsdom page (http://localhost) with everything faked and recorded. */
export function makeLayer(
  fetch = fakeFetch(),
  options: Partial<DataLayerOptions> = {},
  sleep: jest.Mock<Promise<void>, [number]> = fakeSleep(),
) {
  const crumb = fakeCrumb();
  const events: { name: string; detail: Record<string, unknown> }[] = [];
  const reports: { error: unknown; message: string }[] = [];
  const reload = jest.fn();
  const layer = createDataLayer(
    {
      doc: document,
      crumb,
      onEvent: (name, detail) => events.push({ name, detail }),
      report: (error, message) => reports.push({ error, message }),
      reload,
      ...options,
    },
    fetch,
    sleep,
  );
  return { layer, fetch, crumb, sleep, events, reports, reload };
}

/** The document, seen from another address (only `URL` differs). */
export function documentAt(url: string): Document {
  return new Proxy(document, {
    get(target, key) {
      if (key === 'URL') return url;
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The rejection of `promise` (fails the test if it resolves); the data layer rejects with a DataLayerError. */
export async function rejectionOf(promise: Promise<unknown>): Promise<DataLayerError> {
  try {
    await promise;
  } catch (error) {
    return error as DataLayerError;
  }
  throw new Error('expected the call to reject, but it resolved');
}

/** The overlay elements on the page. */
export function overlays(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>('[data-site-runtime-overlay]'));
}
