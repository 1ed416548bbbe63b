/**
 * The cookie banner in real Chromium, against the minified dist/ (spec §4
 * "Cookie banner", §2 sqsscreenshot, §5 defaults): showing, choosing,
 * forcing, clearing cookies under a restrictive policy, layout, keyboard and
 * CSP. Also walks the example pages' demo buttons (examples.test.ts only
 * checks that those pages load cleanly).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { chunkRan, manifestFiles, startSite, until, visit, type Site, type Visit, runtimeInitialised } from './harness';

let site: Site;
beforeAll(async () => {
  site = await startSite('dist');
});
afterAll(() => site?.close());

const BANNER = '.site-runtime-cookie-banner';
const ACCEPT = `${BANNER} button[data-choice="accept"]`;
const DECLINE = `${BANNER} button[data-choice="decline"]`;
const TRACKING = ['ss_cvr', 'ss_cvt', 'SS_MID'];

/** What this page view requested: the list from its own navigation on (a reload starts a new one). */
const thisView = ({ page, requests }: Visit) => requests.slice(requests.lastIndexOf(page.url()));
/**
 * The controller has started, and so decided: in its start it shows the banner (asking
 * for its UI) or not. Proven by order (chunkRan), once the runtime has asked for its chunk;
 * when this page view asked for the UI, the banner is awaited too, so a test that expects
 * none sees the one that came.
 */
async function settled(visited: Visit): Promise<void> {
  const { page, requests } = visited;
  await runtimeInitialised(page);
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((e) => /chunks\/[^/]+\/cookie-banner\.js/.test(e.name)),
  );
  await chunkRan(page, site, manifestFiles().entries['cookie-banner']);
  if (thisView(visited).some((url) => /chunks\/[^/]+\/banner\.js/.test(url))) await page.waitForSelector(BANNER);
  expect(requests.some((url) => /chunks\/[^/]+\/cookie-banner\.js/.test(url))).toBe(true);
}
/**
 * The page's consent (telemetry's deferred chunk, which the controller imports to store a
 * choice or clear cookies) has run, with whatever the controller asked of it before now.
 */
const consentRan = (page: Page) => chunkRan(page, site, manifestFiles().lazy.deferred);
const consent = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'ss_cookieAllowed')?.value ?? null;
const cookieNames = async (context: BrowserContext) => (await context.cookies()).map((cookie) => cookie.name);
const dispatch = (page: Page, type: string, on: 'window' | 'document' = 'document') =>
  page.evaluate(([t, target]) => (target === 'window' ? window : document).dispatchEvent(new CustomEvent(t)), [
    type,
    on,
  ] as const);
const addTracking = (context: BrowserContext) =>
  context.addCookies(
    TRACKING.map((name) => ({ name, value: name === 'ss_cvr' ? 'v1|1|1|1|1' : '1', url: site.siteUrl })),
  );
const withChoice = (value: string) => ({
  before: (_page: Page, context: BrowserContext) =>
    context.addCookies([{ name: 'ss_cookieAllowed', value, url: site.siteUrl }]),
});

describe('spec §4: shown until the visitor accepts or denies', () => {
  it('shows on a fresh visit, and not after Accept (reload)', async () => {
    const visited = await visit(site, '/fixtures/cookie-banner.html');
    const { page, context } = visited;
    await page.waitForSelector(`${BANNER}[role="region"][aria-label="Cookie banner"]`);
    expect(await page.textContent(BANNER)).toContain('We use cookies. Read our privacy policy.');
    await page.click(ACCEPT);
    await page.waitForSelector(BANNER, { state: 'detached' });
    expect(await consent(context)).toBe('2:accepted');
    await page.reload();
    await settled(visited);
    expect(await page.$(BANNER)).toBeNull();
    await context.close();
  });

  it('Decline stores declined', async () => {
    const { page, context } = await visit(site, '/fixtures/cookie-banner.html');
    await page.click(DECLINE);
    await page.waitForSelector(BANNER, { state: 'detached' });
    expect(await consent(context)).toBe('2:declined');
    await context.close();
  });

  it('a visitor who already chose downloads the controller only, not the UI', async () => {
    const visited = await visit(site, '/fixtures/cookie-banner.html', withChoice('2:declined'));
    await settled(visited);
    expect(await visited.page.$(BANNER)).toBeNull();
    expect(visited.requests.some((url) => /chunks\/[^/]+\/banner\.js/.test(url))).toBe(false);
    await visited.context.close();
  });
});

describe('OPT_IN POPUP, top right', () => {
  it('shows Accept only, as a non-modal dialog in the top-right corner (reduced motion: no slide-in)', async () => {
    const { page, context } = await visit(site, '/fixtures/cookie-banner-popup.html', { reducedMotion: true });
    await page.waitForSelector(`${BANNER}[role="dialog"]`);
    expect(await page.$eval(BANNER, (el) => el.getAnimations().length)).toBe(0);
    expect(await page.$$eval(`${BANNER} button`, (buttons) => buttons.map((b) => b.textContent))).toEqual(['Accept']);
    expect(await page.textContent(BANNER)).toContain('By using this website, you agree to our use of cookies.');
    const box = (await page.locator(BANNER).boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.y).toBeCloseTo(20, 0);
    expect(viewport.width - (box.x + box.width)).toBeCloseTo(20, 0);
    await context.close();
  });
});

describe('spec §4: cookieBanner:force and cookieBanner:unforce', () => {
  it('force shows it after a choice, clicks then do nothing, unforce hides it', async () => {
    const visited = await visit(site, '/fixtures/cookie-banner.html', withChoice('2:accepted'));
    const { page, context } = visited;
    await settled(visited);
    expect(await page.$(BANNER)).toBeNull();
    await dispatch(page, 'cookieBanner:force', 'window');
    await page.waitForSelector(BANNER);
    await page.click(DECLINE);
    // A click that stored the choice would have asked for the consent first: it is done by now.
    await consentRan(page);
    expect(await page.$(BANNER)).not.toBeNull();
    expect(await consent(context)).toBe('2:accepted');
    await dispatch(page, 'cookieBanner:unforce', 'document');
    await page.waitForSelector(BANNER, { state: 'detached' });
    await context.close();
  });
});

describe('spec §2: ?sqsscreenshot=true shows no banner', () => {
  it('nothing shows and the UI is not downloaded', async () => {
    const visited = await visit(site, '/fixtures/cookie-banner.html?sqsscreenshot=true');
    await settled(visited);
    expect(await visited.page.$(BANNER)).toBeNull();
    expect(visited.requests.some((url) => /chunks\/[^/]+\/banner\.js/.test(url))).toBe(false);
    await visited.context.close();
  });
});

describe('spec §4: a restrictive policy clears the visitor-tracking cookies until Accept', () => {
  it('clears ss_cvr, ss_cvt and SS_MID set before the visit', async () => {
    const { page, context } = await visit(site, '/fixtures/cookie-banner-restrictive.html', {
      before: (_page, ctx) => addTracking(ctx),
    });
    await page.waitForSelector(BANNER);
    expect((await cookieNames(context)).filter((name) => TRACKING.includes(name))).toEqual([]);
    await context.close();
  });

  it('does not clear them after Accept', async () => {
    const visited = await visit(site, '/fixtures/cookie-banner-restrictive.html');
    const { page, context } = visited;
    await page.click(ACCEPT);
    await page.waitForSelector(BANNER, { state: 'detached' });
    await addTracking(context);
    await page.reload();
    await settled(visited);
    // The page's consent clears them, if it does, when it is made: in the controller's start
    // (which asks for it first), or at the start of telemetry's part after the paint, which then
    // asks for the performance settings. Both are over once this page view has made that call.
    await until(() => thisView(visited).some((url) => url.includes('/api/1/performance/settings')));
    await consentRan(page);
    expect(await cookieNames(context)).toEqual(expect.arrayContaining(TRACKING));
    await context.close();
  });
});

describe('layout: the banner overlays the page and never moves it', () => {
  it.each([
    ['bottom bar', '/fixtures/cookie-banner.html'],
    ['top bar', '/fixtures/cookie-banner-restrictive.html'],
  ])('%s: the content keeps its place when the banner appears', async (_name, path) => {
    const visited = await visit(site, path, withChoice('2:accepted'));
    const { page, context } = visited;
    await settled(visited);
    const before = await page.locator('#content').boundingBox();
    await dispatch(page, 'cookieBanner:force');
    await page.waitForSelector(BANNER);
    // Past the slide-in: no motion left on the banner (CSS or Web Animations).
    await page.waitForFunction(
      (selector) => document.querySelector(selector)!.getAnimations({ subtree: true }).length === 0,
      BANNER,
    );
    expect(await page.locator('#content').boundingBox()).toEqual(before);
    expect(await page.$eval(BANNER, (el) => getComputedStyle(el).position)).toBe('fixed');
    await context.close();
  });
});

describe('motion', () => {
  it('slides in without reduced motion', async () => {
    // Count the animations started on the banner (checking running ones races the slide's end on a busy machine).
    const { page, context } = await visit(site, '/fixtures/cookie-banner-popup.html', {
      before: (p) =>
        p.addInitScript(() => {
          const started: string[] = [];
          (window as unknown as { __animated: string[] }).__animated = started;
          const animate = Element.prototype.animate;
          Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
            started.push(this.className);
            return animate.apply(this, args);
          };
        }),
    });
    await page.waitForSelector(BANNER);
    await page.waitForFunction(() => (window as unknown as { __animated: string[] }).__animated.length > 0);
    const animated = await page.evaluate(() => (window as unknown as { __animated: string[] }).__animated);
    expect(animated.some((name) => String(name).includes('site-runtime-cookie-banner'))).toBe(true);
    await context.close();
  });
});

describe('keyboard and focus', () => {
  it('does not take focus on load; Tab reaches the buttons and Enter accepts', async () => {
    const { page, context } = await visit(site, '/fixtures/cookie-banner.html');
    await page.waitForSelector(ACCEPT);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement?.getAttribute('data-choice') === 'accept')) break;
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-choice'))).toBe('accept');
    await page.keyboard.press('Enter');
    await page.waitForSelector(BANNER, { state: 'detached' });
    expect(await consent(context)).toBe('2:accepted');
    // Focus entered the banner from the page's link: it goes back there.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('first-link');
    await context.close();
  });

  it('ICON buttons are named by their CTA text', async () => {
    const { page, context } = await visit(site, '/fixtures/cookie-banner-restrictive.html');
    await page.waitForSelector(ACCEPT);
    expect(await page.getAttribute(ACCEPT, 'aria-label')).toBe('Accept');
    expect(await page.getAttribute(DECLINE, 'aria-label')).toBe('Decline');
    await context.close();
  });
});

describe('strict CSP', () => {
  it.each([
    '/fixtures/cookie-banner.html',
    '/fixtures/cookie-banner-popup.html',
    '/fixtures/cookie-banner-restrictive.html',
  ])('%s: no violation, no console error', async (path) => {
    const visited = await visit(site, path);
    await visited.page.waitForSelector(ACCEPT);
    // Shown and at rest (no motion left), and telemetry's part after the paint has run.
    await visited.page.waitForFunction(
      (selector) => document.querySelector(selector)!.getAnimations({ subtree: true }).length === 0,
      BANNER,
    );
    await consentRan(visited.page);
    expect(await visited.violations()).toEqual([]);
    expect(visited.logs.filter((line) => line.startsWith('error:'))).toEqual([]);
    await visited.context.close();
  });
});

describe('example pages: every demo button does what it says', () => {
  it.each([
    ['/cookie-banner.html', 'region'],
    ['/cookie-banner-popup.html', 'dialog'],
    ['/cookie-banner-icon.html', 'region'],
  ])('%s: Accept, force, unforce, then clear and reload', async (path, role) => {
    const visited = await visit(site, path);
    const { page, context } = visited;
    expect(await page.textContent('#context-json')).toContain('"isCookieBannerEnabled": true');
    await page.waitForSelector(`${BANNER}[role="${role}"]`);
    await page.click(ACCEPT);
    await page.waitForSelector(BANNER, { state: 'detached' });
    await page.waitForFunction(() => document.getElementById('consent-state')?.textContent === '2:accepted');
    await page.click('#banner-force');
    await page.waitForSelector(BANNER);
    expect(await page.textContent('#last-event')).toBe('cookieBanner:force');
    await page.click('#banner-unforce');
    await page.waitForSelector(BANNER, { state: 'detached' });
    expect(await page.textContent('#last-event')).toBe('cookieBanner:unforce');
    await Promise.all([page.waitForEvent('load'), page.click('#banner-clear')]);
    await page.waitForSelector(BANNER);
    expect(await page.textContent('#consent-state')).toBe('no choice stored (the banner shows)');
    expect(await consent(context)).toBeNull();
    expect(await visited.violations()).toEqual([]);
    expect(visited.logs.filter((line) => line.startsWith('error:'))).toEqual([]);
    await context.close();
  });
});
