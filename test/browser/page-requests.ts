/**
 * The page's own fetch and sendBeacon calls, recorded in call order by an
 * init script (before any page script), so a test can prove a request was
 * never made, or wait until those made have been answered. Telemetry's
 * deferred part starts in tasks of its own (src/features/telemetry/deferred.ts,
 * by src/core/next-task.ts): the census decides first, posts its page view
 * two tasks later (src/telemetry/census.ts
 * `pause`), and the performance part asks for its settings in between. So the
 * script also counts the `scheduler.yield()` continuations still to run: once
 * that request is in the list and none is left, a census request that was
 * coming would be in it too. (They inherit the idle priority telemetry starts
 * at, so a continuation of the test's own would run first: a count, not a
 * later task, is the fence.)
 */
import type { Page } from 'playwright-core';

export interface Sent {
  url: string;
  keepalive: boolean;
  bytes: number;
  /** A fetch: answered or failed (a beacon: at once, the browser carries it on). */
  settled: boolean;
}

/** Record every fetch and beacon the page makes: URL, keepalive, body bytes. Pass as `visit`'s `before`. */
export const recordRequests = (page: Page) =>
  page.addInitScript(() => {
    const sent: { url: string; keepalive: boolean; bytes: number; settled: boolean }[] = [];
    const w = window as unknown as { sent: typeof sent; yields: number };
    w.sent = sent;
    w.yields = 0;
    const scheduler = (window as { scheduler?: { yield?(): Promise<void> } }).scheduler;
    const yieldTo = scheduler?.yield?.bind(scheduler);
    if (scheduler && yieldTo)
      scheduler.yield = () => {
        w.yields++;
        // Counted down ahead of the caller's continuation, which may yield again at once.
        return yieldTo().finally(() => w.yields--);
      };
    const size = (body: unknown) => (typeof body === 'string' ? new Blob([body]).size : 0);
    const fetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
      const entry = { url, keepalive: !!init?.keepalive, bytes: size(init?.body), settled: false };
      sent.push(entry);
      const answer = fetch(input, init);
      const settle = () => void (entry.settled = true);
      answer.then(settle, settle);
      return answer;
    };
    const beacon = navigator.sendBeacon?.bind(navigator);
    if (beacon)
      navigator.sendBeacon = (url, data) => {
        sent.push({
          url: String(url),
          keepalive: true,
          bytes: data instanceof Blob ? data.size : size(data),
          settled: true,
        });
        return beacon(url, data);
      };
  });

/** What the page has fetched or beaconed so far, in call order. */
export const requestsMade = (page: Page): Promise<Sent[]> =>
  page.evaluate(() => (window as unknown as { sent: Sent[] }).sent);

/**
 * Every fetch the page has made to a URL containing `path` has been answered or has failed:
 * the reference server logs a request before it answers, so what reached it is in its log.
 */
export const sendsSettled = (page: Page, path: string) =>
  page.waitForFunction(
    (path) =>
      (window as unknown as { sent: Sent[] }).sent.every((request) => request.settled || !request.url.includes(path)),
    path,
  );

/**
 * Visitor telemetry has done what it does at the start: the performance part has asked for
 * its settings, and no continuation is left to run (see above).
 */
export const visitorTelemetryDecided = (page: Page) =>
  page.waitForFunction(() => {
    const { sent, yields } = window as unknown as { sent: Sent[]; yields: number };
    return yields === 0 && sent.some((request) => request.url.includes('/api/1/performance/settings'));
  });
