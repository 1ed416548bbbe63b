import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { blocksSettled, startSite, until, visit, type Site } from './harness';

const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

let site: Site;
beforeAll(async () => {
  site = await startSite('dist');
});
afterAll(() => site?.close());

/** The index of the `.sqs-active-slide` in gallery `#id`. */
const activeIndex = (page: Page, id: string) =>
  page.$$eval(`#${id} .sqs-gallery > .slide`, (slides) =>
    slides.findIndex((slide) => slide.classList.contains('sqs-active-slide')),
  );

/** Visit with the gallery chunk held back until `release()`, to see the server markup first. */
async function visitHeld(path: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const visited = await visit(site, path, {
    before: (p) => p.route(/\/chunks\/[^/]+\/gallery-[a-z]+\.js/, async (route) => (await held, route.continue())),
  });
  await visited.page.waitForSelector('.gallery-block[data-block-state="loading"]');
  return { ...visited, release };
}

/** Server markup of `#id` without the registry's data-block-state. */
const serverMarkup = (page: Page, id: string) =>
  page.$eval(`#${id}`, (root) => {
    const copy = root.cloneNode(true) as Element;
    copy.removeAttribute('data-block-state');
    return copy.outerHTML;
  });

describe('mount: the design classes, and nothing shifts', () => {
  it('the base design marks the container and the active slide without moving a pixel, before and after images load', async () => {
    const { page, context, release, violations } = await visitHeld('/fixtures/gallery-base.html');
    const boxes = () =>
      page.evaluate(() =>
        ['#g', '#after', '#g .slide:nth-child(1)', '#g .slide:nth-child(2) img.thumb-image'].map((selector) => {
          const r = document.querySelector(selector)!.getBoundingClientRect();
          return [Math.round(r.top), Math.round(r.height), Math.round(r.width)];
        }),
      );
    const before = await boxes();
    release();
    await blocksSettled(page);
    expect(await page.getAttribute('#g', 'data-block-state')).toBe('ready');
    expect(await page.$eval('#g .sqs-gallery', (el) => el.classList.contains('sqs-gallery-design-base'))).toBe(true);
    expect(await activeIndex(page, 'g')).toBe(0);
    expect(await boxes()).toEqual(before);
    await page.waitForFunction(
      () => (document.querySelector('#g .slide img.thumb-image') as HTMLImageElement).naturalWidth > 0,
    );
    expect(await boxes()).toEqual(before);
    expect(await violations()).toEqual([]);
    await context.close();
  });
});

describe('a slideshow is a WAI-ARIA carousel with working controls', () => {
  it('region, "n of N" slide groups, hidden inactive slides, disabled ends and the events', async () => {
    const { page, context, violations } = await visit(site, '/fixtures/gallery-slideshow.html');
    await blocksSettled(page);
    expect(await page.getAttribute('#s', 'data-block-state')).toBe('ready');
    const root = await page.$eval('#s', (el) => [
      el.getAttribute('role'),
      el.getAttribute('aria-roledescription'),
      el.getAttribute('aria-label'),
    ]);
    expect(root).toEqual(['region', 'carousel', 'Gallery']);
    // The slides not shown are labelled when the browser is idle, after the mount.
    await page.waitForFunction(() =>
      document.querySelector('#s .sqs-gallery > .slide:last-child')!.hasAttribute('inert'),
    );
    const slides = () =>
      page.$$eval('#s .sqs-gallery > .slide', (list) =>
        list.map((el) => [
          el.getAttribute('role'),
          el.getAttribute('aria-roledescription'),
          el.getAttribute('aria-label'),
          el.hasAttribute('inert'),
        ]),
      );
    expect(await slides()).toEqual([
      ['group', 'slide', '1 of 4', false],
      ['group', 'slide', '2 of 4', true],
      ['group', 'slide', '3 of 4', true],
      ['group', 'slide', '4 of 4', true],
    ]);
    expect(await page.$eval('#s .previous', (el) => el.classList.contains('disabled'))).toBe(true);
    await page.evaluate(() => {
      const seen: string[] = ((window as unknown as { seen: string[] }).seen = []);
      for (const name of ['change', 'reached-end'])
        document.addEventListener(`site-runtime:gallery-${name}`, () => seen.push(name));
    });
    for (let i = 0; i < 3; i++) {
      await page.click('#s .next', { force: true });
      await page.waitForFunction(
        (n) =>
          document.querySelectorAll('#s .sqs-active-slide')[0] ===
          document.querySelectorAll('#s .sqs-gallery > .slide')[n],
        i + 1,
      );
      await page.waitForFunction(
        () => !document.querySelector('#s .sqs-gallery')!.getAnimations?.({ subtree: true }).length,
      );
    }
    expect(await activeIndex(page, 's')).toBe(3);
    expect(
      await page.$eval('#s .next', (el) => [el.classList.contains('disabled'), el.getAttribute('aria-disabled')]),
    ).toEqual([true, 'true']);
    await page.evaluate(() => (document.querySelector('#s .next') as HTMLElement).click());
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual([
      'change',
      'change',
      'change',
      'reached-end',
    ]);
    expect((await slides()).map((slide) => slide[3])).toEqual([true, true, true, false]);
    expect(await violations()).toEqual([]);
    await context.close();
  });
});

describe('each carousel on the page has a name of its own (axe landmark-unique)', () => {
  it('the heading inside the block names its gallery; the others are numbered by their place on the page; axe finds nothing', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1024, height: 3000 } });
    await context.addInitScript({ content: AXE });
    const page = await context.newPage();
    await page.goto(`${site.siteUrl}/fixtures/gallery-names.html`);
    await blocksSettled(page);
    const names = await page.$$eval('.gallery-block', (roots) =>
      roots.map(
        (root) =>
          root.getAttribute('aria-label') ||
          document.getElementById(root.getAttribute('aria-labelledby')!)!.textContent,
      ),
    );
    expect(names).toEqual(['Our trips', 'Gallery 2', 'Gallery 3']);
    const found: string[] = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: { run(context: object, options: object): Promise<{ violations: { id: string }[] }> };
        }
      ).axe;
      return (await axe.run(document, { resultTypes: ['violations'] })).violations.map((violation) => violation.id);
    });
    expect(found).toEqual([]);
    await context.close();
  });
});

describe("ready sooner: the current slide loads while the gallery's code is still on its way", () => {
  it("the first image is requested before the gallery's chunk (with its slideshow design) has arrived", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { page, context, requests } = await visit(site, '/fixtures/gallery-slideshow.html', {
      before: (p) => p.route(/\/chunks\/[^/]+\/gallery-[a-z]+\.js/, async (route) => (await held, route.continue())),
    });
    const image = () => requests.some((url) => /\/images\/harbour-1500x1000\.png/.test(url));
    if (!image()) await page.waitForRequest(/\/images\/harbour-1500x1000\.png/);
    expect(image()).toBe(true);
    expect(await page.getAttribute('#s', 'data-block-state')).toBe('loading');
    release();
    await blocksSettled(page);
    expect(await page.getAttribute('#s', 'data-block-state')).toBe('ready');
    await context.close();
  });
});

// Long tasks while a 50-slide slideshow mounts at 4x CPU throttling are a
// figure of `npm run bench`, not a timed test (they depend on the machine's load).

describe('keys 37 and 39 move only the gallery in view, and not while typing', () => {
  it('the gallery on screen moves; the other does not; typing in a field moves nothing', async () => {
    const { page, context } = await visit(site, '/fixtures/gallery-keys.html');
    await page.waitForFunction(() => document.querySelector('#a')?.getAttribute('data-block-state') === 'ready');
    await page.keyboard.press('ArrowRight');
    expect([await activeIndex(page, 'a'), await activeIndex(page, 'b')]).toEqual([1, -1]); // #b is below the fold: not even mounted yet
    await page.focus('#field');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    expect(await activeIndex(page, 'a')).toBe(1);
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await page.keyboard.press('Shift+ArrowRight');
    expect(await activeIndex(page, 'a')).toBe(1);
    await page.$eval('#b', (el) => el.scrollIntoView());
    await page.waitForFunction(() => document.querySelector('#b')?.getAttribute('data-block-state') === 'ready');
    // The keys measure what is on screen at the press: #b is now the most visible gallery.
    await page.waitForFunction(() => {
      const area = (id: string) => {
        const r = document.getElementById(id)!.getBoundingClientRect();
        const w = Math.min(r.right, innerWidth) - Math.max(r.left, 0);
        const h = Math.min(r.bottom, innerHeight) - Math.max(r.top, 0);
        return w > 0 && h > 0 ? w * h : 0;
      };
      return area('b') > area('a');
    });
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    expect([await activeIndex(page, 'a'), await activeIndex(page, 'b')]).toEqual([1, 1]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => {
      const area = (id: string) => {
        const r = document.getElementById(id)!.getBoundingClientRect();
        const w = Math.min(r.right, innerWidth) - Math.max(r.left, 0);
        const h = Math.min(r.bottom, innerHeight) - Math.max(r.top, 0);
        return w > 0 && h > 0 ? w * h : 0;
      };
      return window.scrollY === 0 && area('a') > area('b');
    });
    await page.keyboard.press('ArrowRight');
    expect([await activeIndex(page, 'a'), await activeIndex(page, 'b')]).toEqual([2, 1]);
    await context.close();
  });
});

describe('autoplay advances, pauses under the pointer, and respects the visitor', () => {
  it('advances every second and holds while the pointer is over the gallery', async () => {
    const { page, context } = await visit(site, '/fixtures/gallery-autoplay.html', {
      before: (p) => p.clock.install(),
    });
    await blocksSettled(page);
    expect(await page.getAttribute('#s .sqs-gallery-autoplay-toggle', 'aria-label')).toBe('Pause slideshow');
    expect(await page.getAttribute('#s .sqs-gallery', 'aria-live')).toBe('off');
    // The page's clock moves on in steps (every timer due runs, however slow the machine) until
    // the slideshow has moved: no wall-clock deadline. The fade itself runs in real time.
    const movesOn = (from: number) =>
      until(async () => {
        await page.clock.runFor(500);
        return (await activeIndex(page, 's')) !== from;
      });
    await movesOn(0);
    await page.hover('#s .sqs-gallery');
    const held = await activeIndex(page, 's');
    await page.clock.runFor(2500);
    expect(await activeIndex(page, 's')).toBe(held);
    await page.mouse.move(5, 5);
    await movesOn(held);
    await context.close();
  });
  it('the pause button stops it (WCAG 2.2.2)', async () => {
    const { page, context } = await visit(site, '/fixtures/gallery-autoplay.html', {
      before: (p) => p.clock.install(),
    });
    await blocksSettled(page);
    await page.focus('#s .sqs-gallery-autoplay-toggle');
    await page.keyboard.press('Enter');
    expect(await page.getAttribute('#s .sqs-gallery-autoplay-toggle', 'aria-label')).toBe('Play slideshow');
    const held = await activeIndex(page, 's');
    await page.mouse.move(5, 5);
    await page.clock.runFor(2500);
    expect(await activeIndex(page, 's')).toBe(held);
    await context.close();
  });
  it('is off under prefers-reduced-motion and with ?nomotion=true', async () => {
    for (const [path, reducedMotion] of [
      ['/fixtures/gallery-autoplay.html', true],
      ['/fixtures/gallery-autoplay.html?nomotion=true', false],
    ] as const) {
      const { page, context } = await visit(site, path, { reducedMotion, before: (p) => p.clock.install() });
      await blocksSettled(page);
      await page.clock.runFor(1500);
      expect(await activeIndex(page, 's')).toBe(0);
      expect(await page.$('#s .sqs-gallery-autoplay-toggle')).toBeNull();
      await context.close();
    }
  });
});

describe('gallery history (spec §2)', () => {
  it('a storm of 1000 key presses makes far fewer than 100 replaceState calls, and the address ends on the settled slide', async () => {
    const { page, context } = await visit(site, '/fixtures/gallery-history.html', {
      before: (p) =>
        p.addInitScript(() => {
          const original = history.replaceState.bind(history);
          (window as unknown as { writes: number }).writes = 0;
          history.replaceState = (...args: Parameters<History['replaceState']>) => {
            (window as unknown as { writes: number }).writes++;
            return original(...args);
          };
        }),
    });
    await blocksSettled(page);
    for (let i = 0; i < 1001; i++) await page.keyboard.press('ArrowRight');
    // The storm settles: the gallery on slide 1001 % 5 and the address following it (however long that takes).
    await page.waitForFunction(
      () =>
        document.querySelector('#h .sqs-gallery > .slide.sqs-active-slide')?.getAttribute('data-slide-id') === 'h-2' &&
        location.hash === '#itemId=h-2',
    );
    const writes = await page.evaluate(() => (window as unknown as { writes: number }).writes);
    expect(writes).toBeGreaterThan(0);
    expect(writes).toBeLessThan(100);
    expect(await activeIndex(page, 'h')).toBe(1001 % 5);
    expect(await page.evaluate(() => location.pathname + location.hash)).toBe('/gallery-page/#itemId=h-2');
    await context.close();
  }, 240000); // 2,002 real key events through the DevTools protocol: slow on a busy machine, whatever the runtime does
  it('the hash itemId selects the slide on load', async () => {
    const { page, context } = await visit(site, '/fixtures/gallery-history.html#itemId=h-3');
    await blocksSettled(page);
    expect(await activeIndex(page, 'h')).toBe(2);
    await context.close();
  });
  it('a hostile hash jumps nowhere and puts nothing in the page', async () => {
    const hostile = encodeURIComponent('<img src=x onerror=alert(1)>');
    const { page, context, violations } = await visit(site, `/fixtures/gallery-history.html#itemId=${hostile}`);
    let dialogs = 0;
    page.on('dialog', (dialog) => (dialogs++, dialog.dismiss()));
    await blocksSettled(page);
    expect(await activeIndex(page, 'h')).toBe(0);
    expect(await page.$('img[src="x"]')).toBeNull();
    expect(dialogs).toBe(0);
    expect(await violations()).toEqual([]);
    await context.close();
  });
});

describe('a slideshow and its thumbnail strip stay in sync', () => {
  it('next moves the strip; a click on a thumbnail moves the slideshow', async () => {
    const { page, context } = await visit(site, '/fixtures/gallery-thumbnails.html', { reducedMotion: true });
    await blocksSettled(page);
    const thumbIndex = () =>
      page.$$eval('#s .sqs-gallery-thumbnails .slide', (slides) =>
        slides.findIndex((slide) => slide.classList.contains('sqs-active-slide')),
      );
    expect(await page.getAttribute('#s .sqs-gallery-thumbnails .slide:nth-child(3)', 'role')).toBe('button');
    await page.evaluate(() => (document.querySelector('#s .next') as HTMLElement).click());
    await page.waitForFunction(() =>
      document.querySelectorAll('#s .sqs-gallery-thumbnails .slide')[1].classList.contains('sqs-active-slide'),
    );
    expect([await activeIndex(page, 's'), await thumbIndex()]).toEqual([1, 1]);
    // the strip's own motion (Web Animations) ends
    await page.waitForFunction(
      () => document.querySelector('#s .sqs-gallery-thumbnails')!.getAnimations({ subtree: true }).length === 0,
    );
    await page.evaluate(() =>
      (document.querySelectorAll('#s .sqs-gallery-thumbnails .slide')[3] as HTMLElement).click(),
    );
    await page.waitForFunction(() =>
      document.querySelectorAll('#s .sqs-gallery > .slide')[3].classList.contains('sqs-active-slide'),
    );
    expect([await activeIndex(page, 's'), await thumbIndex()]).toEqual([3, 3]);
    await context.close();
  });
});

describe('the lightbox chunk waits for the visitor', () => {
  it('is not fetched at load, is fetched on hover, and a click opens it on that slide', async () => {
    const { page, context, requests } = await visit(site, '/fixtures/gallery-lightbox.html');
    await blocksSettled(page);
    const lightboxChunk = () => requests.filter((url) => /\/chunks\/[^/]+\/lightbox\.js$/.test(url));
    expect(lightboxChunk()).toEqual([]);
    await page.hover('#l .slide:nth-child(2) img.thumb-image');
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => /\/chunks\/[^/]+\/lightbox\.js$/.test(entry.name)),
    );
    expect(lightboxChunk()).toHaveLength(1);
    await page.click('#l .slide:nth-child(2) img.thumb-image');
    await page.waitForSelector('[role="dialog"]');
    expect(await activeIndex(page, 'l')).toBe(1);
    await context.close();
  });
});

describe('an unknown design fails only that block', () => {
  it('with the message, the other gallery and the page carry on', async () => {
    const { page, context, logs } = await visit(site, '/fixtures/gallery-unknown.html');
    await blocksSettled(page);
    expect(await page.getAttribute('#bad', 'data-block-state')).toBe('failed');
    expect(await page.getAttribute('#good', 'data-block-state')).toBe('ready');
    expect(
      logs.some((line) => line.startsWith('error:') && line.includes('No gallery design found by that name: spiral')),
    ).toBe(true);
    await context.close();
  });
});

describe('destroy() restores the server markup and init() mounts again', () => {
  it('after moving the slideshow, destroy gives back the exact server markup', async () => {
    const { page, context, release } = await visitHeld('/fixtures/gallery-slideshow.html');
    const server = await serverMarkup(page, 's');
    release();
    await blocksSettled(page);
    await page.evaluate(() => (document.querySelector('#s .next') as HTMLElement).click());
    // The move is over: slide 2 is current and no motion is left in the gallery.
    await page.waitForFunction(() => {
      const gallery = document.querySelector('#s')!;
      const slides = Array.from(gallery.querySelectorAll('.sqs-gallery > .slide'));
      return slides[1]?.classList.contains('sqs-active-slide') && gallery.getAnimations({ subtree: true }).length === 0;
    });
    await page.evaluate(() => window.SiteRuntime!.destroy());
    expect(await page.$eval('#s', (el) => el.outerHTML)).toBe(server);
    await page.evaluate(() => window.SiteRuntime!.init());
    await blocksSettled(page);
    expect(await page.getAttribute('#s', 'aria-roledescription')).toBe('carousel');
    expect(await activeIndex(page, 's')).toBe(0);
    await context.close();
  });
});
