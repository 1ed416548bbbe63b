// One measured visit of one bench page (bench/README.md says what each number means).
import { gzipSync } from 'node:zlib';
import { probe } from './probe.mjs';
import stats from './stats.cjs';

/** What opens each side's lightbox: the current slide. */
const CLICK_TARGET = {
  ours: '.gallery-block .sqs-active-slide img.thumb-image',
  peers: '.swiper-slide-active img',
};

/**
 * @typedef {object} RunResult
 * @property {number} jsLoad gzip -9 bytes of every script fetched before the click
 * @property {number} jsGallery the same without the `platform` scripts (our loader and telemetry)
 * @property {number} jsAll the same, including what opening the lightbox fetched
 * @property {number} ready ms from navigation start to "gallery ready"
 * @property {number} longTasks long tasks before the click
 * @property {number} tbt total blocking time before the click (ms)
 * @property {number} imageBytes bytes of the images requested before the click
 * @property {number} lightbox ms from the click to the lightbox's first full image loaded
 * @property {number} lightboxLongTasks long tasks from the click until then
 * @property {number} firstImage ms from navigation start to the first slide's image request
 * @property {number} jsTotal gzip -9 bytes of every script fetched in the whole visit (at load, after, on the click)
 * @property {{ url: string, gzip: number, phase: string }[]} scripts
 * @property {string[]} problems page errors, console errors, time-outs
 */

/**
 * Visits `url` in a fresh context (cache disabled, CPU slowed by `rate`),
 * waits for "ready" and a quiet network, clicks the current slide and waits
 * for the lightbox's image.
 * @param {import('playwright-core').Browser} browser
 * @param {{ url: string, kind: 'ours' | 'peers', rate: number, platform?: Set<string>, timeout?: number, firstImage?: string }} options
 *   platform: URL paths of scripts every page of ours loads whatever its blocks;
 *   firstImage: the first slide's image path, whose request time is recorded
 * @returns {Promise<RunResult>}
 */
export async function runPage(browser, { url, kind, rate, platform = new Set(), timeout = 30000, firstImage = '' }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.addInitScript(probe, { kind, firstImage });
    const traffic = recordTraffic(page);
    const problems = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => message.type() === 'error' && problems.push(`console: ${message.text()}`));

    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__bench.ready > 0, null, { timeout, polling: 50 });
    await quiet(page);
    traffic.phase = 'interaction';
    const before = await page.evaluate(() => performance.now());
    let lightbox = NaN;
    try {
      await page.click(CLICK_TARGET[kind], { timeout });
      await page.waitForFunction(() => window.__bench.lightbox > 0, null, { timeout, polling: 50 });
      await quiet(page);
    } catch (error) {
      problems.push(`lightbox: ${String(error).split('\n')[0]}`);
    }
    const state = await page.evaluate(() => ({ ...window.__bench }));
    if (state.lightbox) lightbox = state.lightbox - state.click;
    const load = stats.blocking(state.longTasks, 0, before);
    const scripts = await traffic.scripts();
    const images = await traffic.images();
    const atLoad = scripts.filter((s) => s.phase === 'load');
    return {
      jsLoad: sum(atLoad, 'gzip'),
      jsGallery: sum(
        atLoad.filter((s) => !platform.has(new URL(s.url).pathname)),
        'gzip',
      ),
      jsAll: sum(scripts, 'gzip'),
      ready: state.ready,
      longTasks: load.count,
      tbt: load.tbt,
      imageBytes: sum(
        images.filter((i) => i.phase === 'load'),
        'bytes',
      ),
      lightbox,
      lightboxLongTasks: state.click ? stats.blocking(state.longTasks, state.click).count : NaN,
      firstImage: state.firstImage || NaN,
      jsTotal: sum(scripts, 'gzip'),
      scripts,
      problems,
    };
  } finally {
    await context.close();
  }
}

/**
 * A page with no blocks: every script that arrives from navigation until
 * `window` ms after the load event (issue "Fast start": count what the visitor
 * really downloads, not only what loads at start).
 * @param {import('playwright-core').Browser} browser
 * @param {{ url: string, rate: number, window?: number }} options
 * @returns {Promise<{ jsTotal: number, files: number, scripts: { url: string, gzip: number, phase: string }[], problems: string[] }>}
 */
export async function runEmptyPage(browser, { url, rate, window = 10000 }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const traffic = recordTraffic(page);
    const problems = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(window);
    const scripts = await traffic.scripts();
    return { jsTotal: sum(scripts, 'gzip'), files: scripts.length, scripts, problems };
  } finally {
    await context.close();
  }
}

/** The network is idle (500 ms without a request), or 5 s have passed. */
function quiet(page) {
  return page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {});
}

/** @param {object[]} items @param {string} key */
function sum(items, key) {
  return items.reduce((total, item) => total + item[key], 0);
}

/**
 * Scripts and images the page fetches, each tagged with the phase it was
 * requested in. Script bytes are the gzip -9 of the body (deterministic,
 * whatever the server's encoding); image bytes are the body as sent.
 * @param {import('playwright-core').Page} page
 */
function recordTraffic(page) {
  const phases = new Map();
  const scripts = [];
  const images = [];
  const recorder = {
    phase: 'load',
    scripts: () => Promise.all(scripts),
    images: () => Promise.all(images),
  };
  page.on('request', (request) => phases.set(request, recorder.phase));
  page.on('response', (response) => {
    const request = response.request();
    const phase = phases.get(request) || recorder.phase;
    const type = request.resourceType();
    const body = () => response.body().catch(() => Buffer.alloc(0));
    if (type === 'script')
      scripts.push(body().then((b) => ({ url: response.url(), gzip: gzipSync(b, { level: 9 }).length, phase })));
    else if (type === 'image' && response.url().includes('/images/'))
      images.push(body().then((b) => ({ bytes: b.length, phase })));
  });
  return recorder;
}
