/**
 * Faults and hostile input on the form block (issue 11 §6), in Chromium
 * against the minified dist/ and the reference API: a SaveFormSubmission
 * that hangs, and a hidden field fed a 100 KB value from the address.
 */
import type { Page } from 'playwright-core';
import { blocksSettled, startSite, visit, type Site, until } from './harness';

let site: Site;
beforeAll(async () => {
  site = await startSite('dist');
});
afterAll(() => site?.close());
afterEach(async () => {
  for (const path of ['fail', 'log', 'submissions'])
    await fetch(`${site.siteUrl}/__reference/${path}`, { method: 'DELETE' });
});

interface LogEntry {
  path: string;
  status: number | string | null;
  body?: { key?: string; form?: Record<string, unknown> };
}
/** The reference API's log, oldest first (it lists the newest first). */
const log = async (): Promise<LogEntry[]> =>
  ((await (await fetch(`${site.siteUrl}/__reference/log`)).json()) as LogEntry[]).reverse();
const calls = async (path: string) => (await log()).filter((entry) => entry.path === path);
const submissions = async (): Promise<unknown[]> => (await fetch(`${site.siteUrl}/__reference/submissions`)).json();
const SAVE = '/api/form/SaveFormSubmission';
const KEY = '/api/form/FormSubmissionKey';

async function fill(page: Page) {
  await page.fill('.first-name input', 'Ada');
  await page.fill('.last-name input', 'Lovelace');
  await page.fill('#email-yui_2 input', 'ada@example.com');
}

describe('a SaveFormSubmission that hangs becomes one submission, not two', () => {
  it('is aborted at the 30 s time-out; the retry carries the same key; the server completes one submission', async () => {
    // The reference API holds the first save for 3 s (real time), then completes it unless the browser dropped it.
    await fetch(`${site.siteUrl}/__reference/fail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: SAVE, delay: 3000, times: 1 }),
    });
    // The page's clock is Playwright's: the 30 s time-out passes when the test says so.
    const { page, context } = await visit(site, '/fixtures/form.html', { before: (p) => p.clock.install() });
    await blocksSettled(page);
    await fill(page);
    await page.click('input[type=submit]');
    await until(async () => (await calls(SAVE)).length === 1);
    await page.clock.fastForward(30_000);
    await page.waitForSelector('#form .form-submission-error');
    expect(await page.textContent('#form .form-submission-error')).toBe('Unknown error, please try again later.');
    // The first save is over for the server: dropped (aborted) with the fix, completed after 3 s without it.
    await until(async () => (await calls(SAVE))[0].status !== null);
    await page.click('input[type=submit]');
    await page.waitForSelector('.form-submission-text');
    const saves = await calls(SAVE);
    expect(saves[0].status).toBe('aborted');
    expect(saves.map((save) => save.body?.key)).toEqual([saves[0].body?.key, saves[0].body?.key]);
    expect(await calls(KEY)).toHaveLength(1);
    expect(await submissions()).toHaveLength(1);
    await context.close();
  }, 60000);
});

describe('a hidden field takes at most 1000 characters from the address', () => {
  it('a 100 KB ?source= value is sent cut to 1000 characters', async () => {
    const { page, context } = await visit(site, '/fixtures/form.html');
    await blocksSettled(page);
    // Put the value in the address as a link would (the request line of a 100 KB URL is past the server's limit).
    await page.evaluate(() => history.replaceState(null, '', `?source=${'s'.repeat(100_000)}`));
    await fill(page);
    await page.click('input[type=submit]');
    await page.waitForSelector('.form-submission-text');
    const [save] = await calls(SAVE);
    expect(save.body?.form?.['hidden-yui_8']).toBe('s'.repeat(1000));
    await context.close();
  });
});
