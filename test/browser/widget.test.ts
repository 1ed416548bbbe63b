/**
 * Widget blocks in real Chromium against dist/ (issue 15, docs/blocks/widgets.md):
 * no request before a block is near the viewport, failure and 'Try again'
 * (one request per click, the server markup kept), the rendering replacing
 * the content without layout shift where the theme reserved space, server
 * HTML whose inline code never runs, the keyboard, and no React. Every wait
 * is on a state, a request or an IntersectionObserver delivery, never on time.
 */
import type { Page, Request } from 'playwright-core';
import { startSite, visit, type Site } from './harness';

let site: Site;
beforeAll(async () => {
  site = await startSite('dist');
});
afterAll(() => site?.close());
afterEach(async () => {
  await fetch(`${site.siteUrl}/__reference/fail`, { method: 'DELETE' });
});

const PATH = '/api/widget/GetWidgetRendering';

/** Makes the reference API fail the widget call `times` times (spec §8 through server/fail-rules.mjs). */
async function failNext(times: number, status: number | string = 503) {
  const response = await fetch(`${site.siteUrl}/__reference/fail`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ path: PATH, status, times }),
  });
  expect(response.status).toBe(201);
}

/** The widget calls of `page`, each with the id its widgetJSON names. */
function widgetCalls(page: Page) {
  const calls: Request[] = [];
  page.on('request', (request) => new URL(request.url()).pathname === PATH && calls.push(request));
  return {
    ids: () => calls.map((r) => JSON.parse(new URLSearchParams(r.postData() ?? '').get('widgetJSON') ?? '{}').id),
    count: (id: string) =>
      calls.filter((r) => (r.postData() ?? '').includes(encodeURIComponent(`"id":"${id}"`))).length,
  };
}

const widgetState = (page: Page, id: string) => page.getAttribute(`#${id}`, 'data-widget-state');

describe('loading near the viewport', () => {
  it('blocks far below ask for nothing until they come within reach, then once each', async () => {
    let calls!: ReturnType<typeof widgetCalls>;
    const { page, context } = await visit(site, '/fixtures/widget-below.html', {
      before: async (p) => void (calls = widgetCalls(p)),
    });
    await page.waitForSelector('#chart-top[data-widget-state=ready]');
    expect(await page.getAttribute('#tour-below', 'data-block-state')).toBe('loading');
    expect(calls.ids()).toEqual(['chart-top']);
    await page.locator('#tour-below').scrollIntoViewIfNeeded();
    await page.waitForSelector('#tour-below[data-widget-state=ready]');
    await page.waitForSelector('#summary-below[data-widget-state=ready]');
    expect(calls.ids().sort()).toEqual(['chart-top', 'summary-below', 'tour-below']);
    await context.close();
  });
});

describe("failure: 'Unable to load results' and 'Try again' (spec §8 Generic)", () => {
  it('keeps the server markup; each click sends one request; a retry that succeeds shows the rendering', async () => {
    await failNext(2);
    let calls!: ReturnType<typeof widgetCalls>;
    const { page, context } = await visit(site, '/chart.html', {
      before: async (p) => void (calls = widgetCalls(p)),
    });
    await page.waitForSelector('#chart-bar[data-widget-state=failed]');
    // The server's markup is still there, with the notice after it.
    expect(await page.textContent('#chart-bar .sqs-block-content')).toBe('Visitors per month: 120 to 260.');
    expect(await page.textContent('#chart-bar .widget-failure p')).toBe('Unable to load results');
    const button = page.locator('#chart-bar .widget-failure button');
    expect(await button.textContent()).toBe('Try again');
    const before = calls.count('chart-bar');
    // The second forced failure: one click, one request, still failed, markup kept.
    await Promise.all([page.waitForResponse((r) => new URL(r.url()).pathname === PATH), button.click()]);
    await page.waitForSelector('#chart-bar[data-widget-state=failed]');
    expect(calls.count('chart-bar')).toBe(before + 1);
    expect(await page.textContent('#chart-bar .sqs-block-content')).toBe('Visitors per month: 120 to 260.');
    // Then it answers: the rendering replaces the content, the notice goes.
    await button.click();
    await page.waitForSelector('#chart-bar[data-widget-state=ready]');
    expect(calls.count('chart-bar')).toBe(before + 2);
    expect(await page.$('#chart-bar .chart-bar svg[role=img]')).not.toBeNull();
    expect(await page.$('#chart-bar .widget-failure')).toBeNull();
    await context.close();
  });

  it('a burst of clicks while a retry is in flight sends one request', async () => {
    let calls!: ReturnType<typeof widgetCalls>;
    const { page, context } = await visit(site, '/widget-failure.html', {
      before: async (p) => void (calls = widgetCalls(p)),
    });
    await page.waitForSelector('#chart-missing[data-widget-state=failed]');
    // Hold the next answer until the clicks are done: the request stays in flight.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${PATH}`, async (route) => (await held, route.continue()));
    const before = calls.count('chart-missing');
    await page.evaluate(() => {
      const button = document.querySelector<HTMLButtonElement>('#chart-missing .widget-failure button')!;
      for (let i = 0; i < 20; i += 1) button.click();
    });
    expect(await widgetState(page, 'chart-missing')).toBe('loading');
    release();
    await page.waitForSelector('#chart-missing[data-widget-state=failed]');
    expect(calls.count('chart-missing')).toBe(before + 1);
    await context.close();
  });
});

describe('no layout shift where the theme reserved space', () => {
  it('the reserved block moves nothing; the unreserved one (the control) does', async () => {
    const { page, context } = await visit(site, '/tour-dates.html', {
      before: (p) =>
        p.addInitScript(() => {
          const shifted: string[] = [];
          (window as unknown as { __shifted: string[] }).__shifted = shifted;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as {
              sources: { node?: Node | null }[];
            }[])
              for (const source of entry.sources) {
                const node = source.node;
                const element = node && (node.nodeType === 1 ? (node as Element) : node.parentElement);
                shifted.push(element?.closest('[id]')?.id ?? '?');
              }
          }).observe({ type: 'layout-shift', buffered: true });
        }),
    });
    await page.waitForSelector('#tour-reserved[data-widget-state=ready]');
    await page.waitForSelector('#tour-unreserved[data-widget-state=ready]');
    expect(await page.$$eval('#tour-reserved .tour-date', (items) => items.length)).toBe(6);
    // A frame after the last change, so its shifts have been reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const shifted = await page.evaluate(() => (window as unknown as { __shifted: string[] }).__shifted);
    expect(shifted).not.toContain('after-reserved');
    expect(shifted).toContain('after-unreserved');
    await context.close();
  });
});

describe('server HTML', () => {
  it('runs no inline script, handler or javascript: link, under the CSP or not', async () => {
    const { page, context, violations } = await visit(site, '/widget-failure.html');
    await page.waitForSelector('#tour-inline[data-widget-state=ready]');
    expect(await page.textContent('#tour-inline .inline-handlers p')).toBe('Rendering with inline code.');
    await page.click('#tour-inline .inline-handlers a').catch(() => {});
    // The broken image has had its chance to fire onerror.
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('#tour-inline img');
      return !!img && img.complete;
    });
    expect(await page.evaluate(() => (window as unknown as { widgetCodeRan?: number }).widgetCodeRan)).toBeUndefined();
    expect(await page.$('#tour-inline script')).toBeNull();
    // Nothing was even attempted: the CSP saw no inline code.
    expect((await violations()).filter((v) => v.startsWith('script-src'))).toEqual([]);
    await context.close();
  });
});

describe('keyboard', () => {
  it('Tab reaches the tour dates links, and Enter on a data-href venue follows it', async () => {
    const { page, context } = await visit(site, '/tour-dates.html');
    await page.waitForSelector('#tour-reserved[data-widget-state=ready]');
    await page.route('**/events/harbour-hall', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Show</title>' }),
    );
    await page.focus('#tour-reserved');
    const reached: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      await page.keyboard.press('Tab');
      reached.push(await page.evaluate(() => document.activeElement?.className ?? ''));
    }
    expect(reached).toEqual(['tour-venue', 'tour-tickets', 'tour-venue']);
    await page.focus('#tour-reserved .tour-venue');
    await Promise.all([page.waitForURL(/\/events\/harbour-hall$/), page.keyboard.press('Enter')]);
    await context.close();
  });

  it("'Try again' works from the keyboard, and the focus stays in the block when it succeeds", async () => {
    await failNext(1);
    const { page, context } = await visit(site, '/calendar.html');
    await page.waitForSelector('#calendar-december[data-widget-state=failed]');
    await page.focus('#calendar-december .widget-failure button');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#calendar-december[data-widget-state=ready]');
    expect(await page.evaluate(() => document.activeElement?.closest('.sqs-block')?.id)).toBe('calendar-december');
    // Every event of the month is a link Tab reaches.
    expect(await page.$$eval('#calendar-december a.calendar-event', (links) => links.length)).toBe(5);
    await context.close();
  });

  it('a carousel summary answers the arrow keys through the gallery engine', async () => {
    const { page, context } = await visit(site, '/summary.html');
    await page.waitForSelector('#summary-carousel .sqs-gallery.sqs-gallery-design-carousel');
    const active = () =>
      page.$$eval('#summary-carousel .slide', (slides) =>
        slides.findIndex((s) => s.classList.contains('sqs-active-slide')),
      );
    const first = await active();
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction((from) => {
      const slides = Array.from(document.querySelectorAll('#summary-carousel .slide'));
      return slides.findIndex((s) => s.classList.contains('sqs-active-slide')) !== from;
    }, first);
    expect(await active()).not.toBe(first);
    await context.close();
  });
});

describe('React-free', () => {
  it('the widget pages download no UI library; the gallery only where a summary needs it', async () => {
    for (const [path, gallery] of [
      ['/chart.html', false],
      ['/calendar.html', false],
      ['/summary.html', true],
    ] as const) {
      const { page, context, requests } = await visit(site, path);
      await page.waitForFunction(() => !document.querySelector('[data-widget-state=loading]'));
      const chunks = requests.filter((url) => url.includes('/chunks/'));
      expect(chunks.some((url) => /\/widget\.js$/.test(url))).toBe(true);
      expect(chunks.filter((url) => /\/(preact|react)\.js$/.test(url))).toEqual([]);
      expect(chunks.some((url) => /\/gallery\.js$/.test(url))).toBe(gallery);
      await context.close();
    }
  });
});
