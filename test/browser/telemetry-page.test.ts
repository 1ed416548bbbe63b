import { startSite, visit, type Site, runtimeInitialised } from './harness';

// The example page that shows what telemetry sent: every demo button works.
let site: Site;
beforeAll(async () => {
  site = await startSite('dist');
});
afterAll(() => site?.close());
afterEach(() => fetch(`${site.siteUrl}/__reference/log`, { method: 'DELETE' }));

describe('examples/telemetry.html', () => {
  it('shows the census hit, the reports of its error buttons, and a delivered ad-pixel event', async () => {
    const { page, context, violations } = await visit(site, '/telemetry.html');
    await runtimeInitialised(page);
    // Filled at load, then every 2 s once the visitor has used the page: a click starts it.
    await page.click('#refresh');
    await page.waitForSelector('#rows td:text-matches("POST /api/census/RecordHit")');
    expect(await page.textContent('#visitor')).toMatch(/^[^|]+(\|\d+){4}$/);

    await page.click('#ad-pixel');
    await page.waitForSelector('#note:text-matches("Delivered the ad-pixel event")');

    await page.click('#throw');
    await page.click('#reject');
    await page.click('#storm');
    await page.waitForSelector('#note:text-matches("Threw 10,000 errors")');
    await page.click('#refresh');
    await page.waitForSelector('#rows td:text-matches("RecordJavascriptErrors")', { timeout: 10000 });
    await page.waitForTimeout(1500); // the reporter's 1 s debounce, then one more send at most
    const log: { path: string; body: unknown }[] = await (await fetch(`${site.siteUrl}/__reference/log`)).json();
    const reports = log
      .filter((entry) => entry.path === '/api/events/RecordJavascriptErrors')
      .reduce((sum, entry) => sum + (Array.isArray(entry.body) ? entry.body.length : 1), 0);
    expect(reports).toBeGreaterThan(0);
    expect(reports).toBeLessThanOrEqual(20);

    await page.click('#clear');
    await page.waitForSelector('#rows td:text-matches("Nothing yet")');
    expect(await violations()).toEqual([]);
    await context.close();
  });
});
