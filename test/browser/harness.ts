/**
 * Real Chromium for what jsdom cannot do (STYLE.md §10), against the built,
 * minified dist/ served from a CDN origin other than the page's.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';

const CHROMIUM = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
].find((path) => path && existsSync(path));

/** A host name that resolves to the test server but is not localhost. */
export const SITE_ALIAS = 'site.test';

// The machine notes' flags: no sandbox as root, and nothing that phones home.
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // A second name for the loopback site, so tests can visit a host that is not
  // "localhost" (the config redirect skips localhost, spec §2).
  `--host-resolver-rules=MAP ${SITE_ALIAS} 127.0.0.1`,
];

export interface Site {
  siteUrl: string;
  cdnUrl: string;
  browser: Browser;
  close(): Promise<void>;
}

/** The example server of a test file, in a child process. */
export interface TestServer {
  siteUrl: string;
  cdnUrl: string;
  stop(): Promise<void>;
}

/**
 * Start the example server on ephemeral ports with `dist` as the CDN
 * (test/browser/serve-child.mjs; `--probe` loads the cross-engine error probe
 * first in every page).
 */
export async function startServer(dist = 'dist', args: string[] = []): Promise<TestServer> {
  if (!existsSync(`${dist}/manifest.json`)) throw new Error(`${dist}/ is not built: run npm run build first.`);
  const child: ChildProcess = spawn(process.execPath, ['test/browser/serve-child.mjs', dist, ...args], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const urls = await new Promise<{ siteUrl: string; cdnUrl: string }>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`test server exited with ${code}`)));
    createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line)));
  });
  return {
    ...urls,
    async stop() {
      child.stdin!.end();
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/**
 * The Chromium the tests drive, launched with the machine notes' flags (a new temporary profile each time).
 * `backForwardCache`: Playwright launches Chromium with `--disable-back-forward-cache`; this
 * variant leaves that flag out, so Back restores a page from the real back/forward cache.
 */
export function launchChromium(options: { backForwardCache?: boolean } = {}): Promise<Browser> {
  if (!CHROMIUM) throw new Error('Chromium not found: run `npm run ensure-browser` (or set CHROMIUM_PATH).');
  const ignoreDefaultArgs = options.backForwardCache ? ['--disable-back-forward-cache'] : undefined;
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true, ignoreDefaultArgs });
}

/** Start the example server on ephemeral ports with `dist` as the CDN, and a browser (fresh profile). */
export async function startSite(dist = 'dist', options: { backForwardCache?: boolean } = {}): Promise<Site> {
  const server = await startServer(dist);
  const browser = await launchChromium(options).catch(async (error) => {
    await server.stop();
    throw error;
  });
  return {
    siteUrl: server.siteUrl,
    cdnUrl: server.cdnUrl,
    browser,
    async close() {
      await browser.close();
      await server.stop();
    },
  };
}

/** What the browser tests read of `dist/manifest.json`: each entry's and each lazy chunk's file. */
export function manifestFiles(dist = 'dist'): { entries: Record<string, string>; lazy: Record<string, string> } {
  return JSON.parse(readFileSync(`${dist}/manifest.json`, 'utf8'));
}

/**
 * Resolves once the chunk at `file` (a path in dist/, from {@link manifestFiles}) has run in
 * the page, and with it what the runtime starts from it. The page imports the same module:
 * its import() resolves once the module is evaluated, in the same turn as the runtime's,
 * which was asked first and starts the feature or reporter in the microtasks that follow,
 * before this evaluation can answer. A proof by order, not by waiting: call it once the
 * runtime has asked for the chunk, or the page's own import would come first.
 */
export async function chunkRan(page: Page, site: Site, file: string): Promise<void> {
  // A string, not a function: the test's own compiler would rewrite a function's import().
  await page.evaluate(`import(${JSON.stringify(`${site.cdnUrl}/${file}`)}).then(() => true)`);
}

/**
 * The error reporter has taken over from the runtime's catcher: its chunk, which the page's first
 * error fetched, has run, and with it the attach, in the microtasks that follow (see chunkRan).
 * Call it once the page has had an error. (Leaving before then sends nothing: documented.)
 */
export async function reporterAttached(page: Page, site: Site): Promise<void> {
  await chunkRan(page, site, manifestFiles().lazy.errors);
}

export interface Visit {
  page: Page;
  context: BrowserContext;
  /** Every URL the page requested, in order. */
  requests: string[];
  /** Console messages as "type: text". */
  logs: string[];
  /** Content-Security-Policy violations seen by the page. */
  violations: () => Promise<string[]>;
}

/** Open a fresh context and page, recording requests, console lines and CSP violations. */
export async function visit(
  site: Site,
  path: string,
  options: {
    before?: (page: Page, context: BrowserContext) => Promise<unknown>;
    reducedMotion?: boolean;
    /**
     * Turns the page's CSP off, for fixtures of the builder's markup with inline `style` attributes
     * (7.1 writes sizes inline, so its pages allow them; ours do not). The runtime is not checked
     * against the policy on such a page: the strict fixtures of the same block do that.
     */
    bypassCSP?: boolean;
    host?: string;
    /** What `goto` waits for; `load` by default (which waits for the images already requested). */
    waitUntil?: 'load' | 'domcontentloaded' | 'commit';
  } = {},
): Promise<Visit> {
  const context = await site.browser.newContext({
    reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
    bypassCSP: options.bypassCSP,
  });
  const page = await context.newPage();
  const requests: string[] = [];
  const logs: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('console', (message: ConsoleMessage) => logs.push(`${message.type()}: ${message.text()}`));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  if (options.before) await options.before(page, context);
  const origin = options.host ? site.siteUrl.replace('localhost', options.host) : site.siteUrl;
  await page.goto(`${origin}${path}`, { waitUntil: options.waitUntil });
  return {
    page,
    context,
    requests,
    logs,
    violations: () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations),
  };
}

/** Wait until the runtime has started: every root it found on the page is marked. */
export async function runtimeInitialised(page: Page): Promise<void> {
  await page.waitForFunction(() => window.SiteRuntime?.state === 'initialised');
}

/** Wait until every block root on the page has left `loading`. */
export async function blocksSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !!window.SiteRuntime &&
      window.SiteRuntime.state === 'initialised' &&
      !document.querySelector('[data-block-state="loading"]'),
  );
}

/** The `data-block-state` of each element matching `selector`. */
export function states(page: Page, selector: string): Promise<(string | null)[]> {
  return page.$$eval(selector, (elements) => elements.map((element) => element.getAttribute('data-block-state')));
}

/** Waits until no animation runs inside `#id`. */
export const motionEnds = (page: Page, id: string) =>
  page.waitForFunction(
    (id) =>
      !document
        .getAnimations()
        .some(
          (a) =>
            a.playState === 'running' && document.getElementById(id)!.contains((a.effect as KeyframeEffect).target),
        ),
    id,
  );

/**
 * Waits until `check` holds, asking every 100 ms: for what lives outside the page
 * (the reference server's log, the test's own request list), where waitForFunction cannot look.
 * The bound is generous: it only ends a test that would fail anyway.
 */
export async function until(check: () => Promise<boolean> | boolean, timeout = 20000): Promise<void> {
  const end = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`not within ${timeout} ms: ${String(check)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The sum of the page's layout-shift entries so far that no input caused
 * (Chromium): `observe()` with `buffered` hands over every earlier entry at
 * once (Performance Timeline), so no observer needs to be in place first.
 */
export async function layoutShiftTotal(page: Page): Promise<number> {
  return page.evaluate(() => {
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = observer.takeRecords() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
    observer.disconnect();
    return entries.filter((entry) => !entry.hadRecentInput).reduce((total, entry) => total + entry.value, 0);
  });
}

/**
 * Stops the page's clock (installed before the page loaded: `before: (page) => page.clock.install()`)
 * a moment ahead of its own time: from here the page's timers, animation frames, Date and
 * performance.now move only as the test moves them on (`page.clock.runFor`, `resume`), whatever the
 * machine's speed. The page's time runs on while the call travels, so a moment already past on
 * arrival is simply asked again. Call it once the page is ready: a paused page runs none of its
 * timers, its setTimeout(0) yields and animation frames included; what falls due in the 200 ms
 * jump fires on the way.
 */
export async function pauseSoon(page: Page): Promise<void> {
  for (;;) {
    const now = await page.evaluate(() => Date.now());
    try {
      return await page.clock.pauseAt(now + 200);
    } catch (error) {
      if (!/to the past/.test(String(error))) throw error;
    }
  }
}
