/**
 * The layout designs (grid, autogrid, autocolumns, autorows, carousel, list)
 * through the real gallery block in Chromium, on the server's markup and the
 * theme's stylesheets (examples/assets/gallery/*.css): positions and counts
 * per row measured from bounding boxes, resizes, the carousel's buttons and
 * keys, and no layout shift when the block mounts.
 */
import type { Page } from 'playwright-core';
import { columnCount } from '../../src/blocks/gallery/designs/layout/columns';
import { masonry } from '../../src/blocks/gallery/designs/layout/masonry';
import { startSite, visit, type Site } from './harness';

let site: Site;
beforeAll(async () => {
  site = await startSite('dist');
});
afterAll(() => site?.close());

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

const VIEWPORT = { width: 1000, height: 900 };

/** Opens a fixture at `viewport`, optionally holding the gallery chunk until `release()`. */
async function open(
  path: string,
  options: { hold?: boolean; reducedMotion?: boolean; viewport?: { width: number; height: number } } = {},
) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const opened = await visit(site, path, {
    reducedMotion: options.reducedMotion,
    before: async (page) => {
      await page.setViewportSize(options.viewport ?? VIEWPORT);
      if (options.hold)
        await page.route(/\/chunks\/[^/]+\/gallery-[a-z]+\.js/, async (route) => (await held, route.continue()));
    },
  });
  return { ...opened, release };
}

/** Waits until the block `id` is mounted (scrolled near the viewport first: galleries wait for it). */
async function ready(page: Page, id: string): Promise<void> {
  await page.locator(`#${id}`).scrollIntoViewIfNeeded();
  await page.waitForSelector(`#${id}[data-block-state="ready"]`);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Every slide's box relative to its gallery (`.sqs-gallery`), and the gallery's width. */
function slideBoxes(page: Page, id: string): Promise<{ width: number; boxes: Rect[] }> {
  return page.evaluate((block) => {
    const gallery = document.querySelector(`#${block} .sqs-gallery`)!.getBoundingClientRect();
    const boxes = Array.from(document.querySelectorAll(`#${block} .sqs-gallery > .slide`), (slide) => {
      const r = slide.getBoundingClientRect();
      return { x: r.left - gallery.left, y: r.top - gallery.top, width: r.width, height: r.height };
    });
    return { width: gallery.width, boxes };
  }, id);
}

/** How many slides each row holds, top to bottom. */
const perRow = (boxes: Rect[]) => {
  const rows = new Map<number, number>();
  boxes.forEach((box) => rows.set(Math.round(box.y), (rows.get(Math.round(box.y)) ?? 0) + 1));
  return [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, count]) => count);
};

/** The block's, the slides' and the next text's (`after`) positions and sizes, rounded to 0.1 px. */
const geometry = (page: Page, id: string, after = 'after') =>
  page.evaluate(
    ([block, next]) => {
      const round = (r: DOMRect) => [r.left, r.top, r.width, r.height].map((n) => Math.round(n * 10) / 10);
      return {
        block: round(document.getElementById(block)!.getBoundingClientRect()),
        slides: Array.from(document.querySelectorAll(`#${block} .slide`), (slide) =>
          round(slide.getBoundingClientRect()),
        ),
        after: round(document.getElementById(next)!.getBoundingClientRect()),
      };
    },
    [id, after] as const,
  );

/** Until every image of the block has loaded (or failed) and faded in. */
const imagesSettled = (page: Page, id: string) =>
  page.waitForFunction(
    (block) =>
      Array.from(document.querySelectorAll<HTMLImageElement>(`#${block} img.thumb-image`)).every(
        (img) => img.getAttribute('src') && img.complete && getComputedStyle(img).opacity === '1',
      ),
    id,
  );

/** Mounting the block moves nothing: the block, its slides and the text after it keep their boxes. */
async function expectNoShiftAtMount(path: string, id: string, after = 'after'): Promise<void> {
  const { page, context, release } = await open(path, { hold: true });
  await page.waitForSelector(`#${id}[data-block-state="loading"]`);
  const before = await geometry(page, id, after);
  release();
  await page.waitForSelector(`#${id}[data-block-state="ready"]`);
  expect(await geometry(page, id, after)).toEqual(before);
  await context.close();
}

/**
 * Resizes the viewport and waits until the block has re-laid out (100 ms
 * after the last resize, spec §9). A timer of the same 100 ms, set by a resize
 * listener added after the block's, runs after the block's timer: HTML runs
 * timers of equal delay in the order they were set. So the wait ends once the
 * re-layout has run, however slow the machine.
 */
async function resize(page: Page, width: number): Promise<void> {
  await page.evaluate(() => {
    const flag = window as unknown as { relaidOut?: boolean };
    flag.relaidOut = false;
    window.addEventListener('resize', () => setTimeout(() => (flag.relaidOut = true), 100), { once: true });
  });
  await page.setViewportSize({ width, height: VIEWPORT.height });
  await page.waitForFunction(() => (window as unknown as { relaidOut?: boolean }).relaidOut === true);
}

describe('grid: fixed slides per row', () => {
  it('lays 9 slides out 4 per row in square cells, 1 % of the width apart both ways', async () => {
    const { page, context, violations } = await open('/fixtures/layout-grid.html');
    await ready(page, 'grid');
    const { width, boxes } = await slideBoxes(page, 'grid');
    expect(perRow(boxes)).toEqual([4, 4, 1]);
    const gap = boxes[1].x - (boxes[0].x + boxes[0].width);
    expect(gap).toBeCloseTo(width / 100, 0);
    expect(boxes[4].y - (boxes[0].y + boxes[0].height)).toBeCloseTo(gap, 0);
    expect(boxes[3].x + boxes[3].width).toBeCloseTo(width, 0);
    boxes.forEach((box) => expect(box.height).toBeCloseTo(box.width, 0));
    expect(await violations()).toEqual([]);
    await context.close();
  });

  it('takes slidesPerRow, a gutter in pixels and imageAspectRatio from the block data', async () => {
    const { page, context } = await open('/fixtures/layout-grid.html');
    await ready(page, 'grid-custom');
    const { width, boxes } = await slideBoxes(page, 'grid-custom');
    expect(perRow(boxes)).toEqual([3, 3]);
    expect(boxes[1].x - (boxes[0].x + boxes[0].width)).toBeCloseTo(10, 0);
    expect(boxes[0].width).toBeCloseTo((width - 20) / 3, 0);
    expect(boxes[0].height).toBeCloseTo(boxes[0].width / 1.5, 0);
    await context.close();
  });

  it('mounts without moving anything (the stylesheet lays the server markup out the same way)', async () => {
    // The text between the two grids: the second one's settings are not the stylesheet's defaults.
    await expectNoShiftAtMount('/fixtures/layout-grid.html', 'grid', 'between');
  });

  it('loads the images near the viewport and fades them in; the block height never changes', async () => {
    const { page, context } = await open('/fixtures/layout-grid.html');
    await ready(page, 'grid');
    const mounted = await geometry(page, 'grid');
    await imagesSettled(page, 'grid');
    expect(await geometry(page, 'grid')).toEqual(mounted);
    await context.close();
  });
});

describe('autogrid: as many columns of at least 250 px as fit', () => {
  it('holds max(1, floor((width + 20) / 270)) slides per row, and re-lays out on resize', async () => {
    const { page, context } = await open('/fixtures/layout-autogrid.html');
    await ready(page, 'autogrid');
    let { width, boxes } = await slideBoxes(page, 'autogrid');
    const wide = columnCount(width, 250, 20);
    expect(wide).toBe(3);
    expect(perRow(boxes)).toEqual([3, 3, 1]);
    expect(boxes[1].x - (boxes[0].x + boxes[0].width)).toBeCloseTo(20, 0);
    await resize(page, 560);
    ({ width, boxes } = await slideBoxes(page, 'autogrid'));
    expect(columnCount(width, 250, 20)).toBe(2);
    expect(perRow(boxes)).toEqual([2, 2, 2, 1]);
    await context.close();
  });

  it('mounts without moving anything', async () => {
    await expectNoShiftAtMount('/fixtures/layout-autogrid.html', 'autogrid');
  });
});

/** The width / height of each slide's image, from data-image-dimensions. */
const ratios = (page: Page, id: string) =>
  page.$$eval(`#${id} img.thumb-image`, (images) =>
    images.map((img) => {
      const [w, h] = img.getAttribute('data-image-dimensions')!.split('x').map(Number);
      return w / h;
    }),
  );

const rounded = (boxes: Rect[]) => boxes.map((b) => [b.x, b.y, b.width, b.height].map(Math.round));

describe('autocolumns: masonry columns', () => {
  it('puts each slide in the shortest column, heights from data-image-dimensions; re-lays out on resize', async () => {
    const { page, context } = await open('/fixtures/layout-autocolumns.html');
    await ready(page, 'autocolumns');
    const r = await ratios(page, 'autocolumns');
    let { width, boxes } = await slideBoxes(page, 'autocolumns');
    expect(rounded(boxes)).toEqual(rounded(masonry(r, width, Math.floor(width / 250), 0).boxes));
    await resize(page, 600);
    ({ width, boxes } = await slideBoxes(page, 'autocolumns'));
    expect(new Set(boxes.map((b) => Math.round(b.x))).size).toBe(Math.floor(width / 250));
    expect(rounded(boxes)).toEqual(rounded(masonry(r, width, Math.floor(width / 250), 0).boxes));
    await context.close();
  });

  it('keeps the block height from mount on, however the images load', async () => {
    const { page, context } = await open('/fixtures/layout-autocolumns.html');
    await ready(page, 'autocolumns');
    const mounted = await geometry(page, 'autocolumns');
    const { boxes } = await slideBoxes(page, 'autocolumns');
    expect(mounted.block[3]).toBeGreaterThanOrEqual(Math.max(...boxes.map((b) => b.y + b.height)));
    await imagesSettled(page, 'autocolumns');
    expect(await geometry(page, 'autocolumns')).toEqual(mounted);
    await context.close();
  });
});

describe('autorows: justified rows', () => {
  it('fills every row to the width within 1 px; a last row that does not fill it keeps 250 px; re-lays out on resize', async () => {
    const { page, context } = await open('/fixtures/layout-autorows.html');
    await ready(page, 'autorows');
    for (const viewport of [0, 640]) {
      if (viewport) await resize(page, viewport);
      const { width, boxes } = await slideBoxes(page, 'autorows');
      const rows = perRow(boxes);
      expect(rows.length).toBeGreaterThan(1);
      let first = 0;
      rows.forEach((count, i) => {
        const row = boxes.slice(first, (first += count));
        const last = row[row.length - 1];
        const fills = Math.abs(last.x + last.width - width) <= 1;
        if (i < rows.length - 1) expect(fills).toBe(true);
        if (fills) expect(row[0].height).toBeLessThanOrEqual(251);
        else row.forEach((box) => expect(box.height).toBeCloseTo(250, 0));
        row.slice(1).forEach((box, k) => expect(box.x - (row[k].x + row[k].width)).toBeCloseTo(20, 0));
      });
    }
    await context.close();
  });

  it('keeps the block height from mount on, however the images load', async () => {
    const { page, context } = await open('/fixtures/layout-autorows.html');
    await ready(page, 'autorows');
    const mounted = await geometry(page, 'autorows');
    await imagesSettled(page, 'autorows');
    expect(await geometry(page, 'autorows')).toEqual(mounted);
    await context.close();
  });
});

/** Indices of the carousel's slides that are inside its gallery's box. */
const visibleSlides = (page: Page, id: string) =>
  page.evaluate((block) => {
    const gallery = document.querySelector(`#${block} .sqs-gallery`)!.getBoundingClientRect();
    return Array.from(document.querySelectorAll(`#${block} .slide`)).flatMap((slide, i) => {
      const r = slide.getBoundingClientRect();
      return r.left >= gallery.left - 1 && r.right <= gallery.right + 1 ? [i] : [];
    });
  }, id);

describe('carousel: groups of slides', () => {
  it('shows 3 slides; Enter on next moves a whole group and the active slide follows its first', async () => {
    const { page, context } = await open('/fixtures/layout-carousel.html', { reducedMotion: true });
    await ready(page, 'carousel');
    expect(await visibleSlides(page, 'carousel')).toEqual([0, 1, 2]);
    expect(await page.getAttribute('#carousel .previous', 'aria-disabled')).toBe('true');
    await page.focus('#carousel .next');
    await page.keyboard.press('Enter');
    expect(await visibleSlides(page, 'carousel')).toEqual([3, 4, 5]);
    expect(await page.getAttribute('#carousel .slide:nth-child(4)', 'class')).toContain('sqs-active-slide');
    // The slides out of view are out of the tab order and the accessibility tree.
    expect(await page.$$eval('#carousel .slide[inert][aria-hidden="true"]', (slides) => slides.length)).toBe(7);
    await page.keyboard.press(' ');
    await page.keyboard.press('Enter');
    expect(await visibleSlides(page, 'carousel')).toEqual([7, 8, 9]);
    expect(await page.getAttribute('#carousel .next', 'class')).toContain('disabled');
    expect(await page.getAttribute('#carousel .next', 'aria-disabled')).toBe('true');
    expect(await page.getAttribute('#carousel .previous', 'class')).not.toContain('disabled');
    await context.close();
  });

  it('slides a group with a transform transition', async () => {
    const { page, context } = await open('/fixtures/layout-carousel.html');
    await ready(page, 'carousel');
    // The transition's own events, heard from before the click: proof that a
    // transform transition ran, without catching it mid-flight.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { transitions: string[] }).transitions = seen;
      const slide = document.querySelector('#carousel .slide')!;
      for (const type of ['transitionrun', 'transitionend', 'transitioncancel'])
        slide.addEventListener(type, (event) => seen.push(`${type} ${(event as TransitionEvent).propertyName}`));
    });
    await page.click('#carousel .next');
    await page.waitForFunction(() => (window as unknown as { transitions: string[] }).transitions.length >= 2);
    expect(await page.evaluate(() => (window as unknown as { transitions: string[] }).transitions)).toEqual([
      'transitionrun transform',
      'transitionend transform',
    ]);
    // Each slide runs its own transition: on a busy machine the others may end a frame later than the first.
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('#carousel .slide')).every((slide) => !slide.getAnimations().length),
    );
    expect(await visibleSlides(page, 'carousel')).toEqual([3, 4, 5]);
    await context.close();
  });

  it('hides the buttons when every slide fits in one row', async () => {
    const { page, context } = await open('/fixtures/layout-carousel.html');
    await ready(page, 'carousel-fits');
    expect(await page.isVisible('#carousel-fits .previous')).toBe(false);
    expect(await page.isVisible('#carousel-fits .next')).toBe(false);
    expect(await visibleSlides(page, 'carousel-fits')).toEqual([0, 1, 2]);
    await context.close();
  });

  it('shows 2 slides in a gallery under 480 px wide, and the buttons again when they no longer fit', async () => {
    const { page, context } = await open('/fixtures/layout-carousel.html', { reducedMotion: true });
    await ready(page, 'carousel-fits');
    await ready(page, 'carousel');
    await resize(page, 460);
    expect(await visibleSlides(page, 'carousel')).toEqual([0, 1]);
    expect(await visibleSlides(page, 'carousel-fits')).toEqual([0, 1]);
    expect(await page.isVisible('#carousel-fits .next')).toBe(true);
    await page.click('#carousel-fits .next');
    expect(await visibleSlides(page, 'carousel-fits')).toEqual([1, 2]);
    await context.close();
  });

  it('mounts without moving anything', async () => {
    await expectNoShiftAtMount('/fixtures/layout-carousel.html', 'carousel');
    await expectNoShiftAtMount('/fixtures/layout-carousel.html', 'carousel-fits');
  });
});

describe('list: image and meta side by side', () => {
  const parts = (page: Page) =>
    page.$$eval('#list .slide', (slides) =>
      slides.map((slide) => {
        const image = slide.querySelector('img.thumb-image')!.getBoundingClientRect();
        const meta = slide.querySelector('.meta')!.getBoundingClientRect();
        return { image: [image.left, image.top, image.width, image.height], meta: [meta.left, meta.top] };
      }),
    );

  it('puts the meta beside a square image at half the width, and under it at 432 px or less', async () => {
    const { page, context } = await open('/fixtures/layout-list.html');
    await ready(page, 'list');
    const width = (await slideBoxes(page, 'list')).width;
    for (const { image, meta } of await parts(page)) {
      expect(image[2]).toBeCloseTo(width / 2, 0);
      expect(image[3]).toBeCloseTo(image[2], 0);
      expect(meta[0]).toBeCloseTo(image[0] + image[2] + 20, 0);
      expect(meta[1]).toBeCloseTo(image[1], 0);
    }
    await resize(page, 420);
    const narrow = (await slideBoxes(page, 'list')).width;
    expect(narrow).toBeLessThanOrEqual(432);
    for (const { image, meta } of await parts(page)) {
      expect(image[2]).toBeCloseTo(narrow, 0);
      expect(meta[1]).toBeCloseTo(image[1] + image[3] + 20, 0);
    }
    await context.close();
  });

  it('mounts without moving anything', async () => {
    await expectNoShiftAtMount('/fixtures/layout-list.html', 'list');
  });
});

// How long each design takes to lay out 50 slides at 4x CPU throttling, and
// the long tasks, are measured by `npm run bench`: figures, not timed tests.
