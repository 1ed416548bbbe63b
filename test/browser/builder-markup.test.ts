/**
 * The builder's real markup, unchanged (issue 11 §1), in Chromium against the
 * minified dist/: forms and newsletters whose settings live on the form
 * itself, forms without `novalidate`, image blocks whose pictures wait with
 * `data-load="false"`, and the older fit classes `content-fill` /
 * `content-fit`. The fixtures (fixtures/builder-*.html) are written by hand
 * from the builder's class names, one variant per block.
 */
import type { Page } from 'playwright-core';
import { blocksSettled, layoutShiftTotal, startSite, states, visit, type Site, until } from './harness';

let site: Site;
beforeAll(async () => {
  site = await startSite('dist');
});
afterAll(() => site?.close());
afterEach(async () => {
  await fetch(`${site.siteUrl}/__reference/log`, { method: 'DELETE' });
});

interface LogEntry {
  path: string;
  body?: Record<string, unknown>;
}
const log = async (): Promise<LogEntry[]> => (await fetch(`${site.siteUrl}/__reference/log`)).json();
const calls = async (path: string) => (await log()).filter((entry) => entry.path === path);
const SAVE = '/api/form/SaveFormSubmission';
const CENSUS = '/api/census/form-render';

async function open(path: string) {
  const visited = await visit(site, path);
  await blocksSettled(visited.page);
  return visited;
}

describe('a form block as the builder writes it: no block JSON, <form data-form-id>, no novalidate', () => {
  it('sends the id from <form data-form-id> and the button text, and the form-render census runs for it', async () => {
    const { page, context } = await open('/fixtures/builder-form.html');
    expect(await states(page, '.sqs-block')).toEqual(['ready', 'ready']);
    await until(async () => (await calls(CENSUS)).length > 0);
    expect((await calls(CENSUS)).map((entry) => entry.body?.formId)).toEqual(['5f0c1a2b3c4d5e6f7a8b9c0d']);
    await page.fill('#email-b1-field', 'ada@example.com');
    await page.click('#block-form input[type=submit]');
    await page.waitForSelector('#block-form .form-submission-text');
    const [save] = await calls(SAVE);
    expect(save.body).toMatchObject({ formId: '5f0c1a2b3c4d5e6f7a8b9c0d', submitButtonText: 'Send it' });
    expect(save.body?.form).toEqual({ 'email-b1': 'ada@example.com', 'text-b2': '', 'hidden-b3': 'website' });
    await context.close();
  });

  it("shows the spec's message and aria-invalid for a bad email, not the browser's bubble; destroy puts novalidate back", async () => {
    const { page, context } = await open('/fixtures/builder-form.html');
    expect(await page.$eval('#block-form form', (form) => (form as HTMLFormElement).noValidate)).toBe(true);
    await page.fill('#email-b1-field', 'ada@');
    await page.click('#block-form input[type=submit]');
    await page.waitForSelector('#email-b1 .field-error');
    expect(await page.textContent('#email-b1 .field-error')).toBe(
      'Email is not valid. Email addresses should follow the format user@domain.com.',
    );
    expect(await page.getAttribute('#email-b1-field', 'aria-invalid')).toBe('true');
    expect(await page.textContent('#block-form .form-submission-error')).toBe(
      'One or more fields is invalid, please check your entries.',
    );
    expect(await page.inputValue('#email-b1-field')).toBe('ada@');
    expect(await calls(SAVE)).toEqual([]);
    await page.evaluate(() => window.SiteRuntime!.destroy());
    expect(await page.$eval('#block-form form', (form) => form.hasAttribute('novalidate'))).toBe(false);
    await context.close();
  });

  it('with no form id anywhere: left to the browser, which posts it to its action; one console warning says why', async () => {
    const { page, context, logs } = await open('/fixtures/builder-form.html');
    expect(logs.filter((line) => line.includes('no form id'))).toEqual([expect.stringMatching(/^warning: .*action/)]);
    expect(logs.filter((line) => line.startsWith('error:'))).toEqual([]);
    expect(await page.$eval('#block-form-unknown form', (form) => form.hasAttribute('novalidate'))).toBe(false);
    // The browser's own submission: a POST of the form's fields to its action, answered here.
    await page.route('**/contact/send', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Sent</title><p>Thanks</p>' }),
    );
    await page.fill('#email-u1-field', 'ada@example.com');
    const [posted] = await Promise.all([
      page.waitForRequest((request) => request.url().endsWith('/contact/send')),
      page.click('#block-form-unknown input[type=submit]'),
    ]);
    expect(posted.method()).toBe('POST');
    expect(posted.postData()).toBe('email=ada%40example.com');
    await page.waitForURL('**/contact/send');
    const sent = await log();
    expect(sent.filter((entry) => entry.path.startsWith('/api/form/'))).toEqual([]);
    expect(sent.filter((entry) => entry.path === CENSUS && !entry.body?.formId)).toEqual([]);
    await context.close();
  });
});

describe('a newsletter block as the builder writes it: data-block-type="51", the id on the form', () => {
  it.each([
    ['with the newsletter-block class', 'block-news', 'email-n1-field', '6a1b2c3d4e5f6a7b8c9d0e1f'],
    ['marked by its number only', 'block-news-typed', 'email-n2-field', '7b2c3d4e5f6a7b8c9d0e1f2a'],
  ])('%s: mounts as a newsletter, sends its form id, census and all', async (_label, block, field, formId) => {
    const { page, context } = await open('/fixtures/builder-newsletter.html');
    expect(await states(page, `#${block}`)).toEqual(['ready']);
    await until(async () => (await calls(CENSUS)).length === 2);
    expect((await calls(CENSUS)).map((entry) => entry.body?.formId)).toContain(formId);
    const subscribed = page.evaluate(
      (id) =>
        new Promise<string>((resolve) =>
          document
            .getElementById(id)!
            .addEventListener('site-runtime:newsletter-subscribe', (event) =>
              resolve((event as CustomEvent<{ formId: string }>).detail.formId),
            ),
        ),
      block,
    );
    await page.fill(`#${field}`, 'ada@example.com');
    await page.click(`#${block} button[type=submit]`);
    expect(await subscribed).toBe(formId);
    expect((await calls(SAVE)).map((entry) => entry.body?.formId)).toEqual([formId]);
    await context.close();
  });
});

describe('a newsletter block narrower than 320 px gets the small-container class (spec §9)', () => {
  it('follows the block’s width with a ResizeObserver, with no layout shift at mount', async () => {
    const { page, context } = await visit(site, '/fixtures/builder-newsletter.html', {
      before: (p) => p.setViewportSize({ width: 300, height: 700 }),
    });
    await blocksSettled(page);
    const small = () =>
      page.evaluate(() => document.getElementById('block-news')!.classList.contains('newsletter-small-container'));
    expect(await small()).toBe(true);
    expect(await layoutShiftTotal(page)).toBe(0);
    await page.setViewportSize({ width: 800, height: 700 });
    await page.waitForFunction(
      () => !document.getElementById('block-news')!.classList.contains('newsletter-small-container'),
    );
    await page.setViewportSize({ width: 300, height: 700 });
    await page.waitForFunction(() =>
      document.getElementById('block-news')!.classList.contains('newsletter-small-container'),
    );
    await context.close();
  });
});

/** The image URLs the page requested for `slug`. */
const requestsFor = (requests: string[], slug: string) => requests.filter((url) => url.includes(`/images/${slug}-`));
/**
 * Open the image fixture: the runtime has started and the block in view is
 * ready. Not every root settles: the builder's wrapper below the fold is an
 * animated block (data-animation-role) that waits, `loading`, until seen.
 */
async function openImages() {
  const visited = await visit(site, '/fixtures/builder-images.html');
  await visited.page.waitForFunction(
    () =>
      window.SiteRuntime?.state === 'initialised' &&
      document.getElementById('block-top')?.getAttribute('data-block-state') === 'ready',
  );
  return visited;
}
const loaded = (page: Page, selector: string) =>
  page.waitForFunction((s) => {
    const img = document.querySelector<HTMLImageElement>(s);
    return !!img && img.classList.contains('loaded') && img.complete;
  }, selector);

describe('an image block as the builder writes it: img.thumb-image[data-load="false"] in figure > .image-block-wrapper', () => {
  it('in view: the loader starts the picture itself, the block loads it, one request', async () => {
    const { page, context, requests } = await openImages();
    await loaded(page, '#block-top img.thumb-image');
    const img = await page.$eval('#block-top img.thumb-image', (element) => ({
      priority: element.getAttribute('fetchpriority'),
      src: (element as HTMLImageElement).currentSrc,
      width: element.getBoundingClientRect().width,
      natural: (element as HTMLImageElement).naturalWidth,
    }));
    expect(img.priority).toBe('high');
    expect(img.src).toMatch(/\/images\/harbour-1500x1000\.png\?format=\d+w$/);
    expect(img.natural).toBeGreaterThanOrEqual(img.width);
    expect(requestsFor(requests, 'harbour')).toHaveLength(1);
    expect(await states(page, '#block-top')).toEqual(['ready']);
    await context.close();
  });

  it('below the fold: nothing is fetched until it comes within 200 px of the viewport', async () => {
    const { page, context, requests } = await openImages();
    await loaded(page, '#block-top img.thumb-image');
    expect(requestsFor(requests, 'meadow')).toEqual([]);
    expect(await page.getAttribute('#block-below img.thumb-image', 'src')).toBeNull();
    await page.evaluate(() => document.getElementById('block-below')!.scrollIntoView());
    await loaded(page, '#block-below img.thumb-image');
    expect(requestsFor(requests, 'meadow')).toHaveLength(1);
    await context.close();
  });
});

describe("the fit mode from a parent class (the builder's older markup): content-fill and content-fit", () => {
  it('content-fill covers its box at the focal point, content-fit is contained; one request each, no shift', async () => {
    const { page, context, requests } = await openImages();
    await loaded(page, '#fill');
    await loaded(page, '#fit');
    const read = (id: string) =>
      page.$eval(`#${id}`, (element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        const parent = element.parentElement!.getBoundingClientRect();
        return {
          fit: style.objectFit,
          position: style.objectPosition,
          box: [box.width, box.height],
          parent: [parent.width, parent.height],
        };
      });
    const fill = await read('fill');
    expect(fill.fit).toBe('cover');
    expect(fill.position).toBe('30% 50%');
    expect(fill.box).toEqual(fill.parent);
    const fit = await read('fit');
    expect(fit.fit).toBe('contain');
    expect(fit.box).toEqual(fit.parent);
    // The loader's first step and the image loader read the same mode: the browser fetched one width of each.
    expect(requestsFor(requests, 'bay')).toHaveLength(1);
    expect(requestsFor(requests, 'tower')).toHaveLength(1);
    // Every shift so far: observe() with `buffered` puts them in the observer's buffer at once (Performance Timeline).
    const shift = await page.evaluate(() => {
      const observer = new PerformanceObserver(() => {});
      observer.observe({ type: 'layout-shift', buffered: true });
      const entries = observer.takeRecords() as (PerformanceEntry & { value: number })[];
      observer.disconnect();
      return entries.reduce((total, entry) => total + entry.value, 0);
    });
    expect(shift).toBe(0);
    await context.close();
  });
});

describe('a map block as the builder writes it: the key as gmRenderKey, the model names labels/terrain/controls', () => {
  it('draws the map with the key from gmRenderKey and the page language, keeps the server nodes, moves nothing', async () => {
    const { page, context, requests, logs } = await open('/fixtures/builder-map.html');
    await page.waitForSelector('#block-map .fake-map');
    const [load] = requests.filter((url) => url.includes('/providers/maps/'));
    const query = new URL(load).searchParams;
    expect([query.get('key'), query.get('language'), query.get('region')]).toEqual(['demo-key', 'pt', 'BR']);
    // labels: false reads as the spec's model says: no labels (a style rule turns them off).
    expect(await page.getAttribute('#block-map .fake-map', 'data-style')).toContain('"visibility":"off"');
    // The server's &nbsp; is still there, before the address the runtime added.
    expect(await page.$eval('#block-map .sqs-block-content', (box) => box.firstChild?.nodeValue)).toBe('\u00a0');
    expect(await layoutShiftTotal(page)).toBe(0);
    expect(logs.filter((line) => line.startsWith('error:'))).toEqual([]);
    await page.evaluate(() => window.SiteRuntime!.destroy());
    expect(await page.$eval('#block-map .sqs-block-content', (box) => box.innerHTML)).toBe('&nbsp;');
    await context.close();
  });
});

describe('an announcement bar the builder describes only in the page context (7.0: no bar markup)', () => {
  it('is built from announcementBarSettings: safe rich text, the click-through link, over the page, closable', async () => {
    const { page, context, logs } = await visit(site, '/fixtures/builder-announcement.html');
    await page.waitForSelector('.sqs-announcement-bar:not([hidden])');
    const bar = await page.$eval('.sqs-announcement-bar', (element) => ({
      parent: element.parentElement!.className,
      position: getComputedStyle(element).position,
      href: element.querySelector('a.sqs-announcement-bar-url')?.getAttribute('href'),
      text: element.querySelector('.sqs-announcement-bar-text')?.textContent,
      links: element.querySelectorAll('a').length,
    }));
    expect(bar).toEqual({
      parent: 'sqs-announcement-bar-dropzone',
      position: 'fixed',
      href: '/contact',
      text: 'Closed for the holidays: back on the 4th. See the menu',
      links: 1,
    });
    expect(await page.evaluate(() => (window as unknown as { __ran?: boolean }).__ran)).toBeUndefined();
    expect(await layoutShiftTotal(page)).toBe(0);
    await page.click('.sqs-announcement-bar-close');
    expect(await page.$('.sqs-announcement-bar')).toBeNull();
    expect(logs.filter((line) => line.startsWith('error:'))).toEqual([]);
    await context.close();
  });
});

describe('a 7.1 content-fit image: div.content-fit > img[data-stretch="false"], no alignment written', () => {
  it('is centred and contained, never scaled up, without "Missing alignment for content-fit image."', async () => {
    const { page, context, requests, logs } = await visit(site, '/fixtures/builder-content-fit.html');
    await page.waitForSelector('#block-fit[data-block-state="ready"]');
    await loaded(page, '#fit71');
    const fit = await page.$eval('#fit71', (img) => {
      const style = getComputedStyle(img);
      return { fit: style.objectFit, position: style.objectPosition };
    });
    expect(fit).toEqual({ fit: 'scale-down', position: '50% 50%' });
    expect(logs.filter((line) => line.startsWith('error:'))).toEqual([]);
    expect(requestsFor(requests, 'tower')).toHaveLength(1);
    await context.close();
  });
});

describe('images outside every block: img[data-src][data-load="false"] in a banner or an index page', () => {
  const open = async () => {
    const visited = await visit(site, '/fixtures/page-images.html');
    await visited.page.waitForFunction(() => window.SiteRuntime?.state === 'initialised');
    return visited;
  };

  it('the banner (figure.content-fill) loads in view, covering its figure at its focal point, once', async () => {
    const { page, context, requests, logs } = await open();
    await loaded(page, '#banner');
    const banner = await page.$eval('#banner', (img) => {
      const style = getComputedStyle(img);
      const box = img.getBoundingClientRect();
      const figure = img.parentElement!.getBoundingClientRect();
      return {
        fit: style.objectFit,
        position: style.objectPosition,
        same: [box.width, box.height],
        figure: [figure.width, figure.height],
      };
    });
    expect(banner).toMatchObject({ fit: 'cover', position: '30% 60%' });
    expect(banner.same).toEqual(banner.figure);
    expect(requestsFor(requests, 'coast')).toHaveLength(1);
    expect(logs.filter((line) => line.startsWith('error:'))).toEqual([]);
    await context.close();
  });

  it('index-page section images load lazily: the one in view at once, the far one only within 200 px of the viewport', async () => {
    const { page, context, requests } = await open();
    await loaded(page, '#index-near');
    expect(requestsFor(requests, 'orchard')).toHaveLength(1);
    expect(requestsFor(requests, 'quarry')).toEqual([]);
    expect(await page.getAttribute('#index-far', 'src')).toBeNull();
    await page.evaluate(() => document.getElementById('section-far')!.scrollIntoView());
    await loaded(page, '#index-far');
    expect(requestsFor(requests, 'quarry')).toHaveLength(1);
    await context.close();
  });

  it("images inside blocks that decide for themselves stay theirs: a gallery's slides, an image block's picture", async () => {
    const { page, context, requests } = await open();
    await loaded(page, '#banner');
    // The image row's roots carry data-block-state; no image inside a block is one of them.
    const roots = await page.$$eval('img[data-block-state]', (images) => images.map((img) => img.id));
    expect(roots.sort()).toEqual(['banner', 'index-far', 'index-near']);
    for (const slug of ['reed', 'heath', 'mill']) expect(requestsFor(requests, slug)).toEqual([]);
    await context.close();
  });
});
