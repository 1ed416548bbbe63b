import type { Page } from 'playwright-core';
import { blocksSettled, startSite, visit, type Site } from './harness';

let site: Site;
beforeAll(async () => {
  site = await startSite('dist');
});
afterAll(() => site?.close());

/** Open the fixture with /checkout/donate answered by a stub page, so a navigation lands somewhere. */
async function open() {
  const visited = await visit(site, '/fixtures/donation.html', {
    before: (page) =>
      page.route(/\/checkout\/donate/, (route) =>
        route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: '<!doctype html><title>Donate</title><p>Donate page</p>',
        }),
      ),
  });
  await blocksSettled(visited.page);
  return visited;
}
const landed = (page: Page, id: string) =>
  page.waitForURL((url) => url.pathname === '/checkout/donate' && url.searchParams.get('donatePageId') === id);
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

describe('a donate button navigates to /checkout/donate?donatePageId=… (spec §2)', () => {
  it("a click on the link goes to the block's page id", async () => {
    const { page, context } = await open();
    await page.click('#link .sqs-block-button-element');
    await landed(page, '5f0c0ffee0000000000000d1');
    await context.close();
  });
  it('a native button goes too', async () => {
    const { page, context } = await open();
    await page.click('#native button');
    await landed(page, 'page-3');
    await context.close();
  });
});

describe('Enter (13) and Space (32) activate it (spec §2)', () => {
  it('Enter on a non-native button (page id from data-donate-page-id) navigates', async () => {
    const { page, context } = await open();
    expect(await page.getAttribute('#div .sqs-block-button-element', 'role')).toBe('button');
    await page.focus('#div .sqs-block-button-element');
    await page.keyboard.press('Enter');
    await landed(page, 'page_2');
    await context.close();
  });
  it('Space on a link navigates without scrolling the page first', async () => {
    const { page, context } = await open();
    await page.setViewportSize({ width: 800, height: 200 });
    await page.focus('#link .sqs-block-button-element');
    const before = await scrollY(page);
    await page.evaluate(() => {
      // Record the scroll position at the moment the page unloads.
      window.addEventListener('pagehide', () => sessionStorage.setItem('scroll', String(window.scrollY)));
    });
    await page.keyboard.press(' ');
    await landed(page, '5f0c0ffee0000000000000d1');
    const scrolled = Number(await page.evaluate(() => sessionStorage.getItem('scroll')));
    expect(scrolled).toBe(before);
    await context.close();
  });
});

describe('a donation block without a button logs and breaks nothing else (spec §8)', () => {
  it('one console error naming the block; the block is ready; the accordion still works', async () => {
    const { page, context, logs } = await open();
    const errors = logs.filter((line) => line.startsWith('error:') && line.includes('donation block without a button'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('donation');
    expect(await page.getAttribute('#empty', 'data-block-state')).toBe('ready');
    expect(await page.getAttribute('#acc', 'data-block-state')).toBe('ready');
    const second = '#acc .accordion-item:nth-child(2) .accordion-item__click-target';
    expect(await page.getAttribute(second, 'aria-expanded')).toBe('false');
    await page.click(second);
    await page.waitForFunction((s) => document.querySelector(s)?.getAttribute('aria-expanded') === 'true', second);
    await context.close();
  });
});
