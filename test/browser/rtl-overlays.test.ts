/**
 * What overlays the page, right to left (issue 27), in real Chromium against
 * the minified dist/: the cookie banner's popup corner and the information
 * notice mirror under `dir="rtl"` (the builder's LEFT and RIGHT, and the
 * spec's top-right notice, read as the reading start and end). Boxes only.
 */
import type { Page } from 'playwright-core';
import { startSite, visit, type Site } from './harness';

let site: Site;
beforeAll(async () => {
  site = await startSite('dist');
});
afterAll(() => site?.close());

/** `selector`'s distance from the viewport's left and right edges, and from its top. */
const edges = async (page: Page, selector: string) => {
  const box = (await page.locator(selector).boundingBox())!;
  const { width } = page.viewportSize()!;
  return { left: box.x, right: width - (box.x + box.width), top: box.y };
};

describe('the cookie banner right to left', () => {
  it('a POPUP at TOP_RIGHT sits top-left on a Hebrew page', async () => {
    const { page, context } = await visit(site, '/fixtures/cookie-banner-popup-rtl.html', { reducedMotion: true });
    await page.waitForSelector('.site-runtime-cookie-banner[role="dialog"]');
    const { left, right, top } = await edges(page, '.site-runtime-cookie-banner');
    expect([Math.round(left), Math.round(top)]).toEqual([20, 20]);
    expect(right).toBeGreaterThan(100);
    await context.close();
  });
});

describe('the information notice right to left', () => {
  it('sits top-right left to right, and top-left once the page reads right to left', async () => {
    // The page's clock, stopped before the click: the notice (hidden after 2 s) stays while it is measured.
    const { page, context } = await visit(site, '/dialogs.html', {
      reducedMotion: true,
      before: (page) => page.clock.install(),
    });
    // The page wires its buttons once services() has answered; a click before that does nothing.
    await page.waitForFunction(() => document.getElementById('services-state')?.textContent === 'loaded');
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await page.click('#open-inform');
    const notice = '[role="status"].site-runtime-dialog--information';
    await page.waitForSelector(notice);
    expect(Math.round((await edges(page, notice)).right)).toBe(20);
    await page.evaluate(() => document.documentElement.setAttribute('dir', 'rtl'));
    const mirrored = await edges(page, notice);
    expect([Math.round(mirrored.left), Math.round(mirrored.top)]).toEqual([20, 20]);
    await context.close();
  });
});
