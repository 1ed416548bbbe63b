/**
 * Media and embeds in real Chromium, against the minified dist/ under the
 * example server's strict CSP, with the fake providers on loopback: nothing
 * from a provider before play or consent, the poster's keys, one medium at a
 * time across videos and audio, a gallery's autoplay held by its video, the
 * privacy-enhanced host, and the map's and follow button's time-outs on a
 * fake clock (page.clock), never on a wait.
 */
import type { Page } from 'playwright-core';
import { blocksSettled, startSite, visit, type Site } from './harness';

jest.setTimeout(30000);

let site: Site;
beforeAll(async () => {
  site = await startSite('dist');
});
afterAll(() => site?.close());

const providerRequests = (requests: string[], part = '/providers/') => requests.filter((url) => url.includes(part));
const playerState = (page: Page, block: string) => page.frameLocator(`${block} iframe`).locator('.fake-player-state');
const waitPlaying = (page: Page, block: string) => playerState(page, block).filter({ hasText: 'playing' }).waitFor();
/** Opens `path` tall enough that every block near the viewport has loaded, and waits until all are settled. */
async function open(path: string, options: Parameters<typeof visit>[2] = {}) {
  const opened = await visit(site, path, options);
  await opened.page.setViewportSize({ width: 1024, height: 4000 });
  await blocksSettled(opened.page);
  return opened;
}

/** How far the paused clock moves per step while the page starts. */
const STEP_MS = 50;

/**
 * Opens `path` with the page's clock installed and paused (Playwright's fake
 * timers): time moves only when the test says, so a time-out is asserted on
 * fake time, never on how fast the machine is.
 */
async function openPaused(path: string) {
  return visit(site, path, {
    before: async (page) => {
      await page.clock.install({ time: 0 });
      await page.clock.pauseAt(1000);
    },
    waitUntil: 'domcontentloaded',
  });
}

/** Moves the paused clock in small steps until `done` holds (the page starts on fake time). */
async function runUntil(page: Page, done: () => boolean, limit = 200): Promise<void> {
  for (let step = 0; !done(); step++) {
    if (step > limit) throw new Error('runUntil: the condition never held');
    await page.clock.runFor(STEP_MS);
  }
}

describe('video: a poster until the visitor asks', () => {
  it('requests nothing from the provider before play; Enter on the play icon starts the player by postMessage', async () => {
    const { page, context, requests, violations } = await open('/video.html');
    await page.waitForLoadState('networkidle');
    expect(providerRequests(requests, '/providers/video/')).toEqual([]);
    await page.focus('#video-youtube .sqs-video-icon');
    await page.keyboard.press('Enter');
    await waitPlaying(page, '#video-youtube');
    const [player] = providerRequests(requests, '/providers/video/');
    expect(new URL(player).searchParams.get('enablejsapi')).toBe('1');
    expect(await violations()).toEqual([]);
    await context.close();
  });

  it('Space on the play icon starts it too, and the page does not scroll', async () => {
    const { page, context } = await open('/video.html');
    await page.focus('#video-youtube .sqs-video-icon');
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.keyboard.press(' ');
    await waitPlaying(page, '#video-youtube');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await context.close();
  });

  it('one medium at a time: two videos and an audio block send each other back', async () => {
    const { page, context } = await open('/video.html');
    await page.click('#video-youtube .sqs-video-overlay');
    await waitPlaying(page, '#video-youtube');
    await page.click('#video-vimeo .sqs-video-icon');
    await waitPlaying(page, '#video-vimeo');
    expect(await page.$('#video-youtube iframe')).toBeNull();
    expect(await page.isVisible('#video-youtube .sqs-video-icon')).toBe(true);
    await page.click('#audio-on-video-page .sqs-audio-play');
    await page.waitForFunction(() => !document.querySelector<HTMLAudioElement>('#audio-on-video-page audio')!.paused);
    // `paused` turns false at play(); the `play` event that stops the video comes a task later.
    await page.waitForSelector('#video-vimeo iframe', { state: 'detached' });
    expect(await page.isVisible('#video-vimeo .sqs-video-icon')).toBe(true);
    await page.click('#video-youtube .sqs-video-overlay');
    await waitPlaying(page, '#video-youtube');
    await page.waitForFunction(() => document.querySelector<HTMLAudioElement>('#audio-on-video-page audio')!.paused);
    expect(await page.textContent('#audio-on-video-page .sqs-audio-play')).toBe('Play');
    await context.close();
  });

  it('fill covers its box and fit is contained in it', async () => {
    const { page, context } = await open('/video.html');
    const box = (selector: string) => page.$eval(selector, (el) => el.getBoundingClientRect().toJSON() as DOMRect);
    await page.click('#video-fill .sqs-video-overlay');
    const [fill, fillBox] = [await box('#video-fill iframe'), await box('#video-fill .sqs-video-wrapper')];
    expect(fill.width).toBeGreaterThan(fillBox.width);
    expect(fill.height).toBeCloseTo(fillBox.height, 0);
    await page.click('#video-fit .sqs-video-overlay');
    const [fit, fitBox] = [await box('#video-fit iframe'), await box('#video-fit .sqs-video-wrapper')];
    expect(fit.width).toBeLessThan(fitBox.width);
    expect(fit.height).toBeCloseTo(fitBox.height, 0);
    await context.close();
  });

  it('under a restrictive cookie policy YouTube plays from youtube-nocookie.com, never youtube.com', async () => {
    const hosts: string[] = [];
    const player = await (await fetch(`${site.siteUrl}/providers/video/youtube/embed/privacy1`)).text();
    const { page, context } = await open('/fixtures/media-restrictive.html', {
      before: async (page) => {
        // Routed: nothing leaves loopback. The frame is the fake player; its script and style come
        // from the example server under the same https origin (an http one would be mixed content).
        await page.route(/^https:\/\/(www\.)?youtube(-nocookie)?\.com\//, async (route) => {
          const url = new URL(route.request().url());
          if (url.pathname.startsWith('/providers/'))
            return route.fulfill({ response: await route.fetch({ url: `${site.siteUrl}${url.pathname}` }) });
          hosts.push(url.hostname);
          return route.fulfill({ contentType: 'text/html', body: player });
        });
      },
    });
    expect(hosts).toEqual([]);
    await page.click('#yt .sqs-video-icon');
    await waitPlaying(page, '#yt');
    expect(new URL((await page.getAttribute('#yt iframe', 'src'))!).hostname).toBe('www.youtube-nocookie.com');
    expect(hosts).toEqual(['www.youtube-nocookie.com']);
    await context.close();
  });
});

describe("a gallery's autoplay holds while its video plays", () => {
  it("holds when the slide's video plays and resumes when another medium stops it", async () => {
    const { page, context } = await open('/fixtures/gallery-video.html');
    const live = () => page.getAttribute('#g .sqs-gallery', 'aria-live');
    expect(await live()).toBe('off'); // running
    await page.click('#g .sqs-video-icon');
    await page.waitForFunction(() => document.querySelector('#g .sqs-gallery')!.getAttribute('aria-live') === 'polite');
    await page.click('#a .sqs-audio-play');
    await page.waitForFunction(() => document.querySelector('#g .sqs-gallery')!.getAttribute('aria-live') === 'off');
    expect(await page.$('#g iframe')).toBeNull();
    await context.close();
  });
});

describe('map: the address at once, one shared provider load, 30 s on a fake clock', () => {
  it('two maps share one provider load with the key, language and region; each draws over its address', async () => {
    const { page, context, requests } = await open('/map.html');
    await page.waitForSelector('#map-default .fake-map');
    await page.waitForSelector('#map-bakery .fake-map');
    const loads = providerRequests(requests, '/providers/maps/');
    expect(loads).toHaveLength(1);
    expect(Object.fromEntries(new URL(loads[0]).searchParams)).toMatchObject({
      key: 'demo-key',
      language: 'en',
      region: 'US',
    });
    expect(await page.getAttribute('#map-bakery .fake-map-marker', 'width')).toBe('48');
    expect(await page.getAttribute('#map-bakery .fake-map-marker', 'height')).toBe('64');
    await context.close();
  });

  it('a provider that never answers: the address meanwhile, and at 30 s (not before) the map is given up', async () => {
    const { page, context, logs, requests } = await openPaused('/map-timeout.html');
    await runUntil(page, () => providerRequests(requests, '/providers/maps/').length > 0);
    expect(await page.isVisible('#map-failure .sqs-map-directions')).toBe(true);
    // The load started within the last step: 29.8 s later it has not yet failed.
    await page.clock.runFor(29_800);
    expect(logs.filter((line) => line.includes('Map could not load'))).toEqual([]);
    const failed = page.waitForEvent('console', {
      predicate: (message) => message.text().includes('Map could not load'),
    });
    await page.clock.runFor(STEP_MS + 200);
    await failed;
    expect(
      logs.some((line) => /map: Map could not load; showing the address instead.*timed out after 30000 ms/.test(line)),
    ).toBe(true);
    expect(await page.isVisible('#map-failure .sqs-map-address')).toBe(true);
    expect(await page.$('#map-failure .sqs-map-canvas')).toBeNull();
    await context.close();
  });

  it('without a key nothing is requested and the address stays', async () => {
    const { page, context, requests } = await open('/map-no-key.html');
    // The page adds its failing block on request (issue "Fast start").
    await page.click('#add-map');
    await page.waitForSelector('#map-failure[data-block-state=ready], #map-failure[data-block-state=failed]');
    await page.waitForLoadState('networkidle');
    expect(providerRequests(requests, '/providers/maps/')).toEqual([]);
    expect(await page.isVisible('#map-failure .sqs-map-address')).toBe(true);
    await context.close();
  });
});

describe('follow button: hidden unless the platform renders it within 10 s', () => {
  it("renders the platform's button for the username", async () => {
    const { page, context, requests } = await open('/follow-button.html');
    await page.waitForSelector('#follow-example .fake-follow-button');
    expect(await page.isVisible('#follow-example [data-username]')).toBe(true);
    expect(await page.isVisible('#follow-empty [data-username]')).toBe(false);
    expect(providerRequests(requests, '/providers/follow/')).toHaveLength(1);
    await context.close();
  });

  it('a platform that never answers: still hidden at 10 s, and the block says so', async () => {
    const { page, context, logs, requests } = await openPaused('/fixtures/follow-timeout.html');
    await runUntil(page, () => providerRequests(requests, '/providers/follow/').length > 0);
    await page.clock.runFor(9_800);
    expect(logs.filter((line) => line.includes('Follow button could not load'))).toEqual([]);
    const failed = page.waitForEvent('console', { predicate: (message) => message.text().includes('Follow button') });
    await page.clock.runFor(STEP_MS + 200);
    await failed;
    expect(logs.some((line) => /follow-button: Follow button could not load; it stays hidden/.test(line))).toBe(true);
    expect(await page.isVisible('#f [data-username]')).toBe(false);
    await context.close();
  });
});

describe('consent: nothing from a third party that sets cookies before Accept', () => {
  it('offers each block, loads one on "load anyway", and the rest on Accept', async () => {
    const { page, context, requests } = await open('/embeds-consent.html');
    await page.waitForLoadState('networkidle');
    expect(providerRequests(requests)).toEqual([]);
    expect(await page.textContent('#consent-map .sqs-map-address')).toContain('Example Bakery');
    await page.click('#consent-map .sqs-consent-offer-button');
    await page.waitForSelector('#consent-map .fake-map');
    expect(providerRequests(requests).map((url) => new URL(url).pathname)).toEqual(['/providers/maps/api.js']);
    await page.click('.site-runtime-cookie-banner button:has-text("Accept")');
    await page.waitForSelector('#consent-follow .fake-follow-button');
    await page.waitForSelector('#consent-opentable iframe');
    await page.waitForFunction(
      () =>
        document.querySelector('[href$="#disqus_thread"]')!.textContent.includes('Comments') &&
        !!document.querySelector('script[src*="disqus"]'),
    );
    expect(await page.$('.sqs-consent-offer')).toBeNull();
    await context.close();
  });
});

describe('booking embeds', () => {
  it('layouts by block width, and the widgets arrive', async () => {
    const { page, context } = await open('/booking.html');
    await page.waitForSelector('#opentable-wide iframe');
    await page.waitForSelector('#tock-wide .fake-tock');
    expect(await page.getAttribute('#opentable-narrow', 'data-booking-layout')).toBe('standard');
    expect(await page.getAttribute('#opentable-wide', 'data-booking-layout')).toBe('wide');
    expect(await page.getAttribute('#tock-narrow', 'data-booking-layout')).toBe('Button');
    expect(await page.getAttribute('#tock-wide', 'data-booking-layout')).toBe('Inline');
    await context.close();
  });
});
