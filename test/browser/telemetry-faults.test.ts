/**
 * Telemetry faults (issue 11 §6), in Chromium against the minified dist/:
 * error batches past the browser's 64 KiB keepalive quota, and a restrictive
 * cookie policy written as "yes" or 1.
 *
 * The page's own fetch and sendBeacon are recorded in call order
 * (./page-requests.ts), so a test can prove a request was never made.
 */
import type { BrowserContext } from 'playwright-core';
import { pauseSoon, reporterAttached, startSite, visit, type Site, until, runtimeInitialised } from './harness';
import { recordRequests, requestsMade, visitorTelemetryDecided } from './page-requests';

let site: Site;
beforeAll(async () => {
  site = await startSite('dist');
});
afterAll(() => site?.close());
afterEach(async () => {
  await fetch(`${site.siteUrl}/__reference/log`, { method: 'DELETE' });
});

interface Entry {
  path: string;
  body: unknown;
}
const log = async (): Promise<Entry[]> => (await fetch(`${site.siteUrl}/__reference/log`)).json();
const ERRORS = '/api/events/RecordJavascriptErrors';
/** The error reports the reference API received, `data` parsed. */
const reports = async () =>
  (await log())
    .filter((entry) => entry.path === ERRORS)
    .flatMap((entry) => entry.body as { data: string | Record<string, unknown> }[])
    .map(
      (report) => (typeof report.data === 'string' ? JSON.parse(report.data) : report.data) as Record<string, unknown>,
    );
const KEEPALIVE_QUOTA = 64 * 1024;

describe('error batches past the 64 KiB keepalive quota are not lost', () => {
  /** `holdDebounce`: the page's clock stops before the throw, so the reporter's 1 s debounce never ends on its own. */
  async function throwBigErrors(holdDebounce = false) {
    const visited = await visit(site, '/fixtures/telemetry-big-errors.html', {
      before: async (page) => {
        await recordRequests(page);
        if (holdDebounce) await page.clock.install();
      },
    });
    await runtimeInitialised(visited.page);
    if (holdDebounce) await pauseSoon(visited.page);
    await visited.page.click('#throw');
    await visited.page.waitForSelector('#out[data-thrown="10"]', { state: 'attached' });
    await reporterAttached(visited.page, site);
    return visited;
  }

  it('visible page: ten ~10 KB reports all arrive; no keepalive body over the quota', async () => {
    const { page, context } = await throwBigErrors();
    await until(async () => (await reports()).length === 10);
    const made = await requestsMade(page);
    expect(made.filter((request) => request.keepalive && request.bytes > KEEPALIVE_QUOTA)).toEqual([]);
    const [errors] = made.filter((request) => request.url.includes(ERRORS));
    expect(errors).toMatchObject({ keepalive: false });
    expect(errors.bytes).toBeGreaterThan(KEEPALIVE_QUOTA);
    expect((await reports()).map((report) => report.dropped).filter(Boolean)).toEqual([]);
    await context.close();
  });

  it('leaving the page: what fits a keepalive goes, and the first report counts the rest as dropped', async () => {
    const { page, context } = await throwBigErrors(true);
    // The reporter's 1 s debounce has not ended (the clock is paused): the batch goes on pagehide, by keepalive.
    await page.goto(`${site.siteUrl}/fixtures/empty.html`);
    await until(async () => (await reports()).length > 0);
    const arrived = await reports();
    expect(arrived.length).toBeGreaterThan(1);
    expect(arrived[0].dropped).toBe(10 - arrived.length);
    const [entry] = (await log()).filter((logged) => logged.path === ERRORS);
    expect(Buffer.byteLength(JSON.stringify(entry.body))).toBeLessThan(KEEPALIVE_QUOTA);
    await context.close();
  });
});

describe('a restrictive cookie policy written as "yes" or 1 is opt-in (the more private reading)', () => {
  const cookie = async (context: BrowserContext, name: string) =>
    (await context.cookies()).find((c) => c.name === name)?.value;
  const VISITOR = /\/api\/(census|v1\/events|track)\//;

  it.each([
    ['"yes"', '/fixtures/telemetry-opt-in-yes.html'],
    ['1', '/fixtures/telemetry-opt-in-one.html'],
  ])('%s: no visitor request and no ss_cvr/ss_cvt before Accept; the queued hit after it', async (_label, path) => {
    const { page, context } = await visit(site, path, { before: recordRequests });
    await visitorTelemetryDecided(page);
    expect((await requestsMade(page)).filter((request) => VISITOR.test(request.url))).toEqual([]);
    expect(await cookie(context, 'ss_cvr')).toBeUndefined();
    expect(await cookie(context, 'ss_cvt')).toBeUndefined();
    await page.click('.site-runtime-cookie-banner button[data-choice="accept"]');
    await until(async () => (await log()).some((entry) => entry.path === '/api/census/RecordHit'));
    expect(await cookie(context, 'ss_cvr')).toBeDefined();
    await context.close();
  });
});
