import { startSite, visit, type Site, runtimeInitialised } from './harness';
import { recordRequests, sendsSettled } from './page-requests';

const ERRORS = '/api/events/RecordJavascriptErrors';
/** spec §9: the error reporter's sends are debounced 1 s. */
const DEBOUNCE = 1000;

// The example page that shows what telemetry sent: every demo button works.
let site: Site;
beforeAll(async () => {
  site = await startSite('dist');
});
afterAll(() => site?.close());
afterEach(() => fetch(`${site.siteUrl}/__reference/log`, { method: 'DELETE' }));

describe('examples/telemetry.html', () => {
  it('shows the census hit, the reports of its error buttons, and a delivered ad-pixel event', async () => {
    const { page, context, violations } = await visit(site, '/telemetry.html', { before: recordRequests });
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
    // Every error has been thrown (the note comes in a timer after the storm's) and the reporter has sent (the
    // row): a send still to come waits on a debounce timer set before now. A page timer of the same length set
    // now fires after it (timers fire in the order of their deadlines), so by then every send has been made,
    // whatever the machine's speed; then each is waited for until answered.
    await page.evaluate((ms) => new Promise((resolve) => setTimeout(resolve, ms)), DEBOUNCE);
    await sendsSettled(page, ERRORS);
    const log: { path: string; body: unknown }[] = await (await fetch(`${site.siteUrl}/__reference/log`)).json();
    const reports = log
      .filter((entry) => entry.path === ERRORS)
      .reduce((sum, entry) => sum + (Array.isArray(entry.body) ? entry.body.length : 1), 0);
    expect(reports).toBeGreaterThan(0);
    expect(reports).toBeLessThanOrEqual(20);

    await page.click('#clear');
    await page.waitForSelector('#rows td:text-matches("Nothing yet")');
    expect(await violations()).toEqual([]);
    await context.close();
  });
});
