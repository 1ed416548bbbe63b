/**
 * The lightbox in real Chromium, opened the way visitors open it: a click on
 * a slide of a grid gallery with `"lightbox": true` (the gallery imports the
 * lightbox chunk on hover intent or first open). Against the minified dist/
 * (and dist-react/ when it is built) on a second origin under a strict CSP.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { blocksSettled, pauseSoon, startSite, visit, type Site } from './harness';

const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const PAGE = '/fixtures/lightbox-gallery.html';
// The lightbox itself, not the gallery's small bridge to it (lightbox-bridge-…).
const CHUNK = /\/chunks\/[^/]+\/lightbox\.js$/;
// The lightbox is plain DOM: opening it must not bring a UI library.
const UI_LIBRARY = /\/chunks\/[^/]+\/(preact|react)\.js$/;

let site: Site;
beforeAll(async () => {
  site = await startSite('dist');
});
afterAll(() => site?.close());

const slide = (n: number) => `#gallery .slide:nth-child(${n})`;
const counter = (page: Page) => page.textContent('.sqs-lightbox-counter');
const closed = (page: Page) => page.waitForSelector('[role="dialog"]', { state: 'detached' });

/**
 * Visits the fixture with the gallery ready; optional reduced motion, and the page's clock installed first
 * (it runs on with the wall clock until a test stops it).
 */
async function ready(reducedMotion = false, clock = false) {
  const visited = await visit(site, PAGE, {
    reducedMotion,
    before: clock ? (page) => page.clock.install() : undefined,
  });
  await blocksSettled(visited.page);
  await visited.page.waitForLoadState('networkidle');
  return visited;
}

/** Clicks slide `n` and waits for the dialog. */
async function openAt(page: Page, n = 1) {
  await page.click(slide(n));
  await page.waitForSelector('[role="dialog"]');
}

/** Waits until nothing in the lightbox is animating. */
const still = (page: Page) =>
  page.waitForFunction(() => document.querySelector('.sqs-lightbox')?.getAnimations({ subtree: true }).length === 0);

describe('the chunk is fetched only when the lightbox is about to be used', () => {
  it('is not fetched at page load, and is by the time a click has opened it, without preact', async () => {
    const { page, context, requests, violations, logs } = await ready();
    expect(requests.filter((url) => CHUNK.test(url))).toEqual([]);
    await openAt(page, 1);
    expect(requests.filter((url) => CHUNK.test(url))).toHaveLength(1);
    await page.click('.sqs-lightbox-next');
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => UI_LIBRARY.test(url))).toEqual([]);
    expect(await violations()).toEqual([]);
    expect(logs.filter((line) => line.startsWith('error'))).toEqual([]);
    await context.close();
  });
});

describe('spec §4, §9: the overlay fades in over 0.35 s to 0.95, then the content over 0.6 s', () => {
  it('starts both fades as it opens, content held invisible while the overlay fades', async () => {
    const { page, context } = await ready();
    // Recorded in the same task as the dialog appears, before any frame.
    await page.evaluate(() => {
      const w = window as unknown as { __open: Promise<unknown> };
      w.__open = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          const overlay = document.querySelector<HTMLElement>('.sqs-lightbox-overlay');
          const content = document.querySelector<HTMLElement>('.sqs-lightbox-content');
          if (!overlay || !content) return;
          observer.disconnect();
          const start = performance.now();
          const timing = (el: Element) =>
            el.getAnimations().map((a) => ({
              duration: (a.effect as KeyframeEffect).getTiming().duration,
              frames: (a.effect as KeyframeEffect)
                .getKeyframes()
                .map((k) => [Math.round(Number(k.computedOffset) * 1000) / 1000, Number(k.opacity)]),
            }));
          const record = {
            overlay: timing(overlay),
            content: timing(content),
            contentOpacity: getComputedStyle(content).opacity,
          };
          const [fade] = content.getAnimations();
          void fade.finished.then(() => resolve({ ...record, took: performance.now() - start }));
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
    });
    await page.click(slide(1));
    const record = (await page.evaluate(() => (window as unknown as { __open: Promise<unknown> }).__open)) as {
      overlay: { duration: number; frames: number[][] }[];
      content: { duration: number; frames: number[][] }[];
      contentOpacity: string;
      took: number;
    };
    expect(record.overlay).toEqual([
      {
        duration: 350,
        frames: [
          [0, 0],
          [1, 0.95],
        ],
      },
    ]);
    expect(record.content).toEqual([
      {
        duration: 950,
        frames: [
          [0, 0],
          [0.368, 0],
          [1, 1],
        ],
      },
    ]);
    expect(record.contentOpacity).toBe('0');
    expect(record.took).toBeGreaterThanOrEqual(900);
    await still(page);
    expect(await page.$eval('.sqs-lightbox-overlay', (el) => getComputedStyle(el).opacity)).toBe('0.95');
    expect(await page.$eval('.sqs-lightbox-content', (el) => getComputedStyle(el).opacity)).toBe('1');
    await context.close();
  });

  it('under prefers-reduced-motion nothing animates', async () => {
    const { page, context } = await ready(true);
    await openAt(page, 1);
    expect(
      await page.evaluate(() => document.querySelector('.sqs-lightbox')!.getAnimations({ subtree: true }).length),
    ).toBe(0);
    await page.keyboard.press('ArrowRight');
    expect(await counter(page)).toBe('2 / 4');
    expect(
      await page.evaluate(() => document.querySelector('.sqs-lightbox')!.getAnimations({ subtree: true }).length),
    ).toBe(0);
    await page.keyboard.press('Escape');
    await closed(page);
    await context.close();
  });
});

describe('the image: its box reserved, the caption as text', () => {
  it('does not move or resize when the file arrives, and fits the padded screen', async () => {
    const { page, context } = await ready();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/images\/harbour-1500x1000\.png\?format=1000w/, async (route) => (await held, route.continue()));
    await openAt(page, 1);
    const box = () =>
      page.$eval('.sqs-lightbox-image', (img) => {
        const r = img.getBoundingClientRect();
        return [Math.round(r.width), Math.round(r.height), (img as HTMLImageElement).complete];
      });
    const before = await box();
    release();
    await page.waitForFunction(() => (document.querySelector('.sqs-lightbox-image') as HTMLImageElement).complete);
    await still(page);
    const after = await box();
    expect(after.slice(0, 2)).toEqual(before.slice(0, 2));
    // 1280 × 720 minus 100 px each side: 1080 × 520; a 3:2 image gets 780 × 520.
    expect(after.slice(0, 2)).toEqual([780, 520]);
    await context.close();
  });

  it('shows a title full of markup as text', async () => {
    const { page, context } = await ready();
    await openAt(page, 1);
    expect(await page.textContent('.sqs-lightbox-meta .meta-title')).toBe('Harbour <img src=x onerror=alert(1)>');
    expect(await page.$$eval('.sqs-lightbox-meta img', (imgs) => imgs.length)).toBe(0);
    await context.close();
  });
});

describe('WAI-ARIA dialog: focus moves in, stays in, and goes back to the slide', () => {
  it('focuses the close button, keeps Tab and Shift+Tab inside, and Escape returns focus to the slide', async () => {
    const { page, context } = await ready();
    // Exact restoration of inline styles is a unit test's business (other code may write <html>'s style).
    const pageState = () =>
      page.evaluate(() => [document.querySelector('main')!.inert, document.documentElement.style.overflow]);
    const before = await pageState();
    await page.focus(slide(2));
    await page.keyboard.press('Enter');
    await page.waitForSelector('[role="dialog"]');
    const where = () =>
      page.evaluate(() => [
        document.activeElement?.getAttribute('aria-label'),
        !!document.activeElement?.closest('[role="dialog"]'),
      ]);
    expect(await where()).toEqual(['Close', true]);
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Tab');
      expect((await where())[1]).toBe(true);
    }
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect((await where())[1]).toBe(true);
    }
    expect(await pageState()).toEqual([true, 'hidden']);
    await page.keyboard.press('Escape');
    await closed(page);
    expect(await page.evaluate(() => document.activeElement?.closest('.slide')?.getAttribute('data-slide-id'))).toBe(
      's2',
    );
    expect(await pageState()).toEqual(before);
    await context.close();
  });
});

describe('Back closes it; closing leaves the visitor history where it was', () => {
  it('Back closes without leaving the page; the address is unchanged', async () => {
    const { page, context } = await ready();
    const before = await page.evaluate(() => [location.href, history.length]);
    await openAt(page, 1);
    expect(await page.evaluate(() => history.length)).toBe((before[1] as number) + 1);
    await page.evaluate(() => history.back());
    await closed(page);
    // The marker stays as a forward entry (browsers keep forward entries in
    // history.length); the visitor is back on the entry they were on.
    expect(await page.evaluate(() => [location.href, history.state])).toEqual([before[0], null]);
    await context.close();
  });

  it('after a close by the button, Back leaves the page as it would have before', async () => {
    const { page, context } = await visit(site, '/fixtures/empty.html');
    await page.goto(`${site.siteUrl}${PAGE}`);
    await blocksSettled(page);
    const length = await page.evaluate(() => history.length);
    for (let i = 0; i < 2; i += 1) {
      await openAt(page, 1);
      await still(page);
      await page.click('.sqs-lightbox-close');
      await closed(page);
      await page.waitForFunction(() => history.state === null);
    }
    // Reopening reuses the one forward entry: history never grows past +1.
    expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(length + 1);
    await page.goBack();
    expect(page.url()).toBe(`${site.siteUrl}/fixtures/empty.html`);
    await context.close();
  });
});

describe('two galleries that write history (spec §2 gallery history)', () => {
  it("closing one gallery's lightbox leaves that gallery's slide in the address, not the other's", async () => {
    const { page, context } = await visit(site, '/fixtures/two-galleries-history.html', {
      reducedMotion: true,
      before: (p) => p.clock.install(),
    });
    await blocksSettled(page);
    const hash = () => page.evaluate(() => location.hash);
    await page.click('#b .next');
    await page.waitForFunction(() => location.hash === '#itemId=b-2');
    await page.click('#a .slide:nth-child(1)');
    await page.waitForSelector('[role="dialog"]');
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => location.hash === '#itemId=a-2');
    // The history move: every writer that answers it has set its 300 ms timer by the time this listener,
    // added after theirs, hears it. Then the page's clock moves a second on, and each has written.
    await page.evaluate(() => {
      const w = window as unknown as { moved: Promise<void> };
      w.moved = new Promise((resolve) => addEventListener('popstate', () => resolve(), { once: true }));
    });
    await page.keyboard.press('Escape');
    await page.evaluate(() => (window as unknown as { moved: Promise<void> }).moved);
    await page.clock.runFor(1000);
    await closed(page);
    expect(await hash()).toBe('#itemId=a-2');
    await context.close();
  });
});

describe('spec §4, §9: arrow keys step, at most once per 200 ms', () => {
  it('a real ArrowRight and ArrowLeft step and wrap around', async () => {
    const { page, context } = await ready(false, true);
    await openAt(page, 1);
    // The page's clock stands still from here: the throttle reads the key events' time stamps, which it sets.
    await pauseSoon(page);
    await page.keyboard.press('ArrowLeft');
    expect(await counter(page)).toBe('4 / 4');
    // The throttle's 200 ms on the page's clock: the next press may move.
    await page.clock.runFor(200);
    await page.keyboard.press('ArrowRight');
    expect(await counter(page)).toBe('1 / 4');
    await context.close();
  });

  it('10 presses at once move once; a key held for a second moves once per 200 ms of pressing', async () => {
    const { page, context } = await ready();
    await openAt(page, 1);
    // Key events stamped with the times a held key would give them: the
    // throttle reads the event's timeStamp, so the count of moves is exact
    // whatever the machine's speed (no wall-clock gaps measured).
    const moves = await page.evaluate(() => {
      const target = document.activeElement!;
      const counter = document.querySelector('.sqs-lightbox-counter')!;
      const start = performance.now() + 1000;
      /** Dispatch ArrowRight keydowns stamped `times` ms after `start`; the number of moves they made. */
      const press = (times: number[]) => {
        let moved = 0;
        for (const time of times) {
          const before = counter.textContent;
          const event = new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true });
          Object.defineProperty(event, 'keyCode', { value: 39 });
          Object.defineProperty(event, 'timeStamp', { value: start + time });
          target.dispatchEvent(event);
          if (counter.textContent !== before) moved += 1;
        }
        return moved;
      };
      const burst = press(Array.from({ length: 10 }, () => 0));
      // Held from 250 ms to 1250 ms, repeating every 30 ms: moves at 250, 460, 670, 880 and 1090.
      const held = press(Array.from({ length: 34 }, (_, i) => 250 + i * 30));
      return { burst, held };
    });
    expect(moves).toEqual({ burst: 1, held: 5 });
    await context.close();
  });
});

describe('spec §4: clicks on desktop', () => {
  it('the right half steps forward, the left half back, the image does nothing, the edge margin closes', async () => {
    const { page, context } = await ready();
    await openAt(page, 1);
    await still(page);
    await page.mouse.click(1200, 360);
    expect(await counter(page)).toBe('2 / 4');
    await page.mouse.click(100, 360);
    expect(await counter(page)).toBe('1 / 4');
    await page.mouse.click(640, 360); // the middle of the image
    expect(await counter(page)).toBe('1 / 4');
    expect(await page.$('[role="dialog"]')).not.toBeNull();
    await page.mouse.click(10, 200); // within 2 % of the left edge (above the previous button)
    await closed(page);
    await context.close();
  });
});

describe('on a phone: the caption behind a toggle, a tap outside the image closes, a swipe steps', () => {
  it('toggles the caption, closes on a tap beside the image, and steps on a swipe', async () => {
    const context = await site.browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await page.goto(`${site.siteUrl}${PAGE}`);
    await blocksSettled(page);
    await page.tap(slide(1));
    await page.waitForSelector('[role="dialog"]');
    await still(page);
    const toggle = '.sqs-lightbox-toggle';
    expect(await page.getAttribute(toggle, 'aria-expanded')).toBe('false');
    expect(await page.isVisible('.sqs-lightbox-meta')).toBe(false);
    await page.tap(toggle);
    expect(await page.getAttribute(toggle, 'aria-expanded')).toBe('true');
    expect(await page.isVisible('.sqs-lightbox-meta')).toBe(true);
    // Above the image, between the counter and the close button.
    await page.tap('.sqs-lightbox-slide', { position: { x: 200, y: 20 } });
    await closed(page);
    // A real touch swipe (pointer events of type touch), right to left over the image.
    await page.tap(slide(1));
    await page.waitForSelector('[role="dialog"]');
    const cdp = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y: 300 }] });
    await touch('touchStart', 300);
    for (const x of [260, 200, 140, 100]) await touch('touchMove', x);
    await touch('touchEnd', 100);
    await page.waitForFunction(() => document.querySelector('.sqs-lightbox-counter')?.textContent === '2 / 4');
    expect(await page.$('[role="dialog"]')).not.toBeNull();
    await context.close();
  });
});

describe('accessibility: axe finds nothing in the open lightbox', () => {
  it('has no violations, open and after a step', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 720 } });
    await context.addInitScript({ content: AXE });
    const page = await context.newPage();
    await page.goto(`${site.siteUrl}${PAGE}`);
    await blocksSettled(page);
    await openAt(page, 1);
    await still(page);
    const run = () =>
      page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: {
              run(
                context: object,
                options: object,
              ): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
            };
          }
        ).axe;
        const { violations } = await axe.run(
          { include: [[document.documentElement]] },
          { resultTypes: ['violations'] },
        );
        return violations.map((v) => `${v.id} @ ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      });
    expect(await run()).toEqual([]);
    await page.click('.sqs-lightbox-next');
    await still(page);
    expect(await run()).toEqual([]);
    await context.close();
  });
});

const REACT = existsSync('dist-react/manifest.json');
(REACT ? describe : describe.skip)('the React 19 flavour (dist-react/)', () => {
  let react: Site;
  beforeAll(async () => {
    react = await startSite('dist-react');
  });
  afterAll(() => react?.close());

  it('opens, steps, closes and hands focus back, without fetching react', async () => {
    const { page, context, logs, violations, requests } = await visit(react, PAGE);
    await blocksSettled(page);
    await page.click(slide(3));
    await page.waitForSelector('[role="dialog"]');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close');
    await page.click('.sqs-lightbox-next');
    expect(await counter(page)).toBe('4 / 4');
    expect(requests.filter((url) => UI_LIBRARY.test(url))).toEqual([]);
    await page.keyboard.press('Escape');
    await closed(page);
    expect(await page.evaluate(() => document.activeElement?.closest('.slide')?.getAttribute('data-slide-id'))).toBe(
      's3',
    );
    expect(await violations()).toEqual([]);
    expect(logs.filter((line) => line.startsWith('error'))).toEqual([]);
    await context.close();
  });
});
