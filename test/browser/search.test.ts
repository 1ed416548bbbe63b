/**
 * The search block and the /search page in real Chromium against dist/
 * (issue 15, docs/blocks/search.md): the combobox by keyboard, stale answers
 * dropped, failure and 'Try again', the preview chunk only after focus, the
 * 'search' ad-pixel event on submit, no page view on /search, and a block
 * without its form rendered through the widget call. Every wait
 * is on a request, an event or a DOM state, never on time.
 */
import type { Page, Route } from 'playwright-core';
import { blocksSettled, startSite, visit, type Site } from './harness';
import { recordRequests, requestsMade, visitorTelemetryDecided } from './page-requests';

let site: Site;
beforeAll(async () => {
  site = await startSite('dist');
});
afterAll(() => site?.close());
afterEach(async () => {
  await fetch(`${site.siteUrl}/__reference/fail`, { method: 'DELETE' });
  await fetch(`${site.siteUrl}/__reference/log`, { method: 'DELETE' });
});

const INPUT = '#site-search-input';
const PREVIEW = '/api/search/preview';

const previewCalls = async () =>
  ((await (await fetch(`${site.siteUrl}/__reference/log`)).json()) as { path: string }[]).filter(
    (entry) => entry.path === PREVIEW,
  ).length;

/** The shown options' titles. */
const titles = (page: Page) =>
  page.$$eval('[role=option] .search-preview-title', (spans) => spans.map((span) => span.textContent));

/** The index of the option the combobox names active, or -1. */
const active = (page: Page) =>
  page.$eval(INPUT, (input) => {
    const id = input.getAttribute('aria-activedescendant');
    return Array.from(document.querySelectorAll('[role=option]')).findIndex((option) => option.id === id);
  });

/** Resolves once telemetry's ad-pixel relay has started (it takes the probe request). */
const relayStarted = (page: Page) =>
  page.waitForFunction(
    () =>
      !document.dispatchEvent(
        new CustomEvent('site-runtime:ad-pixel-request', { detail: { name: 'probe', detail: {} }, cancelable: true }),
      ),
  );

async function open(path = '/search.html') {
  const visited = await visit(site, path);
  await blocksSettled(visited.page);
  return visited;
}

/** Focus the field, wait for the combobox, and enter `text` as one input event (one query, whatever the machine's speed). */
async function enter(page: Page, text: string) {
  await page.focus(INPUT);
  await page.waitForSelector(`${INPUT}[role=combobox]`);
  await page.fill(INPUT, text);
}

async function typeAndWait(page: Page, text: string, count: number) {
  await enter(page, text);
  await page.waitForFunction((n) => document.querySelectorAll('[role=option]').length === n, count);
}

describe('the preview chunk is fetched only when the visitor reaches the field (spec §2 lazy chunks)', () => {
  it('not at start; at the first focus', async () => {
    const { page, context, requests } = await open();
    expect(requests.some((url) => /\/search\.js$/.test(url))).toBe(true);
    expect(requests.some((url) => url.includes('search-preview'))).toBe(false);
    const preview = page.waitForRequest((request) => request.url().includes('search-preview'));
    await page.focus(INPUT);
    await preview;
    await page.waitForSelector(`${INPUT}[role=combobox]`);
    await context.close();
  });
});

describe('the combobox by keyboard (WAI-ARIA APG, combobox with listbox popup)', () => {
  it('Down/Up move with wraparound, Home/End stay the text field’s, Escape closes then clears', async () => {
    const { page, context } = await open();
    await typeAndWait(page, 'bread', 5);
    expect(await page.getAttribute(INPUT, 'aria-expanded')).toBe('true');
    expect(await page.textContent('[role=status]')).toBe('5 results');
    await page.keyboard.press('ArrowDown');
    expect(await active(page)).toBe(0);
    await page.keyboard.press('ArrowUp');
    expect(await active(page)).toBe(4);
    await page.keyboard.press('ArrowDown');
    expect(await active(page)).toBe(0);
    // Home and End move the caret, as in a text field; the visual focus returns to the text.
    await page.keyboard.press('Home');
    expect(await page.$eval(INPUT, (input) => (input as HTMLInputElement).selectionStart)).toBe(0);
    expect(await active(page)).toBe(-1);
    await page.keyboard.press('End');
    expect(await page.$eval(INPUT, (input) => (input as HTMLInputElement).selectionStart)).toBe(5);
    // The focus never left the field.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('site-search-input');
    await page.keyboard.press('Escape');
    expect(await page.getAttribute(INPUT, 'aria-expanded')).toBe('false');
    expect(await page.inputValue(INPUT)).toBe('bread');
    await page.keyboard.press('Escape');
    expect(await page.inputValue(INPUT)).toBe('');
    await context.close();
  });

  it('Enter follows the active result', async () => {
    const { page, context } = await open();
    await typeAndWait(page, 'sourdough', 1);
    await page.keyboard.press('ArrowDown');
    await Promise.all([page.waitForURL(/\/product\.html$/), page.keyboard.press('Enter')]);
    await context.close();
  });
});

describe('stale answers are dropped', () => {
  it('an older query answered after a newer one never replaces it; its request is cancelled', async () => {
    let held: Route | undefined;
    const { page, context } = await open();
    const cancelled = page.waitForEvent('requestfailed', (request) => /[?&]q=sou(&|$)/.test(request.url()));
    await page.route(/\/api\/search\/preview\?q=sou(&|$)/, (route) => void (held = route));
    const first = page.waitForRequest((request) => /[?&]q=sou(&|$)/.test(request.url()));
    await page.focus(INPUT);
    await page.keyboard.type('sou');
    await first;
    await page.keyboard.type('rdough');
    await page.waitForFunction(() => document.querySelectorAll('[role=option]').length === 1);
    await cancelled;
    // The held answer arrives late: nothing may take it any more.
    await held!
      .fulfill({ status: 200, contentType: 'application/json', body: '{"items":[{"title":"Stale","url":"/"}]}' })
      .catch(() => undefined);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await titles(page)).toEqual(['Product: sourdough loaf']);
    await context.close();
  });
});

describe('failure and Try again (spec §8 Generic)', () => {
  it('shows the message, keeps what was typed, and sends one request per click', async () => {
    const { page, context } = await open();
    await fetch(`${site.siteUrl}/__reference/fail`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: PREVIEW, status: 500, times: 1 }),
    });
    await enter(page, 'bread');
    await page.waitForSelector('.search-preview-error:not([hidden])');
    expect(await page.textContent('.search-preview-error-message')).toBe('Unable to load results');
    expect(await page.textContent('.search-preview-retry')).toBe('Try again');
    expect(await page.textContent('[role=status]')).toBe('Unable to load results');
    expect(await page.inputValue(INPUT)).toBe('bread');
    expect(await previewCalls()).toBe(1);
    // Three clicks in one task: the first asks, the others find a request in flight.
    await page.$eval('.search-preview-retry', (button) => {
      for (let i = 0; i < 3; i++) (button as HTMLButtonElement).click();
    });
    await page.waitForFunction(() => document.querySelectorAll('[role=option]').length === 5);
    expect(await previewCalls()).toBe(2);
    expect(await page.isHidden('.search-preview-error')).toBe(true);
    await context.close();
  });
});

describe('a search block without its form: rendered through the widget call (docs/blocks/search.md)', () => {
  const WIDGET = '/api/widget/GetWidgetRendering';
  const JOURNAL = '#journal-search-input';

  /** Every widget call `page` makes, as the `{type, id}` of its widgetJSON, recorded as it is sent. */
  function widgetCalls(page: Page) {
    const calls: { type: string; id: string }[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname !== WIDGET) return;
      const { type, id } = JSON.parse(new URLSearchParams(request.postData() ?? '').get('widgetJSON') ?? '{}');
      calls.push({ type, id });
    });
    return calls;
  }

  it('asks once, shows the rendered form, and its preview works by keyboard; the block with its form asks nothing', async () => {
    let calls!: ReturnType<typeof widgetCalls>;
    const { page, context } = await visit(site, '/search.html', { before: async (p) => void (calls = widgetCalls(p)) });
    await page.waitForSelector(`#journal-search[data-widget-state=ready] form[role=search] ${JOURNAL}`);
    await blocksSettled(page);
    // One call, the form-less block's; #site-search (with its form) made none.
    expect(calls).toEqual([{ type: 'search', id: 'journal-search' }]);
    expect(await page.textContent('#journal-search label')).toBe('Search the journal');
    await page.focus(JOURNAL);
    await page.waitForSelector(`${JOURNAL}[role=combobox]`);
    await page.fill(JOURNAL, 'bread');
    // previewLimit 3 in the block's JSON, sent as the widget's value and read by its preview.
    await page.waitForFunction(() => document.querySelectorAll('#journal-search [role=option]').length === 3);
    expect(await page.getAttribute(JOURNAL, 'aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    const activeId = await page.getAttribute(JOURNAL, 'aria-activedescendant');
    expect(activeId).toBe(await page.getAttribute('#journal-search [role=option]:first-child', 'id'));
    await page.keyboard.press('Escape');
    expect(await page.getAttribute(JOURNAL, 'aria-expanded')).toBe('false');
    expect(calls).toHaveLength(1);
    await context.close();
  });

  it('a page whose only block has its form makes no widget call and fetches no rendering code', async () => {
    let calls!: ReturnType<typeof widgetCalls>;
    const { page, context, requests } = await visit(site, '/search?q=bread', {
      before: async (p) => void (calls = widgetCalls(p)),
    });
    await blocksSettled(page);
    // The preview started on the page's own form: the block behaves, without a widget call.
    await page.focus('#search-page-input');
    await page.waitForSelector('#search-page-input[role=combobox]');
    expect(requests.some((url) => /\/search\.js$/.test(url))).toBe(true);
    expect(requests.some((url) => url.includes('rendered-form'))).toBe(false);
    expect(calls).toEqual([]);
    await context.close();
  });

  it("a failure keeps the server markup and shows 'Unable to load results' with 'Try again': one request per click", async () => {
    await fetch(`${site.siteUrl}/__reference/fail`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: WIDGET, status: 503, times: 2 }),
    });
    let calls!: ReturnType<typeof widgetCalls>;
    const { page, context } = await visit(site, '/search.html', { before: async (p) => void (calls = widgetCalls(p)) });
    await page.waitForSelector('#journal-search[data-widget-state=failed]');
    expect(calls).toHaveLength(1);
    expect(await page.textContent('#journal-search .search-block-placeholder')).toBe('Search the journal');
    expect(await page.textContent('#journal-search .widget-failure p')).toBe('Unable to load results');
    const button = page.locator('#journal-search .widget-failure button');
    expect(await button.textContent()).toBe('Try again');
    // The second failure: one click, one request, still failed.
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === WIDGET);
    await button.click();
    await answered;
    await page.waitForSelector('#journal-search[data-widget-state=failed] .widget-failure button[aria-disabled=false]');
    expect(calls).toHaveLength(2);
    // Three clicks in one task: the first asks, the others find a request in flight.
    await button.evaluate((element) => {
      for (let i = 0; i < 3; i++) (element as HTMLButtonElement).click();
    });
    await page.waitForSelector(`#journal-search[data-widget-state=ready] ${JOURNAL}`);
    expect(calls).toHaveLength(3);
    expect(await page.$('#journal-search .widget-failure')).toBeNull();
    await context.close();
  });
});

describe("the 'search' ad-pixel event (spec §7)", () => {
  it('fires once with the query when a search is submitted, before the search page opens', async () => {
    const { page, context } = await visit(site, '/search.html', {
      before: (page) =>
        page.addInitScript(() => {
          // Kept across the navigation the submit starts.
          document.addEventListener('site-runtime:ad-pixel', (event) => {
            const { name, detail } = (event as CustomEvent<{ name: string; detail: unknown }>).detail;
            if (name === 'probe') return;
            const seen = JSON.parse(sessionStorage.getItem('pixels') ?? '[]') as unknown[];
            sessionStorage.setItem('pixels', JSON.stringify([...seen, { name, detail }]));
          });
        }),
    });
    await blocksSettled(page);
    await relayStarted(page);
    await page.fill(INPUT, 'bread');
    await Promise.all([page.waitForURL(/\/search\?q=bread$/), page.press(INPUT, 'Enter')]);
    expect(await page.textContent('.sqs-search-page-count')).toBe('5 results for “bread”');
    const pixels = await page.evaluate(() => JSON.parse(sessionStorage.getItem('pixels') ?? '[]') as unknown);
    expect(pixels).toEqual([{ name: 'search', detail: { query: 'bread' } }]);
    await context.close();
  });
});

describe('no page view on /search (spec §2)', () => {
  it.each([
    ['the search page (/search, type 102): none', '/search?q=bread', 0],
    ['a page with a search block (type 2): one, so the check can fail', '/search.html', 1],
  ])('%s', async (_name, path, count) => {
    const { page, context } = await visit(site, path, { before: recordRequests });
    await visitorTelemetryDecided(page);
    const hits = (await requestsMade(page)).filter((request) => request.url.includes('/api/census/RecordHit'));
    expect(hits).toHaveLength(count);
    await context.close();
  });
});
