/**
 * Widget blocks in real Chromium against dist/ (issue 15, docs/blocks/widgets.md):
 * no request before a block is near the viewport, failure and 'Try again'
 * (one request per click, the server markup kept), the rendering replacing
 * the content without layout shift where the theme reserved space, server
 * HTML whose inline code never runs, the keyboard, and no React. Every wait
 * is on a state, a request (held until the test releases it), an animation
 * frame or an IntersectionObserver delivery, never on time.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { startSite, visit, type Site, runtimeInitialised } from './harness';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS script, shared with npm run size (as in test/build/dist.test.ts)
const { labelOf } = require('../../scripts/size-lib.cjs') as typeof import('../../scripts/size-lib.cjs');

/** dist/manifest.json, as far as this file reads it. */
interface Manifest {
  labels: Record<string, string>;
  modules: Record<string, string>;
}

let site: Site;
beforeAll(async () => {
  site = await startSite('dist');
});
afterAll(() => site?.close());

const PATH = '/api/widget/GetWidgetRendering';

/** Whether `request` is the widget call (the data layer adds `?crumb=…`, so the path alone is compared). */
const isWidgetCall = (url: URL) => url.pathname === PATH;

/** The id a widget call's widgetJSON names. */
const idOf = (request: Request) =>
  String(JSON.parse(new URLSearchParams(request.postData() ?? '').get('widgetJSON') ?? '{}').id);

/** The widget calls of `page`, each with the id its widgetJSON names. */
function widgetCalls(page: Page) {
  const calls: Request[] = [];
  page.on('request', (request) => isWidgetCall(new URL(request.url())) && calls.push(request));
  return {
    ids: () => calls.map(idOf),
    count: (id: string) => calls.filter((request) => idOf(request) === id).length,
  };
}

/**
 * Makes block `id`'s next `times` widget calls answer 503 (spec §8), the
 * other blocks' calls untouched: a rule of the reference API's errors page
 * would fail whichever block asks first, and a page has several.
 */
async function failCallsOf(page: Page, id: string, times: number) {
  let left = times;
  await page.route(isWidgetCall, (route) =>
    idOf(route.request()) === id && left > 0
      ? ((left -= 1), route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"forced"}' }))
      : route.fallback(),
  );
}

/** A promise the test resolves when it chooses. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** Holds each block's first widget call until the test releases it; `sent(id)` resolves once it is held. */
async function holdCalls(page: Page) {
  const calls = new Map<string, { sent: ReturnType<typeof gate>; answer: ReturnType<typeof gate> }>();
  const of = (id: string) => calls.get(id) ?? calls.set(id, { sent: gate(), answer: gate() }).get(id)!;
  await page.route(isWidgetCall, async (route) => {
    const call = of(idOf(route.request()));
    call.sent.open();
    await call.answer.opened;
    await route.fallback();
  });
  return { sent: (id: string) => of(id).sent.opened, release: (id: string) => of(id).answer.open() };
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
    let calls!: ReturnType<typeof widgetCalls>;
    const { page, context } = await visit(site, '/chart.html', {
      before: async (p) => {
        calls = widgetCalls(p);
        await failCallsOf(p, 'chart-bar', 2);
      },
    });
    await page.waitForSelector('#chart-bar[data-widget-state=failed]');
    expect(calls.count('chart-bar')).toBe(1);
    // The server's markup is still there, with the notice after it.
    expect(await page.textContent('#chart-bar .sqs-block-content')).toBe('Visitors per month: 120 to 260.');
    expect(await page.textContent('#chart-bar .widget-failure p')).toBe('Unable to load results');
    const button = page.locator('#chart-bar .widget-failure button');
    expect(await button.textContent()).toBe('Try again');
    // The second forced failure: one click, one request, still failed, markup kept.
    const answered = page.waitForResponse((r) => isWidgetCall(new URL(r.url())) && idOf(r.request()) === 'chart-bar');
    await button.click();
    await answered;
    await page.waitForSelector('#chart-bar[data-widget-state=failed]');
    expect(calls.count('chart-bar')).toBe(2);
    expect(await page.textContent('#chart-bar .sqs-block-content')).toBe('Visitors per month: 120 to 260.');
    // Then it answers: the rendering replaces the content, the notice goes.
    await button.click();
    await page.waitForSelector('#chart-bar[data-widget-state=ready]');
    expect(calls.count('chart-bar')).toBe(3);
    expect(await page.$('#chart-bar .chart-bar svg[role=img]')).not.toBeNull();
    expect(await page.$('#chart-bar .widget-failure')).toBeNull();
    await context.close();
  });

  it('a burst of clicks while a retry is in flight sends one request', async () => {
    let calls!: ReturnType<typeof widgetCalls>;
    const { page, context } = await visit(site, '/widget-failure.html', {
      before: async (p) => void (calls = widgetCalls(p)),
    });
    // The page adds its failing block on request (issue "Fast start").
    await page.click('#add-chart-missing');
    await page.waitForSelector('#chart-missing[data-widget-state=failed]');
    expect(calls.count('chart-missing')).toBe(1);
    // From here each call is held until released: the retry stays in flight.
    const held = await holdCalls(page);
    await page.evaluate(() => {
      const button = document.querySelector<HTMLButtonElement>('#chart-missing .widget-failure button')!;
      for (let i = 0; i < 20; i += 1) button.click();
    });
    expect(await widgetState(page, 'chart-missing')).toBe('loading');
    await held.sent('chart-missing');
    // More clicks, the browser's own, while the request is known to be in flight. The button
    // says it is busy (aria-disabled, which Playwright's click waits out: forced).
    const button = page.locator('#chart-missing .widget-failure button');
    expect(await button.getAttribute('aria-disabled')).toBe('true');
    for (let i = 0; i < 3; i += 1) await button.click({ force: true });
    held.release('chart-missing');
    await page.waitForSelector('#chart-missing[data-widget-state=failed]');
    expect(calls.count('chart-missing')).toBe(2);
    expect(await button.getAttribute('aria-disabled')).toBe('false');
    await context.close();
  });
});

describe('no layout shift where the theme reserved space', () => {
  it('the reserved block moves nothing; the unreserved one (the control) does', async () => {
    let held!: Awaited<ReturnType<typeof holdCalls>>;
    const { page, context } = await visit(site, '/tour-dates.html', {
      before: async (p) => {
        // Tall enough for both paragraphs to be seen: a layout shift counts only what moves in the viewport.
        await p.setViewportSize({ width: 1280, height: 1600 });
        held = await holdCalls(p);
        await p.addInitScript(() => {
          const shifted: string[] = [];
          (window as unknown as { __shifted: string[] }).__shifted = shifted;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as { sources: { node?: Node | null }[] }[])
              for (const source of entry.sources) {
                const node = source.node;
                const element = node && (node.nodeType === 1 ? (node as Element) : node.parentElement);
                shifted.push(element?.closest('[id]')?.id ?? '?');
              }
          }).observe({ type: 'layout-shift', buffered: true });
        });
      },
    });
    const topOf = (id: string) => page.$eval(`#${id}`, (element) => element.getBoundingClientRect().top);
    /** Two animation frames: the one that laid the page out has been painted. */
    const painted = () =>
      page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    // Both calls held: the server markup is what is painted first.
    await Promise.all([held.sent('tour-reserved'), held.sent('tour-unreserved')]);
    await painted();
    const reservedTop = await topOf('after-reserved');
    const unreservedTop = await topOf('after-unreserved');
    expect(unreservedTop).toBeLessThan(page.viewportSize()!.height);
    // The reserved block's rendering first, in a frame of its own...
    held.release('tour-reserved');
    await page.waitForSelector('#tour-reserved[data-widget-state=ready]');
    expect(await page.$$eval('#tour-reserved .tour-date', (items) => items.length)).toBe(6);
    await painted();
    expect(await topOf('after-reserved')).toBe(reservedTop);
    expect(await topOf('after-unreserved')).toBe(unreservedTop);
    // ...then the control's, which grows and pushes its paragraph down.
    held.release('tour-unreserved');
    await page.waitForSelector('#tour-unreserved[data-widget-state=ready]');
    expect(await topOf('after-unreserved')).toBeGreaterThan(unreservedTop);
    // Reported in frame order: once the control's shift is in, any of the earlier frame is too.
    await page.waitForFunction(() =>
      (window as unknown as { __shifted: string[] }).__shifted.includes('after-unreserved'),
    );
    expect(await page.evaluate(() => (window as unknown as { __shifted: string[] }).__shifted)).not.toContain(
      'after-reserved',
    );
    await context.close();
  });
});

describe('server HTML', () => {
  it('runs no inline script, handler or javascript: link, under the CSP or not', async () => {
    const { page, context, violations } = await visit(site, '/widget-failure.html');
    await page.waitForSelector('#tour-inline[data-widget-state=ready]');
    expect(await page.textContent('#tour-inline .inline-handlers p')).toBe('Rendering with inline code.');
    // Nothing that runs reached the page.
    expect(await page.$('#tour-inline script')).toBeNull();
    expect(
      await page.$$eval('#tour-inline *', (elements) =>
        elements.flatMap((element) => element.getAttributeNames().filter((name) => /^on/i.test(name))),
      ),
    ).toEqual([]);
    expect(await page.getAttribute('#tour-inline .inline-handlers a', 'href')).toBeNull();
    await page.click('#tour-inline .inline-handlers a');
    // The broken image has had its chance to fire onerror.
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('#tour-inline img');
      return !!img && img.complete;
    });
    expect(await page.evaluate(() => (window as unknown as { widgetCodeRan?: number }).widgetCodeRan)).toBeUndefined();
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
    const LINKS = '#tour-reserved a[href], #tour-reserved [role=link]';
    /** The focused element: its class, and its place among the block's links. */
    const focused = () =>
      page.evaluate((selector) => {
        const links = Array.from(document.querySelectorAll(selector));
        return `${document.activeElement?.className} ${links.indexOf(document.activeElement!)}`;
      }, LINKS);
    // The block's links in document order: each date's venue (a focusable data-href), then its tickets.
    expect(
      await page.$$eval(LINKS, (links) =>
        links.slice(0, 4).map((link) => `${link.className} ${link.getAttribute('tabindex') ?? link.tagName}`),
      ),
    ).toEqual(['tour-venue 0', 'tour-tickets A', 'tour-venue 0', 'tour-tickets A']);
    // From the first date's venue (focusing it sets where Tab starts), Tab walks them in that order.
    await page.focus('#tour-reserved .tour-venue');
    expect(await focused()).toBe('tour-venue 0');
    const reached: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      await page.keyboard.press('Tab');
      reached.push(await focused());
    }
    expect(reached).toEqual(['tour-tickets 1', 'tour-venue 2', 'tour-tickets 3']);
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe('tour-venue 2');
    await page.focus('#tour-reserved .tour-venue');
    await Promise.all([page.waitForURL(/\/events\/harbour-hall$/), page.keyboard.press('Enter')]);
    await context.close();
  });

  it("'Try again' works from the keyboard, and the focus stays in the block when it succeeds", async () => {
    const { page, context } = await visit(site, '/calendar.html', {
      before: (p) => failCallsOf(p, 'calendar-december', 1),
    });
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
  /** The CDN files of `urls`, as the manifest names them. */
  const cdnFiles = (urls: string[]) =>
    urls.filter((url) => url.startsWith(`${site.cdnUrl}/`)).map((url) => url.slice(site.cdnUrl.length + 1));

  // One page per test: three pages in one test is three times the time limit's worth of work on a busy machine.
  it.each([
    ['/chart.html', 3, false],
    ['/calendar.html', 2, false],
    ['/summary.html', 3, true],
  ] as const)('%s downloads no UI library; the gallery only where a summary needs it', async (path, count, gallery) => {
    const manifest = JSON.parse(readFileSync('dist/manifest.json', 'utf8')) as Manifest;
    // Shared chunks are numbered (rollup.config.mjs): what a file holds is its label in the manifest.
    const labelsOf = (files: string[]) => files.map((file) => basename(labelOf(manifest, file), '.js'));
    // The files holding the UI library or the runtime's bridge to it (src/shared/react/, src/core/react-root.tsx).
    const uiFiles = Object.entries(manifest.modules)
      .filter(([module]) => /^(shared\/react\/|core\/react-root$)/.test(module))
      .map(([, file]) => file);
    expect(labelsOf(uiFiles)).toContain('preact');
    const { page, context, requests } = await visit(site, path);
    // Blocks load near the viewport, and the pages reserve each rendering's height: bring each one there,
    // once the runtime has marked every root it found (before that, a root far down has no state yet).
    await runtimeInitialised(page);
    await page.evaluate(async () => {
      for (const root of document.querySelectorAll('[data-block-state="loading"]')) {
        root.scrollIntoView();
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }
    });
    // Every block of the page shown (so the widget chunk, and any gallery it asked for, has run),
    // not merely none loading, which holds before the chunk has arrived too.
    await page.waitForFunction((n) => document.querySelectorAll('[data-widget-state=ready]').length === n, count);
    if (gallery) await page.waitForSelector('.sqs-gallery.sqs-gallery-design-carousel');
    const files = cdnFiles(requests);
    const labels = labelsOf(files);
    expect(labels).toContain('widget');
    expect(files.filter((file) => uiFiles.includes(file))).toEqual([]);
    expect(labels.includes('gallery')).toBe(gallery);
    await context.close();
  });
});

describe('a summary the server rendered (issue 24): enhanced where it is, never asked for again', () => {
  const PAGE = '/fixtures/summary-rendered.html';
  /** Records layout shifts from the start (their sum, and what moved) and the first carousel item as parsed. */
  const recordShifts = (page: Page) =>
    page.addInitScript(() => {
      const record = { sum: 0, moved: [] as string[] };
      (window as unknown as { __shifts: typeof record }).__shifts = record;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          sources: { node?: Node | null }[];
        }[]) {
          record.sum += entry.value;
          for (const { node } of entry.sources) {
            const element = node && (node.nodeType === 1 ? (node as Element) : node.parentElement);
            record.moved.push(element?.closest('[id]')?.id ?? '?');
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { __firstItem: Element | null }).__firstItem = document.querySelector(
          '#summary-carousel .summary-item',
        );
      });
    });
  const shifts = (page: Page) =>
    page.evaluate(() => (window as unknown as { __shifts: { sum: number; moved: string[] } }).__shifts);
  /** The carousel's thumbnails that have loaded, by their place in the list. */
  const loadedThumbnails = (page: Page, id: string) =>
    page.$$eval(`#${id} .summary-thumbnail-image`, (images) =>
      images.flatMap((image, index) => (image.classList.contains('loaded') ? [index] : [])),
    );
  /** The list's offset, as the runtime moved it (0 while it has not). */
  const offset = (page: Page) =>
    page.$eval('#summary-carousel .summary-item-list', (list) => new DOMMatrix(getComputedStyle(list).transform).m41);
  /** The offset that shows the row from item `index` first. */
  const rowAt = (page: Page, index: number) =>
    page.$eval(
      '#summary-carousel .summary-item-list',
      (list, i) => {
        const items = list.querySelectorAll<HTMLElement>('.summary-item');
        return items[0].offsetLeft - items[i].offsetLeft;
      },
      index,
    );

  it('asks for no rendering: the same nodes stay, no notice, and the block is ready', async () => {
    let calls!: ReturnType<typeof widgetCalls>;
    const { page, context } = await visit(site, PAGE, {
      before: async (p) => {
        calls = widgetCalls(p);
        await recordShifts(p);
      },
    });
    await page.waitForSelector('#summary-carousel[data-block-state=ready]');
    await page.locator('#summary-list').scrollIntoViewIfNeeded();
    await page.waitForSelector('#summary-list[data-block-state=ready]');
    // The other blocks of the page have asked (or not) by now: the list was mounted after the carousel.
    expect(calls.ids()).toEqual([]);
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { __firstItem: Element | null }).__firstItem ===
          document.querySelector('#summary-carousel .summary-item'),
      ),
    ).toBe(true);
    expect(await page.$$eval('#summary-carousel .summary-item', (items) => items.length)).toBe(7);
    expect(await page.$('.widget-failure')).toBeNull();
    expect(await page.getAttribute('#summary-carousel', 'data-widget-state')).toBeNull();
    await context.close();
  });

  it('thumbnails load as they come into view, each cropped around its focal point', async () => {
    const { page, context, requests } = await visit(site, PAGE);
    // The first row (three of seven) is in view; the rest of the carousel is clipped by its frame.
    await page.waitForFunction(() => document.querySelectorAll('#summary-carousel img.loaded').length === 3);
    expect(await loadedThumbnails(page, 'summary-carousel')).toEqual([0, 1, 2]);
    const second = await page.$eval('#summary-carousel .summary-thumbnail-image >> nth=1', (img) => ({
      fit: getComputedStyle(img).objectFit,
      position: getComputedStyle(img).objectPosition,
      src: img.getAttribute('src'),
    }));
    expect(second.fit).toBe('cover');
    expect(second.position).toBe('25% 75%');
    expect(second.src).toMatch(/^\/images\/bread-before-sunrise-2000x1500\.png\?format=\d+w$/);
    // The list, far below, has asked for none of its pictures yet.
    expect(requests.filter((url) => /olive-harvest|rye-and-caraway|the-night-shift/.test(url))).toEqual([]);
    await page.locator('#summary-list').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelectorAll('#summary-list img.loaded').length === 3);
    await context.close();
  });

  it('the pager moves a row at a time by Enter and Space, is disabled at the ends, and a list has none', async () => {
    // Reduced motion: the theme's transition is off, so each move is where it ends at once.
    const { page, context } = await visit(site, PAGE, { reducedMotion: true });
    await page.waitForSelector('#summary-carousel[data-block-state=ready]');
    const previous = '#summary-carousel .summary-carousel-pager-prev';
    const next = '#summary-carousel .summary-carousel-pager-next';
    const disabled = async () => [
      await page.getAttribute(previous, 'aria-disabled'),
      await page.getAttribute(next, 'aria-disabled'),
    ];
    expect(await disabled()).toEqual(['true', null]);
    expect(await offset(page)).toBe(0);
    // Seven items, three to a row (the block's slidesPerRow): rows start at 0, 3, then 4 (a full last row).
    await page.focus(next);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('#summary-carousel img.loaded').length === 6);
    expect(await offset(page)).toBe(await rowAt(page, 3));
    expect(await disabled()).toEqual([null, null]);
    await page.keyboard.press('Space');
    expect(await offset(page)).toBe(await rowAt(page, 4));
    expect(await disabled()).toEqual([null, 'true']);
    // At the end the control says so and does nothing; the focus stays on it.
    await page.keyboard.press('Enter');
    expect(await offset(page)).toBe(await rowAt(page, 4));
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('summary-carousel-pager-next');
    await page.focus(previous);
    await page.keyboard.press('Space');
    expect(await offset(page)).toBe(await rowAt(page, 1));
    // A link reached with Tab in an item out of view brings its row in.
    await page.focus('#summary-carousel .summary-item:nth-child(7) .summary-title-link');
    expect(await offset(page)).toBe(await rowAt(page, 4));
    // The list's pager (hidden by the theme) is not wired.
    await page.locator('#summary-list').scrollIntoViewIfNeeded();
    await page.waitForSelector('#summary-list[data-block-state=ready]');
    expect(await page.getAttribute('#summary-list .summary-carousel-pager-next', 'aria-disabled')).toBeNull();
    await context.close();
  });

  it('mounting moves nothing: layout shifts during mount sum to 0, in the block and below it', async () => {
    const { page, context } = await visit(site, PAGE, { before: recordShifts });
    await page.waitForSelector('#summary-carousel[data-block-state=ready]');
    await page.waitForFunction(() => document.querySelectorAll('#summary-carousel img.loaded').length === 3);
    // Two frames: whatever the mount and the pictures changed has been laid out and reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await shifts(page)).toEqual({ sum: 0, moved: [] });
    await context.close();
  });
});

describe('the block state follows the widget call (issue 24)', () => {
  it('a block whose call failed is failed, and ready once a retry succeeds', async () => {
    const { page, context } = await visit(site, '/chart.html', {
      before: async (p) => {
        await failCallsOf(p, 'chart-bar', 1);
        await p.addInitScript(() => {
          const seen: string[] = [];
          (window as unknown as { __states: string[] }).__states = seen;
          for (const outcome of ['ready', 'failed'])
            document.addEventListener(`site-runtime:block-${outcome}`, (event) => {
              if ((event.target as Element).id === 'chart-bar') seen.push(outcome);
            });
        });
      },
    });
    await page.waitForSelector('#chart-bar[data-widget-state=failed]');
    expect(await page.getAttribute('#chart-bar', 'data-block-state')).toBe('failed');
    await page.click('#chart-bar .widget-failure button');
    await page.waitForSelector('#chart-bar[data-widget-state=ready]');
    expect(await page.getAttribute('#chart-bar', 'data-block-state')).toBe('ready');
    expect(await page.evaluate(() => (window as unknown as { __states: string[] }).__states)).toEqual([
      'failed',
      'ready',
    ]);
    await context.close();
  });
});
