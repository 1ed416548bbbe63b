/**
 * Visitor telemetry in real Chromium against the minified dist/: the census
 * page view, the visitor cookies, the tracking rules, opt-in consent, and
 * census failures that change nothing on the page (spec §3, §6, §7, §8).
 */
import type { BrowserContext } from 'playwright-core';
import { startSite, visit, type Site, until } from './harness';
import { recordRequests, requestsMade, visitorTelemetryDecided } from './page-requests';

jest.setTimeout(40000);

let site: Site;
beforeAll(async () => {
  site = await startSite('dist');
});
afterAll(() => site?.close());
afterEach(async () => {
  await fetch(`${site.siteUrl}/__reference/fail`, { method: 'DELETE' });
  await fetch(`${site.siteUrl}/__reference/log`, { method: 'DELETE' });
});

interface Entry {
  method: string;
  path: string;
  body: Record<string, any> | null; // eslint-disable-line @typescript-eslint/no-explicit-any
  status: number | string | null;
}
const TELEMETRY = /^\/api\/(census|v1\/events|track)\//;
const log = async (): Promise<Entry[]> => (await (await fetch(`${site.siteUrl}/__reference/log`)).json()) as Entry[];
const hits = async () => (await log()).filter((entry) => entry.path === '/api/census/RecordHit');
const visitorRequests = async () => (await log()).filter((entry) => TELEMETRY.test(entry.path));
const force = (rule: object) =>
  fetch(`${site.siteUrl}/__reference/fail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(rule),
  });
const cookie = async (context: BrowserContext, name: string) =>
  (await context.cookies()).find((c) => c.name === name)?.value;
/** Waits until the reference API has seen `count` RecordHit calls. */
async function waitForHits(count: number): Promise<Entry[]> {
  for (let i = 0; i < 100; i++) {
    const found = await hits();
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`expected ${count} RecordHit calls, saw ${(await hits()).length}`);
}

describe('an anonymous page view (spec §7 RecordHit, §3 cookies)', () => {
  it('sends one RecordHit with the record-hit fields and sets ss_cvr and ss_cvt; a second view keeps the id', async () => {
    const { page, context, requests } = await visit(site, '/fixtures/telemetry-visitor.html?utm_source=news');
    const [hit] = await waitForHits(1);
    expect(hit.method).toBe('POST');
    expect(hit.body!.event).toBe('view');
    // The reference API shows the `data` field's JSON already parsed.
    const raw: unknown = hit.body!.data;
    const data = typeof raw === 'string' ? JSON.parse(raw) : raw;
    expect(data).toMatchObject({
      websiteId: 'w1',
      templateId: 't1',
      url: '/fixtures/telemetry-visitor.html',
      title: 'Telemetry visitor',
      itemId: 'i1',
      collectionId: 'c1',
      recordType: 1,
      queryString: 'utm_source=news',
      localStorageSupported: true,
    });
    for (const field of ['userAgent', 'clientDate', 'viewportInnerWidth', 'screenWidth', 'website_locale', 'referrer'])
      expect(data).toHaveProperty(field);
    const cvr = decodeURIComponent((await cookie(context, 'ss_cvr'))!);
    expect(cvr).toMatch(/^[^|\s]+(\|[1-9]\d*){4}$/);
    expect(hit.body!.ss_cvr).toBe(cvr);
    expect(Number(await cookie(context, 'ss_cvt'))).toBeGreaterThan(0);
    // The landing beacon, once per visit, with the marketing source (awaited: it may come after the hit).
    await until(async () => (await log()).some((entry) => entry.path === '/api/track/Track'));
    const tracks = (await log()).filter((entry) => entry.path === '/api/track/Track');
    expect(tracks).toHaveLength(1);

    await page.reload();
    const second = await waitForHits(2);
    const cvr2 = decodeURIComponent((await cookie(context, 'ss_cvr'))!);
    expect(cvr2.split('|')[0]).toBe(cvr.split('|')[0]);
    expect(cvr2.split('|')[4]).toBe('1');
    expect(second[1].body!.ss_cvr).toBe(cvr2);
    // Proven by order: a landing beacon goes out in the same task as its page view's post
    // (census.ts: onVisit right after it). Once the second hit is in the page's list of
    // requests and one more page round trip has answered, a second beacon would be listed too.
    const sentTo = (path: string) => requests.filter((url) => new URL(url).pathname === path);
    await until(() => sentTo('/api/census/RecordHit').length >= 2);
    await page.evaluate(() => true);
    expect(sentTo('/api/track/Track')).toHaveLength(1);
    expect((await log()).filter((entry) => entry.path === '/api/track/Track')).toHaveLength(1);
    await context.close();
  });
});

describe('tracking is off for a signed-in owner and on untracked pages (spec §6)', () => {
  it.each([
    ['an owner (admin role)', '/fixtures/telemetry-owner.html'],
    ['a not-found page (page type 100)', '/fixtures/telemetry-not-found.html'],
  ])('%s: no visitor request, no visitor cookie', async (_name, path) => {
    const { page, context } = await visit(site, path, { before: recordRequests });
    await visitorTelemetryDecided(page);
    expect((await requestsMade(page)).filter((request) => TELEMETRY.test(new URL(request.url).pathname))).toEqual([]);
    expect(await visitorRequests()).toEqual([]);
    expect(await cookie(context, 'ss_cvr')).toBeUndefined();
    await context.close();
  });
});

describe('opt-in policy: nothing before consent, the queued hit after Accept', () => {
  it('no census, events or track request and no ss_cvr/ss_cvt before Accept; then the hit arrives', async () => {
    const { page, context } = await visit(site, '/fixtures/telemetry-opt-in.html', { before: recordRequests });
    await visitorTelemetryDecided(page);
    expect((await requestsMade(page)).filter((request) => TELEMETRY.test(new URL(request.url).pathname))).toEqual([]);
    expect(await visitorRequests()).toEqual([]);
    expect(await cookie(context, 'ss_cvr')).toBeUndefined();
    expect(await cookie(context, 'ss_cvt')).toBeUndefined();
    // The visitor accepts on the cookie banner: the queued page view goes out.
    await page.click('.site-runtime-cookie-banner button[data-choice="accept"]');
    const [hit] = await waitForHits(1);
    expect(hit.body!.ss_cvr).toMatch(/^[^|\s]+(\|[1-9]\d*){4}$/);
    expect(await cookie(context, 'ss_cvr')).toBeDefined();
    await context.close();
  });
});

describe('a failing census changes nothing on the page (spec §8)', () => {
  it.each([
    ['answers 500', { path: '/api/census/RecordHit', status: 500, times: 0 }],
    ['hangs (10 s)', { path: '/api/census/RecordHit', status: null, delay: 10000, times: 0 }],
  ])('census %s: the accordion still opens, no console error but the network line', async (_name, rule) => {
    await force(rule);
    const pageErrors: string[] = [];
    const { page, context, logs } = await visit(site, '/fixtures/telemetry-visitor.html', {
      before: async (p) => (p.on('pageerror', (error) => pageErrors.push(String(error))), p.clock.install()),
    });
    await page.waitForFunction(() => document.querySelector('#acc')?.getAttribute('data-block-state') === 'ready');
    await waitForHits(1);
    await page.click('#acc .accordion-item:nth-child(2) .accordion-item__click-target');
    await page.waitForFunction(
      () =>
        document
          .querySelector('#acc .accordion-item:nth-child(2) .accordion-item__click-target')
          ?.getAttribute('aria-expanded') === 'true',
    );
    // Past the 2500 ms census time-out: the page's timers run 3 s at once (the
    // transport's abort is a setTimeout), and the evaluation after it comes
    // after the abort's rejection handlers.
    await page.clock.runFor(3000);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(pageErrors).toEqual([]);
    expect(logs.filter((line) => line.startsWith('error:') && !/Failed to load resource/.test(line))).toEqual([]);
    await context.close();
  });
});

describe('analytics events (spec §3 "Analytics and logging", §7 POST /api/v1/events, §8)', () => {
  /** Ask the page to track an event until telemetry's part after the first paint takes it. */
  const tracked = (page: import('playwright-core').Page, name: string, data: Record<string, unknown>) =>
    page.waitForFunction(
      async ([schema, custom]) => (await window.SiteRuntime!.services()).trackEvent(schema, custom),
      [name, data] as const,
    );
  const events = async () => (await log()).filter((entry) => entry.path === '/api/v1/events');

  it('a theme’s event and a data-layer network failure are posted with every common field; the sender chunk comes with the first', async () => {
    const { page, context, requests } = await visit(site, '/fixtures/telemetry-visitor.html?utm_source=news');
    await waitForHits(1);
    expect(requests.filter((url) => /analytics-events/.test(url))).toEqual([]);
    await tracked(page, 'theme_event', { label: 'Hello' });
    // Until cleared: Chromium retries a GET once by itself when its reused connection drops.
    await force({ path: '/api/multilingual/status', status: 'network', times: 0 });
    await page.evaluate(async () => {
      const services = await window.SiteRuntime!.services();
      await services
        .createSiteDataLayer(document)
        .get('/api/multilingual/status')
        .catch(() => undefined);
    });
    await until(async () => (await events()).length >= 2);
    const bodies = (await events()).map((entry) => entry.body!);
    const named = (name: string) => bodies.find((body) => body.customSchemaName === name)!;
    const [theme, network] = [named('theme_event'), named('system_network_error')];
    expect(theme).toMatchObject({ customSchemaName: 'theme_event', customData: { label: 'Hello' } });
    expect(typeof theme.analyticsId).toBe('string');
    expect(theme.commonData).toMatchObject({
      page_path: '/fixtures/telemetry-visitor.html',
      page_query_params: 'utm_source=news',
      resolved_locale: 'en',
    });
    for (const field of ['page_host', 'page_referrer_url', 'browser_language', 'timestamp_client'])
      expect(theme.commonData).toHaveProperty(field);
    const cvr = decodeURIComponent((await cookie(context, 'ss_cvr'))!);
    expect(theme.commonData.user_marketing_id).toBe(cvr.split('|')[0]);
    expect(theme.commonData.user_session_id).toMatch(new RegExp(`^${cvr.split('|')[0]}\\.\\d+$`));
    expect(network).toMatchObject({
      customSchemaName: 'system_network_error',
      customData: { urlRequested: '/api/multilingual/status' },
    });
    expect(requests.filter((url) => /analytics-events/.test(url))).toHaveLength(1);
    await context.close();
  });

  it('another status than 200 or 202 logs "Error tracking event: HTTP Status {code}"', async () => {
    await force({ path: '/api/v1/events', status: 500, times: 1 });
    const { page, context, logs } = await visit(site, '/fixtures/telemetry-visitor.html');
    await tracked(page, 'theme_event', {});
    await until(() => logs.some((line) => line === 'warning: Error tracking event: HTTP Status 500'));
    await context.close();
  });

  it('nothing is posted before consent under an opt-in policy; the queued event after Accept', async () => {
    const { page, context, requests } = await visit(site, '/fixtures/telemetry-opt-in.html', {
      before: recordRequests,
    });
    await visitorTelemetryDecided(page);
    await tracked(page, 'theme_event', {});
    // The sender has loaded (it queues in the consent gate): a send would have been made by now.
    await until(() => requests.some((url) => /analytics-events/.test(url)));
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect((await requestsMade(page)).filter((request) => request.url.includes('/api/v1/events'))).toEqual([]);
    expect(await events()).toEqual([]);
    await page.click('.site-runtime-cookie-banner button[data-choice="accept"]');
    await until(async () => (await events()).length === 1);
    await context.close();
  });
});
