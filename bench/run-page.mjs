// One measured visit of one bench page (bench/README.md says what each number means).
import { gzipSync } from 'node:zlib';
import { probe } from './probe.mjs';
import stats from './stats.cjs';
import timing from './timing.cjs';

/** What opens each side's lightbox: the current slide. */
const CLICK_TARGET = {
  ours: '.gallery-block .sqs-active-slide img.thumb-image',
  peers: '.swiper-slide-active img',
};

/** The reference API's call whose answer says whether a page view is sampled (spec §7). */
const SETTINGS_PATH = '/api/1/performance/settings';

/**
 * @typedef {object} RunResult
 * @property {number} jsLoad gzip -9 bytes of every script fetched before the click
 * @property {number} jsGallery the same without the `platform` scripts (our loader and telemetry)
 * @property {number} jsAll the same, including what opening the lightbox fetched
 * @property {number} ready ms from navigation start to "gallery ready"
 * @property {number} scriptStart ms from navigation start to "script start" (bench/timing.cjs scriptGate)
 * @property {number} scriptReady ms from "script start" to "gallery ready"
 * @property {number} scriptRunSeen when a long animation frame saw the first script begin, NaN when none did
 * @property {number} longTasks long tasks before the click
 * @property {number} ownLongTasks those in which the side's own scripts ran (bench/stats.cjs ownTasks)
 * @property {number} tbt total blocking time before the click (ms)
 * @property {number} imageBytes bytes of the images requested before the click
 * @property {number} lightbox ms from the click to the lightbox's first full image loaded
 * @property {number} lightboxLongTasks long tasks from the click until then
 * @property {number} firstImage ms from navigation start to the first slide's image request
 * @property {number} jsTotal gzip -9 bytes of every script fetched in the whole visit (at load, after, on the click)
 * @property {boolean | null} sampled whether the performance settings call answered a pageLoadId (null: no call)
 * @property {{ url: string, gzip: number, phase: string }[]} scripts
 * @property {string[]} problems page errors, console errors, time-outs, playwright code run while measuring
 */

/**
 * Visits `url` in a fresh context (cache disabled, CPU slowed by `rate`),
 * waits for "ready" and a quiet network, clicks the current slide and waits
 * for the lightbox's image. Everything that runs in the page goes through
 * CDP (Runtime.evaluate, Input.dispatchMouseEvent), never through
 * playwright's page.evaluate, waitForFunction, $eval or click, which first
 * inject playwright's own scripts into the page (100 to 150 ms of compile
 * at 4× CPU, on both sides).
 * @param {import('playwright-core').Browser} browser
 * @param {{ url: string, kind: 'ours' | 'peers', rate: number, startFiles: string[], platform?: Set<string>,
 *   timeout?: number, firstImage?: string, audit?: boolean }} options
 *   startFiles: URL paths of the side's first script and of what it imports statically (its "script start");
 *   platform: URL paths of scripts every page of ours loads whatever its blocks;
 *   firstImage: the first slide's image path, whose request time is recorded;
 *   audit: also list the scripts compiled before "ready" (CDP Debugger, which slows the page: unrecorded
 *   visits only) and report any that is not the page's or the probe's
 * @returns {Promise<RunResult>}
 */
export async function runPage(
  browser,
  { url, kind, rate, startFiles, platform = new Set(), timeout = 30000, firstImage = '', audit = false },
) {
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
    const compiled = audit ? await recordCompiledScripts(cdp, String(probe).length + 1024) : null;

    await page.goto(url, { waitUntil: 'commit' });
    await inPage(cdp, AWAIT_READY, { awaitPromise: true, timeout, what: 'gallery ready' });
    if (compiled) problems.push(...compiled.foreign());
    await quiet(page);
    traffic.phase = 'interaction';
    const before = await inPage(cdp, 'performance.now()');
    let lightbox = NaN;
    try {
      await clickCentre(cdp, CLICK_TARGET[kind]);
      await inPage(cdp, 'window.__bench.whenLightbox', { awaitPromise: true, timeout, what: 'lightbox image' });
      await quiet(page);
    } catch (error) {
      problems.push(`lightbox: ${String(error).split('\n')[0]}`);
    }
    const state = await inPage(cdp, snapshotExpression(startFiles));
    if (state.lightbox) lightbox = state.lightbox - state.click;
    const scriptStart = scriptStartOf(state, startFiles);
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
      scriptStart,
      scriptReady: state.ready - scriptStart,
      scriptRunSeen: state.scriptRuns[startFiles[0]] ?? NaN,
      longTasks: load.count,
      ownLongTasks: stats.ownTasks(
        state.longTasks.filter(([start]) => start < before),
        state.ownScripts,
      ).length,
      tbt: load.tbt,
      imageBytes: sum(
        images.filter((i) => i.phase === 'load'),
        'bytes',
      ),
      lightbox,
      lightboxLongTasks: state.click ? stats.blocking(state.longTasks, state.click).count : NaN,
      firstImage: state.firstImage || NaN,
      jsTotal: sum(scripts, 'gzip'),
      sampled: await traffic.sampled(),
      scripts,
      problems,
    };
  } finally {
    await context.close();
  }
}

/**
 * Resolves with "ready" once the probe has seen it. The first evaluation may
 * land in the blank document the navigation replaces (before the probe
 * exists): it waits there until that document goes, and inPage tries again.
 */
const AWAIT_READY = `(async () => {
  while (!window.__bench) await new Promise((resolve) => setTimeout(resolve, 10));
  return window.__bench.whenReady;
})()`;

/** An evaluation that could not finish because its document went away (a navigation): worth another try. */
const GONE = /context was destroyed|Cannot find context|navigated or closed|Promise was collected/i;

/**
 * The value of `expression` in the page's main world, by CDP Runtime.evaluate
 * (one small script compiled, nothing of playwright's). With `awaitPromise`,
 * the promise it returns is awaited in the page and its value returned.
 * @param {import('playwright-core').CDPSession} cdp
 * @param {string} expression
 * @param {{ awaitPromise?: boolean, timeout?: number, what?: string }} [options] what: named in a time-out's message
 * @returns {Promise<any>}
 */
export async function inPage(cdp, expression, { awaitPromise = false, timeout = 30000, what = 'evaluation' } = {}) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`${what}: time-out after ${timeout} ms`);
    try {
      const answer = await withTimeLimit(
        cdp.send('Runtime.evaluate', { expression, awaitPromise, returnByValue: true }),
        left,
        `${what}: time-out after ${timeout} ms`,
      );
      if (answer.exceptionDetails) {
        const { exception, text } = answer.exceptionDetails;
        throw new Error(`${what}: ${exception?.description ?? text}`);
      }
      return answer.result.value;
    } catch (error) {
      if (!GONE.test(String(error))) throw error;
    }
  }
}

/** `promise`, or a rejection with `message` after `ms`. */
function withTimeLimit(promise, ms, message) {
  let timer;
  const limit = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)));
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

/**
 * A trusted click in the middle of the element, as playwright's click makes
 * it (the mouse moves there, then presses and releases), sent with CDP
 * Input.dispatchMouseEvent. The element is scrolled into view first if it
 * is not (it is, on the bench pages).
 * @param {import('playwright-core').CDPSession} cdp
 * @param {string} selector
 */
async function clickCentre(cdp, selector) {
  const point = await inPage(
    cdp,
    `(() => {
      const element = document.querySelector(${JSON.stringify(selector)});
      if (!element) return null;
      element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const box = element.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    })()`,
  );
  if (!point) throw new Error(`nothing to click: ${selector}`);
  const mouse = (type, extra = {}) => cdp.send('Input.dispatchMouseEvent', { type, ...point, ...extra });
  await mouse('mouseMoved');
  await mouse('mousePressed', { button: 'left', buttons: 1, clickCount: 1 });
  await mouse('mouseReleased', { button: 'left', buttons: 0, clickCount: 1 });
}

/**
 * What the bench reads from the page once it is done: the probe's figures,
 * `domInteractive`, and the responseEnd of each of `startFiles` (URL paths),
 * all in ms since navigation start.
 * @param {string[]} startFiles
 */
function snapshotExpression(startFiles) {
  return `(() => {
    const bench = window.__bench;
    const wanted = new Set(${JSON.stringify(startFiles)});
    const responseEnds = {};
    for (const entry of performance.getEntriesByType('resource')) {
      const path = new URL(entry.name).pathname;
      if (wanted.has(path) && !(path in responseEnds)) responseEnds[path] = entry.responseEnd;
    }
    const navigation = performance.getEntriesByType('navigation')[0];
    return {
      longTasks: bench.longTasks,
      interactive: bench.interactive,
      ready: bench.ready,
      click: bench.click,
      lightbox: bench.lightbox,
      firstImage: bench.firstImage,
      scripts: bench.scripts,
      scriptRuns: bench.scriptRuns,
      ownScripts: bench.ownScripts,
      domInteractive: navigation ? navigation.domInteractive : 0,
      responseEnds,
    };
  })()`;
}

/**
 * "Script start" of a run (bench/timing.cjs scriptGate): the first of
 * `startFiles` decides the mode by its attributes as the probe saw them.
 * NaN when the probe never saw that script.
 */
function scriptStartOf(state, startFiles) {
  const first = state.scripts[startFiles[0]];
  if (!first) return NaN;
  return timing.scriptGate({
    mode: timing.scriptMode(first),
    responseEnds: startFiles.map((path) => state.responseEnds[path] ?? NaN),
    domInteractive: state.domInteractive,
    parsedAt: first.parsedAt,
  });
}

/**
 * Lists the scripts V8 compiles in the page (CDP Debugger.scriptParsed).
 * `foreign()` names those compiled so far that are neither the page's files
 * nor small evaluations: the probe (at most `probeLength` characters with
 * playwright's wrapper) and the bench's own Runtime.evaluate calls are
 * smaller; playwright's injected script (about 330,000 characters, which
 * waitForFunction compiles) and its utility script (about 13,000, which
 * page.evaluate compiles) are larger. The empty script of playwright's
 * utility world (0 characters) costs nothing and is not named.
 * @param {import('playwright-core').CDPSession} cdp
 * @param {number} probeLength
 */
async function recordCompiledScripts(cdp, probeLength) {
  /** @type {{ url: string, length: number, world: string }[]} */
  const parsed = [];
  cdp.on('Debugger.scriptParsed', (event) =>
    parsed.push({
      url: event.url,
      length: event.length ?? 0,
      world: event.executionContextAuxData?.type ?? 'default',
    }),
  );
  await cdp.send('Debugger.enable');
  return {
    foreign: () =>
      parsed
        .filter((script) => !/^https?:/.test(script.url) && script.length > probeLength)
        .map((script) => `compiled while measured: ${script.length} characters in the ${script.world} world`),
  };
}

/**
 * A page with no blocks: every script that arrives from navigation until
 * `window` ms after the load event (issue "Fast start": count what the visitor
 * really downloads, not only what loads at start), and whether the page view
 * was sampled (the performance settings call answered a pageLoadId).
 * @param {import('playwright-core').Browser} browser
 * @param {{ url: string, rate: number, window?: number }} options
 * @returns {Promise<{ jsTotal: number, files: number, sampled: boolean | null,
 *   scripts: { url: string, gzip: number, phase: string }[], problems: string[] }>}
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
    return {
      jsTotal: sum(scripts, 'gzip'),
      files: scripts.length,
      sampled: await traffic.sampled(),
      scripts,
      problems,
    };
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
  const settings = [];
  const recorder = {
    phase: 'load',
    scripts: () => Promise.all(scripts),
    images: () => Promise.all(images),
    /** Whether any settings call answered a pageLoadId; null when the page made none. */
    sampled: async () => {
      const answers = await Promise.all(settings);
      return answers.length ? answers.some(Boolean) : null;
    },
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
    else if (new URL(response.url()).pathname === SETTINGS_PATH) settings.push(body().then(hasPageLoadId));
  });
  return recorder;
}

/** Whether a settings answer's body carries a pageLoadId (a string or a number, as the runtime accepts). */
function hasPageLoadId(/** @type {Buffer} */ body) {
  try {
    const id = JSON.parse(body.toString('utf8'))?.pageLoadId;
    return (typeof id === 'string' || typeof id === 'number') && Boolean(id);
  } catch {
    return false;
  }
}
