/**
 * The site's overlays in real Chromium against dist/ (issue 14): the popup
 * overlay (frequency with a fake clock and the storage record, a version
 * bump, sqsscreenshot, focus in/trapped/returned, a signup ending it, the
 * census), the announcement bar, the mobile info bar and the badge. Waits
 * are on states (`data-popup-state`) and events, never on time.
 */
import type { BrowserContext, Page, Request } from 'playwright-core';
import { startSite, visit, type Site } from './harness';

let site: Site;
beforeAll(async () => {
  site = await startSite('dist');
});
afterAll(() => site?.close());

const DAY = 86_400_000;
const T0 = new Date('2030-01-01T12:00:00Z').getTime();
const RECORD = 'site-runtime:popup-overlay';

const popupState = (page: Page) => page.waitForSelector('.sqs-popup-overlay[data-popup-state]', { state: 'attached' });
const stateOf = async (page: Page) => (await popupState(page)).getAttribute('data-popup-state');
const record = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), RECORD);
const inPanel = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('.sqs-popup-overlay-content'));

function censusCalls(context: BrowserContext) {
  const calls: Request[] = [];
  context.on('request', (r) => r.url().endsWith('/api/census/overlay') && calls.push(r));
  return calls;
}

async function openPopup(query = '', options: { time?: number; stored?: object } = {}) {
  let calls!: Request[];
  const visited = await visit(site, `/fixtures/popup.html${query}`, {
    before: async (page, context) => {
      calls = censusCalls(context);
      await page.clock.install({ time: options.time ?? T0 });
      if (options.stored)
        await page.addInitScript(
          ([key, value]) => localStorage.getItem(key) ?? localStorage.setItem(key, value),
          [RECORD, JSON.stringify(options.stored)],
        );
    },
  });
  return { ...visited, calls };
}

describe('popup overlay (spec §3, §4, §2, §7)', () => {
  it('shows as a modal dialog with the focus inside, counted once; Tab stays inside', async () => {
    const { page, context, calls } = await openPopup();
    expect(await stateOf(page)).toBe('open');
    expect(await page.getAttribute('.sqs-popup-overlay-content', 'role')).toBe('dialog');
    expect(await page.getAttribute('.sqs-popup-overlay-content', 'aria-modal')).toBe('true');
    expect(await inPanel(page)).toBe(true);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await inPanel(page)).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await inPanel(page)).toBe(true);
    expect(calls).toHaveLength(1);
    expect(new URLSearchParams(calls[0].postData() ?? '').get('version')).toBe('1');
    await context.close();
  });

  it('Escape closes it (through the escape manager) and focus returns to where it was', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { page, context } = await visit(site, '/fixtures/popup.html', {
      before: (p) => p.route(/\/popup-overlay\.js/, async (route) => (await held, route.continue())),
    });
    await page.focus('#opener');
    release();
    expect(await stateOf(page)).toBe('open');
    await page.keyboard.press('Escape');
    await page.waitForSelector('.sqs-popup-overlay[data-popup-state=closed]', { state: 'attached' });
    expect(await page.isVisible('.sqs-popup-overlay')).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('opener');
    await context.close();
  });

  it('after a close it shows again only once displayFrequency (1 day) has passed (fake clock, the storage record)', async () => {
    const { page, context } = await openPopup();
    expect(await stateOf(page)).toBe('open');
    await page.click('.sqs-popup-overlay-close');
    expect(await page.isVisible('.sqs-popup-overlay')).toBe(false);
    const stored = await record(page);
    expect(stored).toEqual({ key: 'w1', version: 1, closedDate: expect.any(Number), submitted: false });
    expect(stored.closedDate).toBeGreaterThanOrEqual(T0);
    // An hour short of the day (the exact boundary is a unit test): the page load itself takes a moment of the clock.
    await page.clock.setSystemTime(stored.closedDate + DAY - 3_600_000);
    await page.reload();
    expect(await stateOf(page)).toBe('skipped');
    await page.clock.setSystemTime(stored.closedDate + DAY);
    await page.reload();
    expect(await stateOf(page)).toBe('open');
    await context.close();
  });

  it('a version bump shows it again at once', async () => {
    const stored = { key: 'w1', version: 0, closedDate: T0, submitted: true };
    const { page, context } = await openPopup('', { stored });
    expect(await stateOf(page)).toBe('open');
    await context.close();
  });

  it('never with ?sqsscreenshot=true, and not counted', async () => {
    const { page, context, calls } = await openPopup('?sqsscreenshot=true');
    expect(await stateOf(page)).toBe('skipped');
    expect(await page.isVisible('.sqs-popup-overlay')).toBe(false);
    expect(calls).toHaveLength(0);
    await context.close();
  });

  it('a signup through its newsletter form ends it for good (showUntilSignup)', async () => {
    const { page, context } = await openPopup();
    expect(await stateOf(page)).toBe('open');
    await page.waitForSelector('#news[data-block-state=ready]');
    await page.fill('#email-p1-field', 'ada@example.com');
    await page.click('#news [type=submit]');
    await page.waitForSelector('#news .form-submission-text');
    expect(await record(page)).toMatchObject({ submitted: true });
    await page.click('.sqs-popup-overlay-close');
    await page.clock.setSystemTime(T0 + 365 * DAY);
    await page.reload();
    expect(await stateOf(page)).toBe('skipped');
    await context.close();
  });
});

describe('announcement bar, mobile info bar, site badge', () => {
  it('the bar shows over the top of the page (nothing moves), closes, and stays closed on the next page', async () => {
    const { page, context } = await visit(site, '/site-chrome.html', {
      before: (p) => p.setViewportSize({ width: 1200, height: 800 }),
    });
    const headerTop = () => page.evaluate(() => document.querySelector('.site-header')!.getBoundingClientRect().top);
    const before = await headerTop();
    await page.waitForSelector('.sqs-announcement-bar:not([hidden])');
    expect(await headerTop()).toBe(before);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.sqs-announcement-bar')!).position)).toBe(
      'fixed',
    );
    await page.click('.sqs-announcement-bar-close');
    expect(await page.isVisible('.sqs-announcement-bar')).toBe(false);
    await page.reload();
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((e) => /announcement-bar\.js$/.test(e.name)),
    );
    await page.waitForSelector('.sqs-site-badge:not([hidden])'); // the runtime's features have started
    expect(await page.isVisible('.sqs-announcement-bar')).toBe(false);
    await context.close();
  });

  it('the info bar: at ≤ 1024 px, real mailto:/tel:/map links, the badge above it; gone when wider', async () => {
    const { page, context } = await visit(site, '/site-chrome.html', {
      before: (p) => p.setViewportSize({ width: 800, height: 700 }),
    });
    await page.waitForSelector('nav.sqs-mobile-info-bar');
    const hrefs = await page.$$eval('nav.sqs-mobile-info-bar a', (links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([
      'mailto:hello@example.com',
      'tel:+15550102030',
      expect.stringMatching(/^https:\/\/maps\.google\.com\/maps\?q=Harbour%20Caf%C3%A9/),
    ]);
    const boxes = await page.evaluate(() => ({
      bar: document.querySelector('nav.sqs-mobile-info-bar')!.getBoundingClientRect().top,
      badge: document.querySelector('.sqs-site-badge')!.getBoundingClientRect().bottom,
    }));
    expect(boxes.badge).toBeLessThanOrEqual(boxes.bar);
    await page.click('nav.sqs-mobile-info-bar button');
    expect(await page.getAttribute('nav.sqs-mobile-info-bar button', 'aria-expanded')).toBe('true');
    expect(await page.isVisible('.sqs-mobile-info-bar-hours')).toBe(true);
    await page.setViewportSize({ width: 1100, height: 700 });
    await page.waitForSelector('nav.sqs-mobile-info-bar', { state: 'detached' });
    await context.close();
  });
});
