import type { Page } from 'playwright-core';
import { blocksSettled, startSite, visit, type Site } from './harness';

let site: Site;
beforeAll(async () => {
  site = await startSite('dist');
});
afterAll(() => site?.close());

const expanded = (page: Page) =>
  page.$$eval('#acc .accordion-item__click-target', (buttons) => buttons.map((b) => b.getAttribute('aria-expanded')));
const openClasses = (page: Page) =>
  page.$$eval('#acc .accordion-item__dropdown', (panels) =>
    panels.map((p) => p.classList.contains('accordion-item__dropdown--open')),
  );
const settled = (page: Page) =>
  page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLElement>('#acc .accordion-item__dropdown')).every((p) => !p.style.height),
  );

describe('accordion in a real browser', () => {
  it('mounts without moving anything on the page', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { page, context } = await visit(site, '/fixtures/accordion.html', {
      before: (p) => p.route(/\/chunks\/[^/]+\/accordion\.js/, async (route) => (await held, route.continue())),
    });
    await page.waitForSelector('#acc[data-block-state="loading"]');
    const box = () =>
      page.evaluate(() => {
        const rect = (selector: string) => {
          const r = document.querySelector(selector)!.getBoundingClientRect();
          return [r.top, r.height, r.width];
        };
        return [rect('#acc'), rect('#after'), rect('#acc .accordion-item__description')];
      });
    const before = await box();
    release();
    await blocksSettled(page);
    expect(await box()).toEqual(before);
    await context.close();
  });

  it('clicking opens an item, closes the others after the 250 ms animation, and wires ARIA', async () => {
    const { page, context, violations } = await visit(site, '/fixtures/accordion.html');
    await blocksSettled(page);
    expect(await expanded(page)).toEqual(['true', 'false', 'false']);
    await page.click('#acc .accordion-item:nth-child(2) .accordion-item__click-target');
    expect(await expanded(page)).toEqual(['false', 'true', 'false']);
    await settled(page);
    expect(await openClasses(page)).toEqual([false, true, false]);
    const panel = await page.getAttribute('#acc .accordion-item:nth-child(2) button', 'aria-controls');
    expect(await page.getAttribute(`#${panel}`, 'role')).toBe('region');
    expect(await page.isVisible(`#${panel}`)).toBe(true);
    expect(await page.isVisible('#acc .accordion-item:nth-child(1) .accordion-item__description')).toBe(false);
    expect(await violations()).toEqual([]);
    await context.close();
  });

  it('ignores a click during the animation', async () => {
    const { page, context } = await visit(site, '/fixtures/accordion.html');
    await blocksSettled(page);
    await page.evaluate(() => {
      const button = document.querySelectorAll<HTMLButtonElement>('#acc .accordion-item__click-target')[1];
      button.click();
      button.click(); // within 250 ms: ignored, so the item stays open
    });
    await settled(page);
    expect(await expanded(page)).toEqual(['false', 'true', 'false']);
    await context.close();
  });

  it('is keyboard-operable: arrows move between headers, Enter and Space toggle', async () => {
    const { page, context } = await visit(site, '/fixtures/accordion.html', { reducedMotion: true });
    await blocksSettled(page);
    await page.focus('#acc .accordion-item:nth-child(1) button');
    await page.keyboard.press('ArrowDown');
    const focused = () =>
      page.evaluate(
        () => document.activeElement?.closest('.accordion-item')?.querySelector('.accordion-item__title')?.textContent,
      );
    expect(await focused()).toBe('Second');
    await page.keyboard.press('Enter');
    expect(await expanded(page)).toEqual(['false', 'true', 'false']);
    await page.keyboard.press('End');
    expect(await focused()).toBe('Third');
    await page.keyboard.press('Space');
    expect(await expanded(page)).toEqual(['false', 'false', 'true']);
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('First');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowUp');
    expect(await focused()).toBe('Third');
    await context.close();
  });

  it('with prefers-reduced-motion toggles at once, without an animation or a lock', async () => {
    const { page, context } = await visit(site, '/fixtures/accordion.html', { reducedMotion: true });
    await blocksSettled(page);
    const heights = await page.evaluate(() => {
      const buttons = document.querySelectorAll<HTMLButtonElement>('#acc .accordion-item__click-target');
      buttons[1].click();
      const panel = document.querySelectorAll<HTMLElement>('#acc .accordion-item__dropdown')[1];
      const during = panel.style.height;
      buttons[1].click(); // no lock: closes again at once
      return [during, panel.classList.contains('accordion-item__dropdown--open')];
    });
    expect(heights).toEqual(['', false]);
    await context.close();
  });
});
