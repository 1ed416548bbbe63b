import { readFileSync } from 'node:fs';
import { blocksSettled, startSite, visit, type Site } from './harness';

// The same source, built with real React 19 instead of preact/compat (npm run build:react).
const manifest = JSON.parse(readFileSync('dist-react/manifest.json', 'utf8'));
/** The chunk of the core dialogs (src/core/ui/), React components, and the chunks it imports. */
const dialogChunk: string = manifest.modules['core/ui/dialogs'];
const dialogFiles: string[] = [dialogChunk, ...(manifest.imports[dialogChunk] || [])];

let site: Site;
beforeAll(async () => {
  site = await startSite('dist-react');
});
afterAll(() => site?.close());

describe('the React 19 flavour', () => {
  it('is really React', () => {
    expect(manifest.flavour).toBe('react');
    // The dialogs and every chunk they import: React's production error URLs are among them.
    const code = dialogFiles.map((file) => readFileSync(`dist-react/${file}`, 'utf8')).join('\n');
    expect(code).toMatch(/react\.dev\/errors/);
    expect(code).not.toMatch(/preact/i);
  });

  it('runs a dialog of the services: open, focus inside, Escape cancels, focus returned', async () => {
    const { page, context, requests, violations, logs } = await visit(site, '/fixtures/accordion.html');
    await blocksSettled(page);
    // The accordion is plain DOM in both flavours: nothing of React has come yet.
    expect(requests.filter((url) => dialogFiles.some((file) => url.endsWith(file)))).toEqual([]);
    await page.focus('#acc .accordion-item:nth-child(2) button');

    await page.evaluate(async () => {
      const services = await window.SiteRuntime!.services();
      const answer = services.confirm({ title: 'Leave?', message: 'Your changes are not saved.' });
      void answer.then((ok) => document.body.setAttribute('data-answer', String(ok)));
    });
    await page.waitForSelector('[role="alertdialog"]');
    for (const file of dialogFiles) expect(requests).toContain(`${site.cdnUrl}/${file}`);
    expect(await page.evaluate(() => document.activeElement?.closest('[role="alertdialog"]') !== null)).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');

    await page.keyboard.press('Escape');
    await page.waitForSelector('body[data-answer="false"]');
    await page.waitForFunction(() => !document.querySelector('[role="alertdialog"]'));
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Second');
    expect(await violations()).toEqual([]);
    expect(logs.filter((line) => line.startsWith('error:'))).toEqual([]);
    await context.close();
  });
});
