/**
 * The lightbox, its gallery and the address after a key storm (issue 11 §6),
 * in Chromium against the minified dist/: a slideshow with 1 s transitions
 * whose lightbox steps every 200 ms, so the gallery (which refuses changes
 * while it moves, spec §4) must catch up; gallery history writes the slide
 * into the address (spec §2).
 */
import type { Page } from 'playwright-core';
import { blocksSettled, startSite, visit, type Site } from './harness';

let site: Site;
beforeAll(async () => {
  site = await startSite('dist');
});
afterAll(() => site?.close());

/** Counts the page's replaceState calls, with the URL each wrote. */
const countWrites = (page: Page) =>
  page.addInitScript(() => {
    const writes: string[] = [];
    (window as unknown as { writes: string[] }).writes = writes;
    const replace = history.replaceState.bind(history);
    history.replaceState = (state: unknown, unused: string, url?: string | URL | null) => {
      writes.push(String(url));
      return replace(state, unused, url);
    };
  });
const writes = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { writes: string[] }).writes);

/** What the three say, as slide numbers from 1: the lightbox (null when closed), the gallery, the address. */
const sayings = (page: Page) =>
  page.evaluate(() => {
    const counter = document.querySelector('.sqs-lightbox-counter')?.textContent;
    const active = Array.from(document.querySelectorAll('#show .sqs-gallery > .slide')).findIndex((slide) =>
      slide.classList.contains('sqs-active-slide'),
    );
    const itemId = new URLSearchParams(location.hash.slice(1)).get('itemId');
    return {
      lightbox: counter ? Number(counter.split(' / ')[0]) : null,
      gallery: active + 1,
      address: itemId ? Number(itemId.replace('l-', '')) : 1,
    };
  });

describe('after a 1,000-key ArrowRight storm and Escape, the lightbox, the gallery and the address agree', () => {
  it('each settles on the same slide; the address is written once per settled slide', async () => {
    const { page, context } = await visit(site, '/fixtures/lightbox-history.html', { before: countWrites });
    await blocksSettled(page);
    await page.click('#show .slide:nth-child(1)');
    await page.waitForSelector('[role="dialog"]');
    // The keys go where the focus is: the storm starts once the dialog has taken it.
    await page.waitForFunction(() => !!document.activeElement?.closest('[role="dialog"]'));
    // Every slide the lightbox shows during the storm (it may wrap round to any, slide 1 too).
    await page.evaluate(() => {
      const shown = new Set<string>();
      (window as unknown as { shown: Set<string> }).shown = shown;
      const counter = document.querySelector('.sqs-lightbox-counter')!;
      new MutationObserver(() => shown.add(counter.textContent ?? '')).observe(counter, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    for (let i = 0; i < 1000; i++) await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => (window as unknown as { shown: Set<string> }).shown.size)).toBeGreaterThan(1);
    // The storm may wrap round to slide 1, which the address names by leaving itemId out:
    // step on (a press at a time, the 200 ms gate drops the early ones) until it shows another.
    while ((await sayings(page)).lightbox === 1) await page.keyboard.press('ArrowRight');
    const { lightbox: last } = await sayings(page);
    // The storm is over: the gallery catches up and the address follows it (both events, however long they take).
    await page.waitForFunction(
      (slide) => {
        const active = document.querySelector('#show .sqs-gallery > .slide.sqs-active-slide');
        return active?.getAttribute('data-slide-id') === `l-${slide}` && location.hash === `#itemId=l-${slide}`;
      },
      last,
      { timeout: 20000 },
    );
    expect(await sayings(page)).toEqual({ lightbox: last, gallery: last, address: last });
    const during = await writes(page);
    // One write per slide the gallery settled on: never the same slide twice in a row, the last one the lightbox's.
    expect(during.length).toBeLessThan(100);
    during.forEach((url, i) => i && expect(url).not.toBe(during[i - 1]));
    expect(during[during.length - 1]).toBe(`/gallery-page/#itemId=l-${last}`);

    await page.keyboard.press('Escape');
    await page.waitForSelector('[role="dialog"]', { state: 'detached' });
    // Closing went back over the lightbox's history entry, to one written before the storm: the slide is written again.
    await page.waitForFunction(
      (slide) =>
        !(history.state as Record<string, unknown> | null)?.siteRuntimeLightbox &&
        location.hash === `#itemId=l-${slide}`,
      last,
      { timeout: 10000 },
    );
    expect(await sayings(page)).toEqual({ lightbox: null, gallery: last, address: last });
    expect((await writes(page)).slice(during.length)).toEqual([`/gallery-page/#itemId=l-${last}`]);
    await context.close();
  }, 240000);
});
