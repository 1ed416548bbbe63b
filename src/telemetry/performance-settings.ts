/**
 * GET /api/1/performance/settings (spec §7): the `pageLoadId` that ties a
 * page view's performance records together, with the 30 s time-out of §9.
 * Not the shared transport: that one answers with the status only. Its own
 * race with the time-out rather than src/core/time-limit.ts: every page
 * makes this call, and an answer that never rejects needs no error to tell
 * a time-out from a failure.
 */

export const SETTINGS_PATH = '/api/1/performance/settings';

/** spec §8 "Console-only": the exact messages. */
export const NO_PAGE_LOAD_ID = 'Unable to resolve pageLoadId';
export const SETTINGS_TIMEOUT_MESSAGE = 'Metric settings request timeout';

/**
 * Whether this page view can be measured: not one that loaded hidden or is
 * prerendering (its metrics would be wrong), so it asks for no id either.
 */
export const measurable = (doc: Document): boolean =>
  doc.visibilityState !== 'hidden' && !(doc as { prerendering?: boolean }).prerendering;

export type FetchJson = (url: string, init: RequestInit) => Promise<{ ok: boolean; json(): Promise<unknown> }>;

/**
 * Resolves to the pageLoadId, or to null: silently for a page view the
 * platform does not measure (`{"pageLoadId": null}`: spec §7 leaves sampling
 * open, see docs/telemetry/errors-traces-performance.md), else after logging
 * one of the two console-only messages (a failed call, an answer without an
 * id, no answer in time). Never rejects.
 */
export async function fetchPageLoadId(
  win: Window & typeof globalThis,
  timeout = 30000,
  fetchImpl: FetchJson | undefined = win.fetch?.bind(win),
  log: Pick<Console, 'warn'> = console,
): Promise<string | null> {
  const controller = typeof AbortController === 'function' ? new AbortController() : undefined;
  let timer = 0;
  // 'timeout' once the time is up (then the request is aborted: its failure comes after).
  const late = new Promise<'timeout'>((resolve) => {
    timer = win.setTimeout(() => {
      resolve('timeout');
      controller?.abort();
    }, timeout);
  });
  // The id, null for a page view the platform does not measure, undefined for no id at all.
  const request = (async () => {
    const response = await fetchImpl(new URL(SETTINGS_PATH, win.location.href).href, {
      credentials: 'same-origin',
      referrerPolicy: 'origin', // the page URL's query (a visitor's values) stays home
      signal: controller?.signal,
    });
    const body = response.ok ? ((await response.json()) as { pageLoadId?: unknown } | null) : null;
    const id = body?.pageLoadId;
    if (id === null) return null;
    // An id is a string (or a number); any other shape is no id at all.
    return (typeof id === 'string' || typeof id === 'number') && id ? String(id) : undefined;
  })().catch(() => undefined);
  const answer = await Promise.race([request, late]);
  win.clearTimeout(timer);
  try {
    if (answer === 'timeout') log.warn(SETTINGS_TIMEOUT_MESSAGE);
    else if (answer === undefined) log.warn(NO_PAGE_LOAD_ID);
  } catch {
    // a missing console must not stop telemetry
  }
  return answer === 'timeout' ? null : (answer ?? null);
}
