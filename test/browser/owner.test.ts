import type { Page } from 'playwright-core';
import { chunkRan, manifestFiles, SITE_ALIAS, startSite, visit, type Site, runtimeInitialised } from './harness';

let site: Site;
beforeAll(async () => {
  site = await startSite('dist');
});
afterAll(() => site?.close());

/** Resolves once the owner feature has started (see chunkRan). */
async function ownerStarted(page: Page): Promise<void> {
  await runtimeInitialised(page);
  await chunkRan(page, site, manifestFiles().entries.owner);
}
/** Press `key` once the owner feature listens (the escape manager acts after 10 ms). */
const escape = async (page: Page, key = 'Escape') => {
  await ownerStarted(page);
  await page.keyboard.press(key);
};
/** Press `key` on a page that does not load the owner feature (nothing to wait for but the runtime). */
const pressOnVisitorPage = async (page: Page, key = 'Escape') => {
  await runtimeInitialised(page);
  await page.waitForLoadState('networkidle');
  await page.keyboard.press(key);
};
/**
 * Records every navigation the page starts (the Navigation API's `navigate`
 * event fires synchronously in location.replace/assign), so a missing
 * redirect is proven by order, not by waiting: once the owner feature has
 * started, a redirect would already be in this list.
 */
const recordNavigations = (page: Page) =>
  page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __navigations: string[] }).__navigations = seen;
    (window as unknown as { navigation: EventTarget }).navigation.addEventListener('navigate', (event) =>
      seen.push((event as unknown as { destination: { url: string } }).destination.url),
    );
  });
/** The navigations recorded so far; null if the browser has no Navigation API (then nothing was proven). */
const navigations = (page: Page) =>
  page.evaluate(() =>
    'navigation' in window ? (window as unknown as { __navigations: string[] }).__navigations : null,
  );
const referenceLog = async (path: string) => {
  const log: { method: string; path: string }[] = await (await fetch(`${site.siteUrl}/__reference/log`)).json();
  return log.filter((entry) => entry.path === path);
};
const forceFailure = (rule: object) =>
  fetch(`${site.siteUrl}/__reference/fail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(rule),
  });

afterEach(async () => {
  await fetch(`${site.siteUrl}/__reference/fail`, { method: 'DELETE' });
  await fetch(`${site.siteUrl}/__reference/log`, { method: 'DELETE' });
});

describe('Escape with nothing open', () => {
  it('takes a signed-in owner to /config/?frameUrl={path+search}', async () => {
    const { page, context } = await visit(site, '/fixtures/owner.html?tab=2');
    await escape(page);
    await page.waitForURL(/\/config\//);
    const url = new URL(page.url());
    expect(url.origin).toBe(site.siteUrl);
    expect(url.searchParams.get('frameUrl')).toBe('/fixtures/owner.html?tab=2');
    await context.close();
  });

  it('ignores an anonymous visitor (and downloads no owner code)', async () => {
    const { page, context, requests } = await visit(site, '/fixtures/visitor.html', { before: recordNavigations });
    await pressOnVisitorPage(page);
    // A page timer set after the key: an escape manager's 10 ms timer (spec §9), had one
    // listened, would have fired first, and its navigation would be on the list.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(await navigations(page)).toEqual([]);
    expect(page.url()).toBe(`${site.siteUrl}/fixtures/visitor.html`);
    expect(requests.some((url) => /chunks\/[^/]+\/owner\.js/.test(url))).toBe(false);
    await context.close();
  });

  it('takes an anonymous visitor to the config page when useEscapeKeyToLogin is on', async () => {
    const { page, context } = await visit(site, '/fixtures/visitor-escape.html');
    await escape(page);
    await page.waitForURL(/\/config\/\?frameUrl=%2Ffixtures%2Fvisitor-escape\.html$/);
    await context.close();
  });
});

describe('Escape closes open dialogs first, last in first out', () => {
  it('two dialogs, then the config page', async () => {
    const { page, context } = await visit(site, '/fixtures/owner.html');
    await runtimeInitialised(page);
    await page.click('#open');
    await page.waitForSelector('[role="alertdialog"] >> text=Second');
    expect(await page.$$eval('[role="alertdialog"]', (d) => d.length)).toBe(2);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.querySelectorAll('[role="alertdialog"]').length === 1);
    expect(await page.textContent('[role="alertdialog"]')).toContain('First');
    expect(await page.textContent('#out')).toBe('confirm false;');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.querySelectorAll('[role="alertdialog"]').length === 0);
    expect(await page.textContent('#out')).toBe('confirm false;alert closed;');
    expect(page.url()).toBe(`${site.siteUrl}/fixtures/owner.html`);
    await page.keyboard.press('Escape');
    await page.waitForURL(/\/config\//);
    await context.close();
  });
});

describe('logout', () => {
  it('Shift+Escape logs out, lands on the site root with logout=true, and says so', async () => {
    const { page, context } = await visit(site, '/fixtures/owner.html');
    await escape(page, 'Shift+Escape');
    // Arrived is enough: the notice below is what the test waits for, not every image of the site root.
    await page.waitForURL((url) => url.pathname === '/', { waitUntil: 'commit' });
    await page.waitForSelector('text=Logout Successful');
    expect(await page.textContent('[role="status"]')).toContain('You have been successfully logged out.');
    // The flag leaves the address, so a reload does not announce it again.
    expect(new URL(page.url()).search).toBe('');
    expect((await referenceLog('/api/auth/Logout')).map((entry) => entry.method)).toEqual(['POST']);
    await context.close();
  });

  it('is retried once after a crumb failure', async () => {
    await forceFailure({ path: '/api/auth/Logout', status: 'crumbFail', times: 1 });
    const { page, context } = await visit(site, '/fixtures/owner.html');
    await escape(page, 'Shift+Escape');
    await page.waitForSelector('text=Logout Successful');
    expect(await referenceLog('/api/auth/Logout')).toHaveLength(2);
    await context.close();
  });

  it('Shift+Escape does nothing for an anonymous visitor', async () => {
    const { page, context, requests } = await visit(site, '/fixtures/visitor-escape.html', {
      before: recordNavigations,
    });
    await ownerStarted(page);
    const before = requests.length;
    await page.keyboard.press('Shift+Escape');
    // Proven by order, as above: the escape manager's 10 ms timer would have run before this
    // page timer, and a redirect or a logout (its call, or first the data layer it goes through) starts in it.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(await navigations(page)).toEqual([]);
    const dataLayer = manifestFiles().lazy['site-data-layer'];
    expect(requests.slice(before).filter((url) => url.includes('/api/auth/') || url.endsWith(dataLayer))).toEqual([]);
    expect(await referenceLog('/api/auth/Logout')).toHaveLength(0);
    expect(page.url()).toContain('/fixtures/visitor-escape.html');
    await context.close();
  });
});

describe('config redirect (spec §2)', () => {
  it(`sends a signed-in owner on the live site (${SITE_ALIAS}) to the config area`, async () => {
    const { page, context } = await visit(site, '/fixtures/owner.html?x=1', { host: SITE_ALIAS });
    await page.waitForURL(/\/config\//);
    const url = new URL(page.url());
    expect(url.hostname).toBe(SITE_ALIAS);
    expect(url.searchParams.get('frameUrl')).toBe('/fixtures/owner.html?x=1');
    await context.close();
  });

  it('not on localhost', async () => {
    const { page, context } = await visit(site, '/fixtures/owner.html', { before: recordNavigations });
    await ownerStarted(page);
    expect(await navigations(page)).toEqual([]);
    expect(page.url()).toBe(`${site.siteUrl}/fixtures/owner.html`);
    await context.close();
  });

  it.each(['viewer.html', 'developer.html'])('not for %s', async (fixture) => {
    const { page, context } = await visit(site, `/fixtures/${fixture}`, {
      host: SITE_ALIAS,
      before: recordNavigations,
    });
    await ownerStarted(page);
    expect(await navigations(page)).toEqual([]);
    expect(page.url()).toContain(`/fixtures/${fixture}`);
    await context.close();
  });

  it('not with ?noredirect, remembered for the session', async () => {
    const { page, context } = await visit(site, '/fixtures/owner.html?noredirect', {
      host: SITE_ALIAS,
      before: recordNavigations,
    });
    await ownerStarted(page);
    expect(await navigations(page)).toEqual([]);
    expect(page.url()).toContain('/fixtures/owner.html?noredirect');
    await page.goto(page.url().replace('?noredirect', '?again'));
    await ownerStarted(page);
    expect(await navigations(page)).toEqual([]);
    expect(page.url()).toContain('/fixtures/owner.html?again');
    await context.close();
  });
});

describe('storage that throws', () => {
  it('session data still works when localStorage and cookies throw', async () => {
    const { page, context, logs } = await visit(site, '/fixtures/visitor.html', {
      before: (p) =>
        p.addInitScript(() => {
          // Safari private mode and blocked storage: reading localStorage throws.
          Object.defineProperty(window, 'localStorage', {
            get() {
              throw new DOMException('blocked', 'SecurityError');
            },
          });
          Object.defineProperty(Document.prototype, 'cookie', {
            get() {
              throw new DOMException('blocked', 'SecurityError');
            },
            set() {
              throw new DOMException('blocked', 'SecurityError');
            },
          });
        }),
    });
    await runtimeInitialised(page);
    await page.click('#store');
    await page.waitForFunction(() => document.getElementById('out')!.textContent.includes('stored'));
    expect(await page.textContent('#out')).toBe('stored {"text":"hello"};');
    expect(logs.filter((line) => line.startsWith('error:'))).toEqual([]);
    await context.close();
  });
});
