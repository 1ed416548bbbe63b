/**
 * Performance records across the real back/forward cache (spec §9
 * "Performance": flushed when hidden): Chromium launched without
 * Playwright's `--disable-back-forward-cache`, so Back restores the page
 * itself (`pageshow` with `persisted`), not a new load.
 */
import type { Page } from 'playwright-core';
import { startSite, until, visit, type Site } from './harness';
import { recordRequests, requestsMade } from './page-requests';
import { setSampling } from './sampling';

jest.setTimeout(60000);

let site: Site;
beforeAll(async () => {
  site = await startSite('dist', { backForwardCache: true });
  // Every page view measured: the test server measures none unless asked (./sampling.ts).
  await setSampling(site, 1);
});
afterAll(() => site?.close());

interface LogEntry {
  path: string;
  body: unknown;
}
const RECORDS = '/api/1/performance/records';
const SETTINGS = '/api/1/performance/settings';
const referenceLog = async (): Promise<LogEntry[]> => (await fetch(`${site.siteUrl}/__reference/log`)).json();
/** Settings calls this document made (the page it leaves for runs the runtime too). */
const settingsCalls = async (page: Page) =>
  (await requestsMade(page)).filter((request) => request.url.includes(SETTINGS)).length;
interface PerformanceRecord {
  pageLoadId: string;
  name: string;
  navigationType: string;
  url: string;
}
/** This fixture's records, by pageLoadId, in the order they arrived. */
async function recordsById(): Promise<Map<string, PerformanceRecord[]>> {
  const byId = new Map<string, PerformanceRecord[]>();
  for (const entry of await referenceLog())
    if (entry.path === RECORDS)
      for (const record of entry.body as PerformanceRecord[])
        if (/\/fixtures\/telemetry-visitor\.html$/.test(record.url))
          byId.set(record.pageLoadId, [...(byId.get(record.pageLoadId) ?? []), record]);
  return byId;
}
/** Restores seen by the page (an init script counts `pageshow` with `persisted`). */
const restores = (page: Page) => page.evaluate(() => (window as unknown as { restores: number }).restores);

describe('a page restored from the back/forward cache is a new page view (spec §9)', () => {
  it('asks for a new pageLoadId, and hiding it again sends its records under that id', async () => {
    const { page, context } = await visit(site, '/fixtures/telemetry-visitor.html', {
      before: async (p) => {
        await recordRequests(p);
        await p.addInitScript(() => {
          const w = window as unknown as { restores: number };
          w.restores = 0;
          window.addEventListener('pageshow', (event) => event.persisted && w.restores++);
        });
      },
    });
    await until(async () => (await settingsCalls(page)) === 1);
    await page.click('#acc .accordion-item:nth-child(2) .accordion-item__click-target'); // an input: LCP is final
    await page.goto(`${site.siteUrl}/fixtures/empty.html`); // hidden: the first view's records go
    await until(async () => (await recordsById()).size === 1);
    await page.goBack({ waitUntil: 'commit' }); // a restore fires no load event
    await page.waitForFunction(() => (window as unknown as { restores?: number }).restores === 1); // from the cache
    expect(await restores(page)).toBe(1);
    await until(async () => (await settingsCalls(page)) === 2);
    await page.goto(`${site.siteUrl}/fixtures/empty.html`); // hidden again
    await until(async () => (await recordsById()).size === 2);
    // One view per pageLoadId, each all of one kind (the log's order is not the sending order).
    const views = [...(await recordsById()).values()].map((records) => ({
      kinds: new Set(records.map((record) => record.navigationType)),
      names: new Set(records.map((record) => record.name)),
    }));
    const restored = views.find((view) => view.kinds.has('back-forward-cache'))!;
    const loaded = views.find((view) => view.kinds.has('navigate'))!;
    expect([...loaded.kinds]).toEqual(['navigate']);
    expect([...restored.kinds]).toEqual(['back-forward-cache']);
    for (const name of ['TTFB', 'FCP', 'LCP', 'CLS']) expect(restored.names).toContain(name);
    await context.close();
  });
});
