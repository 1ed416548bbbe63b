/**
 * A 7.0 grid gallery as the builder writes it (issue 24 §3, §8), in Chromium
 * against the minified dist/, with no stylesheet that sizes its cells
 * (fixtures/gallery-grid-70.html): the settings in the block JSON, kebab-case
 * and camelCase, the slides' images in `a.image-slide-anchor.content-fit`.
 * The columns, the named aspect ratio and the gap are the JSON's; the cells
 * have their size before the gallery's code arrives, so mounting moves
 * nothing; normal markup logs nothing and each image is fetched once.
 */
import type { Page } from 'playwright-core';
import { focalPosition } from '../../src/blocks/gallery/designs/layout/focal';
import { startSite, visit, type Site } from './harness';

let site: Site;
beforeAll(async () => {
  site = await startSite('dist');
});
afterAll(() => site?.close());

const PATH = '/fixtures/gallery-grid-70.html';
const VIEWPORT = { width: 1000, height: 900 };

/** Opens the fixture, the gallery chunk held until `release()` when `hold` is set. */
async function open(hold = false) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const opened = await visit(site, PATH, {
    before: async (page) => {
      await page.setViewportSize(VIEWPORT);
      // Every layout shift from the start, with its time (buffered would do too; this keeps them all).
      await page.addInitScript(() => {
        const shifts: [number, number][] = [];
        (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
        new PerformanceObserver((list) =>
          list
            .getEntries()
            .forEach((entry) => shifts.push([entry.startTime, (entry as unknown as { value: number }).value])),
        ).observe({ type: 'layout-shift', buffered: true });
      });
      if (hold)
        await page.route(/\/chunks\/[^/]+\/gallery-[a-z]+\.js/, async (route) => (await held, route.continue()));
    },
  });
  return { ...opened, release };
}

const ready = (page: Page) =>
  page.waitForFunction(() =>
    ['grid70', 'grid71'].every((id) => document.getElementById(id)?.getAttribute('data-block-state') === 'ready'),
  );

/** Resolves after two frames have been rendered: whatever was written before is laid out and painted. */
const painted = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Every slide's box relative to its gallery, the gallery's width, and the text below it. */
function layout(page: Page, id: string, below: string) {
  return page.evaluate(
    ([block, next]) => {
      const gallery = document.querySelector(`#${block} .sqs-gallery`)!.getBoundingClientRect();
      const round = (n: number) => Math.round(n * 100) / 100;
      const boxes = Array.from(document.querySelectorAll(`#${block} .slide`), (slide) => {
        const r = slide.getBoundingClientRect();
        return {
          x: round(r.left - gallery.left),
          y: round(r.top - gallery.top),
          width: round(r.width),
          height: round(r.height),
        };
      });
      return { width: gallery.width, boxes, below: round(document.getElementById(next)!.getBoundingClientRect().top) };
    },
    [id, below] as const,
  );
}

/** How many slides each row holds, top to bottom. */
const perRow = (boxes: Box[]) => {
  const rows = new Map<number, number>();
  boxes.forEach((box) => rows.set(Math.round(box.y), (rows.get(Math.round(box.y)) ?? 0) + 1));
  return [...rows.values()];
};

/** Until every slide image of both galleries shows its picture. */
const imagesShown = (page: Page) =>
  page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLImageElement>('.gallery-block img.thumb-image')).every(
      (img) => img.complete && img.naturalWidth > 0 && getComputedStyle(img).opacity === '1',
    ),
  );

describe('the settings where the builder writes them', () => {
  it('7.0 kebab-case: thumbnails-per-row 3 columns, anamorphic-widescreen (2.4:1) cells, padding 24 px apart', async () => {
    const { page, context } = await open();
    await ready(page);
    const { width, boxes } = await layout(page, 'grid70', 'after');
    expect(perRow(boxes)).toEqual([3, 3]);
    expect(boxes[1].x - (boxes[0].x + boxes[0].width)).toBeCloseTo(24, 1);
    expect(boxes[3].y - (boxes[0].y + boxes[0].height)).toBeCloseTo(24, 1);
    expect(boxes[0].width).toBeCloseTo((width - 48) / 3, 1);
    boxes.forEach((box) => expect(box.width / box.height).toBeCloseTo(2.4, 2));
    await context.close();
  });

  it('7.1 camelCase: thumbnailsPerRow 2 columns, standard-vertical (2:3) cells, padding 10 px, autoCrop off fits whole images', async () => {
    const { page, context } = await open();
    await ready(page);
    const { boxes } = await layout(page, 'grid71', 'end');
    expect(perRow(boxes)).toEqual([2, 2, 1]);
    expect(boxes[1].x - (boxes[0].x + boxes[0].width)).toBeCloseTo(10, 1);
    boxes.forEach((box) => expect(box.width / box.height).toBeCloseTo(2 / 3, 2));
    const fits = await page.$$eval('#grid71 img.thumb-image', (images) =>
      images.map((img) => getComputedStyle(img).objectFit),
    );
    expect(fits).toEqual(Array(5).fill('contain'));
    await context.close();
  });

  it("the design's crop wins over the anchor's content-fit class: each image covers its cell, at its focal point", async () => {
    const { page, context } = await open();
    await ready(page);
    await imagesShown(page);
    const images = await page.$$eval('#grid70 img.thumb-image', (elements) =>
      elements.map((img) => {
        const style = getComputedStyle(img);
        const cell = img.closest('.slide')!.getBoundingClientRect();
        const box = img.getBoundingClientRect();
        return {
          fit: style.objectFit,
          position: style.objectPosition,
          same: box.width === cell.width && box.height === cell.height,
        };
      }),
    );
    images.forEach((image) => expect(image).toMatchObject({ fit: 'cover', same: true }));
    // Meadow (1000x1500, focal point 0.5,0.3) in a 2.4:1 cell: cropped top and bottom, its focal point as
    // central as the crop allows (the designs' one rule, layout/focal.ts).
    const [x, y] = focalPosition(1000 / 1500, 2.4, [0.5, 0.3]);
    const [px, py] = images[1].position.split(' ').map(parseFloat);
    expect([px, py]).toEqual([x * 100, expect.closeTo(y * 100, 3)]);
    await context.close();
  });
});

describe('the cells have their size before the gallery code arrives', () => {
  it('laid out by the loader, as the JSON says, while the gallery chunk is still on its way', async () => {
    const { page, context, release } = await open(true);
    await page.waitForSelector('#grid70[data-block-state="loading"]');
    await painted(page);
    const { width, boxes } = await layout(page, 'grid70', 'after');
    expect(perRow(boxes)).toEqual([3, 3]);
    expect(boxes[0].width).toBeCloseTo((width - 48) / 3, 1);
    boxes.forEach((box) => expect(box.width / box.height).toBeCloseTo(2.4, 2));
    release();
    await context.close();
  });

  it('mounting moves nothing: no layout shift while the blocks mount, inside them or below them', async () => {
    const { page, context, release } = await open(true);
    await page.waitForSelector('#grid70[data-block-state="loading"]');
    await painted(page);
    const before = [await layout(page, 'grid70', 'after'), await layout(page, 'grid71', 'end')];
    const start = await page.evaluate(() => performance.now());
    release();
    await ready(page);
    await painted(page);
    const shift = await page.evaluate(
      (from) =>
        (window as unknown as { __shifts: [number, number][] }).__shifts
          .filter(([time]) => time >= from)
          .reduce((total, [, value]) => total + value, 0),
      start,
    );
    expect(shift).toBe(0);
    expect([await layout(page, 'grid70', 'after'), await layout(page, 'grid71', 'end')]).toEqual(before);
    await context.close();
  });
});

describe('normal markup, quietly, each image once', () => {
  it('no console error: no "Missing alignment", no "Invalid or missing image source.", no "Error evaluating"', async () => {
    const { page, context, logs } = await open();
    await ready(page);
    await imagesShown(page);
    expect(logs.filter((line) => line.startsWith('error:'))).toEqual([]);
    await context.close();
  });

  it("one request per image: the loader's first image and the gallery agree, and the server's src stays", async () => {
    const { page, context, requests } = await open();
    await ready(page);
    await imagesShown(page);
    const images = requests.filter((url) => url.includes('/images/'));
    const slugs = images.map((url) => /\/images\/([a-z]+)-/.exec(url)![1]);
    expect(slugs.sort()).toEqual(
      [
        'bridge',
        'canyon',
        'dune',
        'forest',
        'glacier',
        'harbour',
        'lighthouse',
        'market',
        'meadow',
        'pier',
        'studio',
      ].sort(),
    );
    expect(await page.getAttribute('#grid71 img[alt="Pier"]', 'src')).toBe('/images/pier-1500x1000.png?format=500w');
    expect(await page.getAttribute('#grid71 img[alt="Pier"]', 'srcset')).toBeNull();
    expect(await page.getAttribute('#grid71 img[alt="Dune"]', 'src')).toBe('/images/dune-1200x1200.png?format=500w');
    await context.close();
  });
});
