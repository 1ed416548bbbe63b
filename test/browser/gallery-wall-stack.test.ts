/**
 * The wall and stack designs (spec §3 "Gallery and summary layouts"; issue 27
 * §2: they rendered as the base design) on the builder's 7.0 (kebab-case) and
 * 7.1 (camelCase) block JSON: each slide at its image's own ratio, the wall in
 * `thumbnails-per-row` columns with `padding` between, the stack one under
 * another with `gutter` between, the meta over the image at `meta-position`'s
 * edge, and no layout shift when the block mounts (the loader laid them out
 * before the first paint with the same rules).
 */
import type { Page } from 'playwright-core';
import { layoutShiftTotal, startSite, visit, type Site } from './harness';

jest.setTimeout(40000);

let site: Site;
beforeAll(async () => {
  site = await startSite('dist');
});
afterAll(() => site?.close());

const RATIOS = [1.5, 2 / 3, 1, 1.5, 2 / 3];

/** Each slide's box and its meta's, relative to the gallery; the gallery's width. */
function boxes(page: Page, id: string) {
  return page.evaluate((block) => {
    const gallery = document.querySelector(`#${block} .sqs-gallery`)!.getBoundingClientRect();
    const slides = Array.from(document.querySelectorAll(`#${block} .sqs-gallery > .slide`), (slide) => {
      const r = slide.getBoundingClientRect();
      const m = slide.querySelector('.meta')!.getBoundingClientRect();
      return {
        x: r.left - gallery.left,
        y: r.top - gallery.top,
        width: r.width,
        height: r.height,
        metaTop: m.top - r.top,
        metaBottom: r.bottom - m.bottom,
      };
    });
    return { width: gallery.width, slides };
  }, id);
}

/**
 * Opens the block's fixture and mounts it, measuring the layout shift during the mount exactly
 * (as test/browser/mount-shift.test.ts): the gallery chunk is held until the page has painted,
 * the total read, the chunk let through, and the total read again once the block is ready.
 */
async function mounted(id: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const opened = await visit(site, `/fixtures/gallery-${id === 'wall70' ? 'wall-70' : 'stack-71'}.html`, {
    before: async (page) => {
      await page.setViewportSize({ width: 1000, height: 900 });
      await page.route(/\/chunks\/[^/]+\/gallery-[a-z]+\.js/, async (route) => (await held, route.continue()));
    },
  });
  const { page } = opened;
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const before = await layoutShiftTotal(page);
  release();
  await page.waitForSelector(`#${id}[data-block-state="ready"]`);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const shift = (await layoutShiftTotal(page)) - before;
  return { ...opened, shift };
}

describe('the wall (7.0: thumbnails-per-row, padding, meta-position)', () => {
  it('lays slides in 3 masonry columns at their own ratios, 12 px apart, the meta at the top; nothing moves at mount', async () => {
    const { page, context, shift } = await mounted('wall70');
    expect(await page.getAttribute('#wall70 .sqs-gallery', 'class')).toContain('sqs-gallery-design-wall');
    const { width, slides } = await boxes(page, 'wall70');
    const column = (width - 2 * 12) / 3;
    slides.forEach((slide, index) => {
      expect(slide.width).toBeCloseTo(column, 0);
      expect(slide.height).toBeCloseTo(column / RATIOS[index], 0);
      expect(slide.metaTop).toBeCloseTo(0, 0);
    });
    expect(new Set(slides.map((slide) => Math.round(slide.x))).size).toBe(3);
    expect(shift).toBe(0);
    await context.close();
  });
});

describe('the stack (7.1: gutter, metaPosition)', () => {
  it('lays slides one under another, full width at their own ratios, 16 px apart, the meta at the bottom; nothing moves at mount', async () => {
    const { page, context, shift } = await mounted('stack71');
    expect(await page.getAttribute('#stack71 .sqs-gallery', 'class')).toContain('sqs-gallery-design-stack');
    const { width, slides } = await boxes(page, 'stack71');
    let y = 0;
    slides.forEach((slide, index) => {
      expect(slide.x).toBeCloseTo(0, 0);
      expect(slide.width).toBeCloseTo(width, 0);
      expect(slide.height).toBeCloseTo(width / RATIOS[index], 0);
      expect(slide.y).toBeCloseTo(y, 0);
      expect(slide.metaBottom).toBeCloseTo(0, 0);
      y += slide.height + 16;
    });
    expect(shift).toBe(0);
    await context.close();
  });
});
