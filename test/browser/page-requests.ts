/**
 * The page's own fetch and sendBeacon calls, recorded in call order by an
 * init script (before any page script), so a test can prove a request was
 * never made: telemetry's deferred part makes the performance settings
 * request after the census has decided (src/features/telemetry/deferred.ts
 * starts the visitor part first), so once that request is in the list, a
 * census request that was coming would be in it too.
 */
import type { Page } from 'playwright-core';

export interface Sent {
  url: string;
  keepalive: boolean;
  bytes: number;
}

/** Record every fetch and beacon the page makes: URL, keepalive, body bytes. Pass as `visit`'s `before`. */
export const recordRequests = (page: Page) =>
  page.addInitScript(() => {
    const sent: { url: string; keepalive: boolean; bytes: number }[] = [];
    (window as unknown as { sent: typeof sent }).sent = sent;
    const size = (body: unknown) => (typeof body === 'string' ? new Blob([body]).size : 0);
    const fetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
      sent.push({ url, keepalive: !!init?.keepalive, bytes: size(init?.body) });
      return fetch(input, init);
    };
    const beacon = navigator.sendBeacon?.bind(navigator);
    if (beacon)
      navigator.sendBeacon = (url, data) => {
        sent.push({ url: String(url), keepalive: true, bytes: data instanceof Blob ? data.size : size(data) });
        return beacon(url, data);
      };
  });

/** What the page has fetched or beaconed so far, in call order. */
export const requestsMade = (page: Page): Promise<Sent[]> =>
  page.evaluate(() => (window as unknown as { sent: Sent[] }).sent);

/** Visitor telemetry has decided: the performance part has asked for its settings (see above). */
export const visitorTelemetryDecided = (page: Page) =>
  page.waitForFunction(() =>
    (window as unknown as { sent: Sent[] }).sent.some((request) => request.url.includes('/api/1/performance/settings')),
  );
