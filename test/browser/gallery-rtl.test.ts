/**
 * Galleries right to left (issue 27), in a real browser against the built
 * dist/: on a Hebrew page (`dir="rtl"` on <html>) the swipe and new-swipe
 * slideshows bring the next slide in from the left (a drag to the right goes
 * forward), ArrowLeft goes forward, and the carousel's button on the left
 * goes forward. Fixture: test/browser/fixtures/gallery-rtl.html, with the
 * theme CSS of examples/assets/gallery/. Every check reads a state (the
 * active slide, boxes), never how long something took.
 */
import type { Page } from 'playwright-core';
import he from '../../src/core/words/locales/he';
import { motionEnds, visit, type Site, startSite } from './harness';

let site: Site;
beforeAll(async () => {
  site = await startSite('dist');
});
afterAll(() => site?.close());

const PAGE = '/fixtures/gallery-rtl.html';

/** Opens the fixture 1000 px wide and waits until block `id` is mounted (scrolled into view: galleries wait for it). */
async function open(id: string, reducedMotion = false, hold = false) {
  const opened = await visit(site, PAGE, {
    reducedMotion,
    before: async (page) => {
      await page.setViewportSize({ width: 1000, height: 900 });
      if (hold) await holdMotion(page);
    },
  });
  await opened.page.locator(`#${id}`).scrollIntoViewIfNeeded();
  await opened.page.waitForSelector(`#${id}[data-block-state="ready"]`);
  return opened;
}

/**
 * Pauses every WAAPI animation (the way the slideshows move) as it starts, at
 * its first frame, so a test reads where a motion begins however busy the
 * machine is; `releaseMotion` lets them play.
 */
const holdMotion = (page: Page) =>
  page.addInitScript(() => {
    const held: Animation[] = [];
    (window as unknown as { held: Animation[] }).held = held;
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
      const animation = animate.apply(this, args);
      animation.pause();
      held.push(animation);
      return animation;
    };
  });
const releaseMotion = (page: Page) =>
  page.evaluate(() => (window as unknown as { held: Animation[] }).held.forEach((animation) => animation.play()));

/** The index of `#id`'s slide marked `sqs-active-slide`. */
const active = (page: Page, id: string) =>
  page.$$eval(`#${id} .slide`, (slides) => slides.findIndex((slide) => slide.classList.contains('sqs-active-slide')));

/** Where slide `index` of `#id` is, relative to its gallery's box: its left and right edges. */
const slideEdges = (page: Page, id: string, index: number) =>
  page.evaluate(
    ([id, index]) => {
      const gallery = document.querySelector(`#${id} .sqs-gallery`)!.getBoundingClientRect();
      const r = document.querySelectorAll(`#${id} .slide`)[index].getBoundingClientRect();
      return { left: r.left - gallery.left, right: r.right - gallery.left, width: gallery.width };
    },
    [id, index] as const,
  );

/** Presses the mouse on `#id`'s gallery centre and moves it by `dx` px in `steps` moves (no pause: the distance decides). */
async function dragBy(page: Page, id: string, dx: number, steps = 6) {
  const box = (await page.locator(`#${id} .sqs-gallery`).boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= steps; i++) await page.mouse.move(x + (dx * i) / steps, y);
}

/** The indices of `#id`'s slides wholly inside its gallery's box. */
const slidesInView = (page: Page, id: string) =>
  page.evaluate((id) => {
    const gallery = document.querySelector(`#${id} .sqs-gallery`)!.getBoundingClientRect();
    return Array.from(document.querySelectorAll(`#${id} .slide`)).flatMap((slide, i) => {
      const r = slide.getBoundingClientRect();
      return r.left >= gallery.left - 1 && r.right <= gallery.right + 1 ? [i] : [];
    });
  }, id);

describe('swipe and new-swipe right to left: the next slide comes in from the left', () => {
  it.each(['swipe', 'new-swipe'])(
    '%s: a drag to the right shows the next slide on the left, then goes forward',
    async (id) => {
      const { page, context } = await open(id);
      const width = (await slideEdges(page, id, 0)).width;
      await dragBy(page, id, width * 0.4);
      // Held mid-drag: the current slide has moved right, the next one sits to its left.
      const [current, next] = [await slideEdges(page, id, 0), await slideEdges(page, id, 1)];
      expect(current.left).toBeGreaterThan(width * 0.3);
      expect(next.right).toBeLessThanOrEqual(current.left + 1);
      expect(next.right).toBeGreaterThan(0);
      await page.mouse.up();
      await motionEnds(page, id);
      expect(await active(page, id)).toBe(1);
      expect(await slidesInView(page, id)).toContain(1);
      await context.close();
    },
  );

  it('swipe: a drag to the left at the first slide stays on it (nothing comes before it)', async () => {
    const { page, context } = await open('swipe');
    await dragBy(page, 'swipe', -120);
    await page.mouse.up();
    await motionEnds(page, 'swipe');
    expect(await active(page, 'swipe')).toBe(0);
    expect(await page.$eval('#swipe .slide', (slide) => getComputedStyle(slide).transform)).toBe('none');
    await context.close();
  });

  it('swipe: ArrowLeft goes forward, the slide arriving from the left; ArrowRight goes back', async () => {
    const { page, context } = await open('swipe', false, true);
    await page.keyboard.press('ArrowLeft');
    // The motion held at its start: the next slide waits just left of the gallery.
    await page.waitForFunction(() => (window as unknown as { held: Animation[] }).held.length >= 2);
    const arriving = await slideEdges(page, 'swipe', 1);
    expect(arriving.right).toBeCloseTo(0, 0);
    await releaseMotion(page);
    await motionEnds(page, 'swipe');
    expect(await active(page, 'swipe')).toBe(1);
    expect(await slidesInView(page, 'swipe')).toContain(1);
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => (window as unknown as { held: Animation[] }).held.length >= 4);
    await releaseMotion(page);
    await motionEnds(page, 'swipe');
    expect(await active(page, 'swipe')).toBe(0);
    await context.close();
  });
});

describe('carousel right to left: the row starts at the right, the button on the left goes forward', () => {
  it('slide 1 is at the right edge; the left button is Next; Enter on it brings the next group in', async () => {
    const { page, context } = await open('carousel', true);
    const edges = await slideEdges(page, 'carousel', 0);
    expect(edges.right).toBeCloseTo(edges.width, 0);
    expect(await slidesInView(page, 'carousel')).toEqual([0, 1, 2]);
    const [left, right] = await page.$$eval('#carousel .previous, #carousel .next', (controls) =>
      controls
        .map((control) => ({
          left: control.getBoundingClientRect().left,
          name: control.getAttribute('aria-label'),
          disabled: control.getAttribute('aria-disabled'),
        }))
        .sort((a, b) => a.left - b.left),
    );
    expect([left.name, right.name]).toEqual([he['lightbox.next'], he['lightbox.previous']]);
    // At the first group, back (on the right) is the one disabled.
    expect([left.disabled, right.disabled]).toEqual([null, 'true']);
    // The theme's .previous sits on the left (a theme written for left to right): it is the forward one.
    await page.focus('#carousel .previous');
    await page.keyboard.press('Enter');
    expect(await slidesInView(page, 'carousel')).toEqual([3, 4, 5]);
    expect(await page.getAttribute('#carousel .slide:nth-child(4)', 'class')).toContain('sqs-active-slide');
    // Slide 4 now leads the row from the right edge.
    const lead = await slideEdges(page, 'carousel', 3);
    expect(lead.right).toBeCloseTo(lead.width, 0);
    await page.click('#carousel .next');
    expect(await slidesInView(page, 'carousel')).toEqual([0, 1, 2]);
    await context.close();
  });

  it('mounts without moving anything (the theme lays the row out right to left too)', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { page, context } = await visit(site, PAGE, {
      before: async (page) => {
        await page.setViewportSize({ width: 1000, height: 900 });
        await page.route(/\/chunks\/[^/]+\/gallery-[a-z]+\.js/, async (route) => (await held, route.continue()));
      },
    });
    await page.waitForSelector('#carousel[data-block-state="loading"]');
    const boxes = () =>
      page.$$eval('#carousel .slide, #carousel .previous, #carousel .next, #between', (elements) =>
        elements.map((element) => {
          const r = element.getBoundingClientRect();
          return [r.left, r.top, r.width, r.height].map((n) => Math.round(n * 10) / 10);
        }),
      );
    const before = await boxes();
    release();
    await page.waitForSelector('#carousel[data-block-state="ready"]');
    expect(await boxes()).toEqual(before);
    await context.close();
  });
});
