/**
 * The site's languages (issue 27 §2 "Multilingual") in real Chromium against
 * the built dist/ and the reference server: a theme reads the language list
 * through `SiteRuntime.services()` (`GET /api/multilingual/settings` and
 * `/status`), and a visitor's choice on a language picker (`a[hreflang]`)
 * takes them to a page's translation (`link[rel=alternate][hreflang]`) on
 * later pages. Fixtures: test/browser/fixtures/languages-{en,fr}.html.
 */
import type { Page } from 'playwright-core';
import { chunkRan, manifestFiles, runtimeInitialised, startSite, visit, type Site } from './harness';

let site: Site;
beforeAll(async () => {
  site = await startSite('dist');
});
afterAll(() => site?.close());

const EN = '/fixtures/languages-en.html';
const FR = '/fixtures/languages-fr.html';

/** The language feature has started on the page (it replaces a page in the wrong language as it starts). */
async function languagesStarted(page: Page): Promise<void> {
  await runtimeInitialised(page);
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => /\/languages\.js$/.test(entry.name)),
  );
  await chunkRan(page, site, manifestFiles().entries.languages);
}

describe('a theme reads the site’s languages through services()', () => {
  it('readSiteLanguages answers the settings and the status calls of the reference server', async () => {
    const { page, context, requests } = await visit(site, EN);
    await runtimeInitialised(page);
    const read = () =>
      page.evaluate(async () => {
        const services = await window.SiteRuntime!.services();
        return services.readSiteLanguages(services.createMultilingual(services.createSiteDataLayer()));
      });
    expect(await read()).toEqual({
      enabled: false,
      defaultLocale: 'en-US',
      languages: [{ locale: 'en-US', name: 'English', isDefault: true }],
      status: 'READY',
    });
    // Both calls, each once (the data layer adds the crumb).
    expect(requests.filter((url) => url.includes('/api/multilingual/')).map((url) => new URL(url).pathname)).toEqual([
      '/api/multilingual/settings',
      '/api/multilingual/status',
    ]);
    // The site adds French (the platform's call, as the editor makes it): the next reading lists it.
    await page.evaluate(() =>
      fetch('/api/multilingual/languages', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          languages: [
            { locale: 'en-US', name: 'English', isDefault: true },
            { locale: 'fr-FR', name: 'Français', isDefault: false },
            { name: 'no locale: left out' },
          ],
        }),
      }),
    );
    expect((await read()).languages).toEqual([
      { locale: 'en-US', name: 'English', isDefault: true },
      { locale: 'fr-FR', name: 'Français', isDefault: false },
    ]);
    await context.close();
  });
});

describe('the visitor’s language choice', () => {
  it('without a choice, a page stays in its own language', async () => {
    const { page, context } = await visit(site, EN);
    await languagesStarted(page);
    expect(new URL(page.url()).pathname).toBe(EN);
    await context.close();
  });

  it('a click on the picker’s French link is remembered: the English page is then replaced by its French translation', async () => {
    const { page, context } = await visit(site, EN);
    await languagesStarted(page);
    await Promise.all([page.waitForURL(`**${FR}`), page.click('#pick')]);
    expect(await page.evaluate(() => localStorage.getItem('site-runtime:language'))).toBe('fr-FR');
    // A later visit to the English page (a link elsewhere, a bookmark): the runtime takes the visitor to French.
    await page.goto(`${site.siteUrl}${EN}`);
    await page.waitForURL(`**${FR}`);
    expect(await page.getAttribute('html', 'lang')).toBe('fr-FR');
    // The French page is in the chosen language: it stays.
    await languagesStarted(page);
    expect(new URL(page.url()).pathname).toBe(FR);
    // Choosing English again on the French page is remembered too, and the English page stays.
    await Promise.all([page.waitForURL(`**${EN}`), page.click('#pick')]);
    await languagesStarted(page);
    expect(new URL(page.url()).pathname).toBe(EN);
    expect(await page.evaluate(() => localStorage.getItem('site-runtime:language'))).toBe('en-US');
    await context.close();
  });
});
