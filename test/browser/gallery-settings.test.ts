/**
 * Two gallery settings the spec names (§3 "Gallery block data") in a real
 * browser against the built dist/: `mixedContent` (off: an images-only
 * gallery leaves its video slide and the video's thumbnail out; on, the
 * default: the video takes part) and `thumbnail-strip-margin` /
 * `thumbnailStripMargin` (px between the thumbnails). Fixture:
 * test/browser/fixtures/gallery-mixed-content.html, with a theme's CSS for the
 * same settings (gallery-mixed-content.css).
 */
import type { Page } from 'playwright-core';
import { blocksSettled, layoutShiftTotal, startSite, visit, type Site } from './harness';

let site: Site;
beforeAll(async () => {
  site = await startSite('dist');
});
afterAll(() => site?.close());

/** The `data-type` of each slide of `#id` (`part`: its slides or its thumbnails) the runtime left out (`hidden`). */
const leftOut = (page: Page, id: string, part: 'gallery' | 'thumbnails') =>
  page.$$eval(`#${id} .sqs-gallery${part === 'thumbnails' ? '-thumbnails' : ''} .slide`, (slides) =>
    slides.filter((slide) => (slide as HTMLElement).hidden).map((slide) => slide.getAttribute('data-type')),
  );
/** The space in px between the rendered thumbnails of `#id`, each from the one before. */
const gaps = (page: Page, id: string) =>
  page.$$eval(`#${id} .sqs-gallery-thumbnails .slide`, (slides) => {
    const boxes = slides.filter((slide) => !(slide as HTMLElement).hidden).map((s) => s.getBoundingClientRect());
    return boxes.slice(1).map((box, i) => Math.round(box.left - boxes[i].right));
  });
const activeIndex = (page: Page, id: string) =>
  page.$$eval(`#${id} .sqs-gallery > .slide`, (slides) =>
    slides.findIndex((slide) => slide.classList.contains('sqs-active-slide')),
  );

describe('mixedContent and thumbnail-strip-margin', () => {
  it('images only (7.0 keys): the video and its thumbnail are left out, next skips it; 10 px between thumbnails', async () => {
    const { page, context } = await visit(site, '/fixtures/gallery-mixed-content.html', { reducedMotion: true });
    await blocksSettled(page);
    expect(await leftOut(page, 'images-only', 'gallery')).toEqual(['video']);
    expect(await leftOut(page, 'images-only', 'thumbnails')).toEqual(['video']);
    expect(await gaps(page, 'images-only')).toEqual([10, 10]);
    await page.click('#images-only .next');
    await page.waitForFunction(() =>
      document.querySelectorAll('#images-only .sqs-gallery > .slide')[2].classList.contains('sqs-active-slide'),
    );
    expect(await activeIndex(page, 'images-only')).toBe(2);
    // Its thumbnails are named among the pictures: 3 of them.
    expect(await page.getAttribute('#images-only .sqs-gallery-thumbnails [data-slide-id$="-t-3"]', 'aria-label')).toBe(
      '2 of 3',
    );
    await context.close();
  });

  it('mixed content (7.1 keys): the video takes part; 6 px between thumbnails, given as a string', async () => {
    const { page, context } = await visit(site, '/fixtures/gallery-mixed-content.html', { reducedMotion: true });
    await page.locator('#mixed').scrollIntoViewIfNeeded();
    await blocksSettled(page);
    expect(await leftOut(page, 'mixed', 'gallery')).toEqual([]);
    expect(await leftOut(page, 'mixed', 'thumbnails')).toEqual([]);
    expect(await gaps(page, 'mixed')).toEqual([6, 6, 6]);
    await page.click('#mixed .next');
    await page.waitForFunction(() =>
      document.querySelectorAll('#mixed .sqs-gallery > .slide')[1].classList.contains('sqs-active-slide'),
    );
    await context.close();
  });

  it('mounts without moving anything, under a theme laid out for the same settings', async () => {
    const { page, context } = await visit(site, '/fixtures/gallery-mixed-content.html');
    await page.locator('#mixed').scrollIntoViewIfNeeded();
    await blocksSettled(page);
    expect(await layoutShiftTotal(page)).toBe(0);
    await context.close();
  });
});
