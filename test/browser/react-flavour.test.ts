import { readFileSync } from 'node:fs';
import { blocksSettled, startSite, visit, type Site } from './harness';

// The same source, built with real React 19 instead of preact/compat (npm run build:react).
const manifest = JSON.parse(readFileSync('dist-react/manifest.json', 'utf8'));

let site: Site;
beforeAll(async () => {
  site = await startSite('dist-react');
});
afterAll(() => site?.close());

describe('the React 19 flavour', () => {
  it('is really React', () => {
    expect(manifest.flavour).toBe('react');
    // The accordion and every chunk it imports: React's production error URLs are among them.
    const files = [manifest.entries.accordion, ...(manifest.imports[manifest.entries.accordion] || [])];
    const code = files.map((file: string) => readFileSync(`dist-react/${file}`, 'utf8')).join('\n');
    expect(code).toMatch(/react\.dev\/errors/);
    expect(code).not.toMatch(/preact/i);
  });

  it('runs the accordion: mount, click, keyboard, destroy and init', async () => {
    const { page, context, requests, violations, logs } = await visit(site, '/fixtures/accordion.html');
    await blocksSettled(page);
    expect(requests).toContain(`${site.cdnUrl}/${manifest.entries.accordion}`);
    const expanded = () =>
      page.$$eval('#acc .accordion-item__click-target', (b) => b.map((x) => x.getAttribute('aria-expanded')));
    expect(await expanded()).toEqual(['true', 'false', 'false']);
    await page.click('#acc .accordion-item:nth-child(3) button');
    expect(await expanded()).toEqual(['false', 'false', 'true']);
    await page.waitForFunction(
      () =>
        document.querySelectorAll('#acc .accordion-item__dropdown--open').length === 1 &&
        document.querySelectorAll('#acc .accordion-item')[2].querySelector('.accordion-item__dropdown--open'),
    );
    await page.keyboard.press('ArrowUp');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Second');

    await page.evaluate(() => window.SiteRuntime!.destroy());
    expect(await page.$$eval('#acc button[aria-expanded]', (b) => b.length)).toBe(0);
    await page.evaluate(() => window.SiteRuntime!.init());
    await page.waitForSelector('#acc[data-block-state="ready"]');
    expect(await expanded()).toEqual(['true', 'false', 'false']);
    expect(await violations()).toEqual([]);
    expect(logs.filter((line) => line.startsWith('error:'))).toEqual([]);
    await context.close();
  });
});
