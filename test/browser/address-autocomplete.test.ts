/**
 * The form's address autocomplete in real Chromium against dist/ (issue 15,
 * docs/blocks/form.md "Address autocomplete"): its chunk and the places
 * calls only once the visitor reaches an opted-in address line 1, the
 * combobox by keyboard filling the parts, and a failed details call that
 * keeps what the visitor typed. Every wait is on a request, a response or a
 * DOM state, never on time.
 */
import type { Page } from 'playwright-core';
import { blocksSettled, startSite, visit, type Site } from './harness';

let site: Site;
beforeAll(async () => {
  site = await startSite('dist');
});
afterAll(() => site?.close());
afterEach(async () => {
  await fetch(`${site.siteUrl}/__reference/fail`, { method: 'DELETE' });
  await fetch(`${site.siteUrl}/__reference/log`, { method: 'DELETE' });
});

const SHIPPING = '#address-yui_3_17_2_1_1700000000000_11';
const LINE1 = `${SHIPPING} input[name=address1]`;
const BILLING_LINE1 = 'input[name=billing-address1]';
const PLACES = '/api/google-maps/places/';

type LogEntry = { id: number; path: string; query: Record<string, string> };
const placesCalls = async () =>
  ((await (await fetch(`${site.siteUrl}/__reference/log`)).json()) as LogEntry[])
    .filter((entry) => entry.path.startsWith(PLACES))
    .sort((a, b) => a.id - b.id);

/** The values of the shipping address's parts, by name. */
const parts = (page: Page) =>
  page.$$eval(`${SHIPPING} input`, (inputs) =>
    Object.fromEntries((inputs as HTMLInputElement[]).map((input) => [input.name, input.value])),
  );

async function open() {
  const visited = await visit(site, '/address-autocomplete.html');
  await blocksSettled(visited.page);
  return visited;
}

/** Focus address line 1, wait for the combobox, enter `text` (one input event) and wait for `count` options. */
async function typeAndWait(page: Page, text: string, count: number) {
  await page.focus(LINE1);
  await page.waitForSelector(`${LINE1}[role=combobox]`);
  await page.fill(LINE1, text);
  await page.waitForFunction((n) => document.querySelectorAll('[role=option]').length === n, count);
}

describe('nothing is fetched before the visitor reaches an opted-in address line 1', () => {
  it('no chunk and no places call at load or at a plain address field; the chunk at the first focus', async () => {
    const { page, context, requests } = await open();
    expect(requests.some((url) => /\/form\.js$/.test(url))).toBe(true);
    await page.focus(BILLING_LINE1);
    await page.fill(BILLING_LINE1, '1 Broadway');
    expect(requests.some((url) => /address-autocomplete\.js$/.test(url))).toBe(false);
    const chunk = page.waitForRequest((request) => /address-autocomplete\.js$/.test(request.url()));
    await page.focus(LINE1);
    await chunk;
    await page.waitForSelector(`${LINE1}[role=combobox]`);
    // The chunk is in: had the billing line started it too, it would be a combobox by now.
    expect(await page.getAttribute(BILLING_LINE1, 'role')).toBeNull();
    expect(requests.filter((url) => /address-autocomplete\.js$/.test(url))).toHaveLength(1);
    // Focus alone asks nothing: the places are called only for what is typed.
    expect(await placesCalls()).toEqual([]);
    await context.close();
  });
});

describe('typing lists suggestions; Down and Enter fill the parts (WAI-ARIA APG combobox)', () => {
  it('the listbox opens with the options, Enter on the active one fills line 1, city, state, ZIP and country', async () => {
    const { page, context } = await open();
    await typeAndWait(page, '1 Broad', 3);
    expect(await page.getAttribute(LINE1, 'aria-expanded')).toBe('true');
    expect(await page.textContent('[role=option]')).toBe('1 Broad, Broadway, New York, NY, USA');
    await page.keyboard.press('ArrowDown');
    expect(await page.getAttribute(LINE1, 'aria-activedescendant')).toBe(
      await page.getAttribute('[role=option]', 'id'),
    );
    const details = page.waitForResponse((response) => response.url().includes(`${PLACES}details`));
    await page.keyboard.press('Enter');
    await details;
    await page.waitForFunction(
      (selector) => (document.querySelector(selector) as HTMLInputElement).value !== '',
      `${SHIPPING} input[name=city]`,
    );
    expect(await parts(page)).toEqual({
      address1: '1 Broadway',
      address2: '',
      city: 'New York',
      state: 'NY',
      zip: '10004',
      country: 'US',
    });
    expect(await page.getAttribute(LINE1, 'aria-expanded')).toBe('false');
    // Spec §7: both calls carry the tracking context.
    const calls = await placesCalls();
    expect(calls.map((call) => call.path)).toEqual([`${PLACES}autocomplete`, `${PLACES}details`]);
    for (const call of calls) expect(call.query).toMatchObject({ productPage: 'form', productSection: 'address' });
    expect(calls[0].query.input).toBe('1 Broad');
    expect(calls[1].query.placeId).toBe('reference-place-1');
    await context.close();
  });
});

describe('a failed details call loses nothing', () => {
  it('what the visitor typed stays, no part is filled, and the field takes more typing', async () => {
    const { page, context } = await open();
    await fetch(`${site.siteUrl}/__reference/fail`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: `${PLACES}details`, status: 500, times: 0 }),
    });
    await typeAndWait(page, '1 Broad', 3);
    await page.keyboard.press('ArrowDown');
    const failed = page.waitForResponse((response) => response.url().includes(`${PLACES}details`));
    await page.keyboard.press('Enter');
    expect((await failed).status()).toBe(500);
    await page.waitForSelector(`${LINE1}[aria-expanded=false]`);
    expect(await parts(page)).toEqual({ address1: '1 Broad', address2: '', city: '', state: '', zip: '', country: '' });
    await page.keyboard.type('way');
    expect(await page.inputValue(LINE1)).toBe('1 Broadway');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('address1');
    await context.close();
  });
});
