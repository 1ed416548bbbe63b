import { readFileSync } from 'node:fs';
import type { Response } from 'playwright-core';
import { blocksSettled, startSite, states, visit, type Site, runtimeInitialised } from './harness';
import { instrument, type Leaks } from './instrument';
import { setSampling } from './sampling';

const manifest = JSON.parse(readFileSync('dist/manifest.json', 'utf8'));

/** The files a page with this block downloads from the CDN: its chunk and what that imports. */
function closure(file: string, seen = new Set<string>()): Set<string> {
  if (!seen.has(file)) {
    seen.add(file);
    for (const dep of manifest.imports[file] || []) closure(dep, seen);
  }
  return seen;
}

/** Every file a chunk may load, at start and later (its static and dynamic imports, transitively). */
function allFiles(file: string, seen = new Set<string>()): Set<string> {
  for (const f of closure(file)) {
    if (seen.has(f)) continue;
    seen.add(f);
    for (const dep of manifest.dynamicImports[f] || []) allFiles(dep, seen);
  }
  return seen;
}

/** What every page loads besides loader.js (which holds the runtime): the always-on telemetry feature, with all it may load. */
const platformFiles = () => new Set(allFiles(manifest.entries.telemetry));
const telemetryFiles = platformFiles;

/** CDN files other than the loader and telemetry (which every page loads). */
const blockFiles = (files: string[]) => files.filter((file) => file !== 'loader.js' && !platformFiles().has(file));

let site: Site;
beforeAll(async () => {
  site = await startSite('dist');
});
afterAll(() => site?.close());

const fromCdn = (requests: string[]) =>
  requests.filter((url) => url.startsWith(site.cdnUrl)).map((url) => url.slice(site.cdnUrl.length + 1));

describe('one script, lazy chunks, from a CDN origin', () => {
  it('a page with no blocks downloads only loader.js (with the runtime) and telemetry', async () => {
    const { page, requests, violations, context } = await visit(site, '/fixtures/empty.html');
    await runtimeInitialised(page);
    expect(fromCdn(requests)[0]).toBe('loader.js');
    expect(fromCdn(requests)).toContain(manifest.entries.telemetry);
    expect(blockFiles(fromCdn(requests))).toEqual([]);
    expect(await violations()).toEqual([]);
    await context.close();
  });

  it('a page with one accordion downloads its chunk (and its imports) and no other, from the CDN origin', async () => {
    const { page, requests, violations, context } = await visit(site, '/fixtures/accordion.html');
    await blocksSettled(page);
    expect(new URL(site.cdnUrl).origin).not.toBe(new URL(site.siteUrl).origin);
    const accordion = [...closure(manifest.entries.accordion)].filter((file) => !telemetryFiles().has(file));
    expect(blockFiles(fromCdn(requests)).sort()).toEqual(accordion.sort());
    for (const file of closure(manifest.entries.accordion)) expect(fromCdn(requests)).toContain(file);
    expect(await states(page, '.sqs-block')).toEqual(['ready']);
    expect(await violations()).toEqual([]); // strict CSP: no eval, no inline code
    await context.close();
  });

  it('works as an async script too', async () => {
    const { page, context } = await visit(site, '/fixtures/async.html');
    await blocksSettled(page);
    expect(await states(page, '.sqs-block')).toEqual(['ready']);
    await context.close();
  });

  it('waits to fetch a below-the-fold block until it comes near the viewport', async () => {
    const { page, requests, context } = await visit(site, '/fixtures/below-fold.html');
    await runtimeInitialised(page);
    // The page's requests have settled (no fixed wait): none of them was the block's.
    await page.waitForLoadState('networkidle');
    expect(blockFiles(fromCdn(requests))).toEqual([]);
    expect(await states(page, '#acc')).toEqual(['loading']);
    await page.evaluate(() => document.getElementById('acc')!.scrollIntoView());
    await blocksSettled(page);
    expect(fromCdn(requests)).toContain(manifest.entries.accordion);
    expect(await states(page, '#acc')).toEqual(['ready']);
    await context.close();
  });

  it('initialises a block added after load', async () => {
    const { page, context } = await visit(site, '/fixtures/empty.html');
    await runtimeInitialised(page);
    const html = readFileSync('test/browser/fixtures/accordion.html', 'utf8');
    const block = html.slice(html.indexOf('<div class="sqs-block'), html.indexOf('<p id="after">'));
    await page.evaluate((markup) => document.body.insertAdjacentHTML('beforeend', markup), block);
    // Discovery is batched to the next frame: wait for the state, not for "nothing loading".
    await page.waitForSelector('#acc[data-block-state="ready"]');
    expect(await states(page, '#acc')).toEqual(['ready']);
    expect(await page.getAttribute('#acc .accordion-item__click-target', 'aria-expanded')).toBe('true');
    await context.close();
  });
});

describe('failures stay in their block', () => {
  it('malformed JSON fails that block, naming it; its sibling and a custom block work', async () => {
    const { page, logs, context } = await visit(site, '/fixtures/mixed.html');
    await blocksSettled(page);
    expect(await states(page, '#good, #bad, #custom')).toEqual(['ready', 'failed', 'ready']);
    expect(await page.textContent('#custom .out')).toBe('mounted:hi');
    expect(logs.filter((line) => line.startsWith('error:'))).toEqual([
      expect.stringMatching(/accordion: malformed data-block-json/),
    ]);
    await context.close();
  });

  it('a chunk that fails twice fails its blocks and leaves the others working', async () => {
    const { page, requests, context } = await visit(site, '/fixtures/mixed.html', {
      before: (p) => p.route(/\/chunks\/[^/]+\/accordion\.js/, (route) => route.abort()),
    });
    await blocksSettled(page);
    expect(await states(page, '#good, #bad, #custom')).toEqual(['failed', 'failed', 'ready']);
    const tries = fromCdn(requests).filter((file) => /^chunks\/[^/]+\/accordion\.js/.test(file));
    expect(tries).toEqual([manifest.entries.accordion, `${manifest.entries.accordion}?retry=1`]);
    await context.close();
  });

  it('a chunk that fails once is retried and the block works', async () => {
    let aborted = 0;
    const { page, context } = await visit(site, '/fixtures/accordion.html', {
      before: (p) =>
        p.route(/\/chunks\/[^/]+\/accordion\.js/, (route) => (aborted++ === 0 ? route.abort() : route.continue())),
    });
    await blocksSettled(page);
    expect(aborted).toBe(2);
    expect(await states(page, '#acc')).toEqual(['ready']);
    await context.close();
  });

  it('a missing page context logs one clear error and the page keeps working', async () => {
    const { page, logs, context } = await visit(site, '/fixtures/no-context.html');
    await blocksSettled(page);
    expect(logs.filter((line) => line.startsWith('error:'))).toEqual([
      expect.stringMatching(/Page context missing or malformed/),
    ]);
    expect(await states(page, '#acc')).toEqual(['ready']);
    await context.close();
  });
});

describe('page lifecycle', () => {
  it('a second run of the loader logs "Detected second run" and does nothing else', async () => {
    const { page, logs, context } = await visit(site, '/fixtures/second-run.html');
    await blocksSettled(page);
    expect(logs.filter((line) => line.includes('Detected second run'))).toHaveLength(1);
    expect(await page.$$eval('#acc .accordion-item', (items) => items.length)).toBe(3);
    await context.close();
  });

  it('destroy then init again leaves no listeners or observers behind', async () => {
    // The two lazy parts telemetry starts after the page has painted, each a chunk of its own
    // that adds page listeners once it has run: the performance records (after their settings
    // call answers) and the trace log of the blocks' outcomes.
    // A measured page view, so the settings call names it and the records' chunk comes.
    await setSampling(site, 1);
    let lazy!: Promise<Response[]>;
    const { page, context } = await visit(site, '/fixtures/mixed.html', {
      before: async (p) => {
        await p.addInitScript(instrument);
        lazy = Promise.all(
          [/chunks\/[^/]+\/performance\.js/, /chunks\/[^/]+\/block-trace\.js/].map((url) => p.waitForResponse(url)),
        );
      },
    });
    await blocksSettled(page);
    // The web vitals (src/telemetry/vitals, in the performance chunk) add page observers they never
    // remove; the runtime subscribes them once per page. Let both parts start before the
    // baseline, or it would miss what every later round has: the runtime asked for each
    // chunk, and importing the same chunk answers once what it starts has started.
    // (A string: the test's compiler would rewrite a function's import().)
    for (const response of await lazy)
      await page.evaluate(`import(${JSON.stringify(response.url())}).then(() => true)`);
    const leaks = () => page.evaluate(() => (window as unknown as { __leaks: () => Leaks }).__leaks());
    // Telemetry's second part starts once the page has painted: wait for it, every round.
    const telemetryRunning = () =>
      page.waitForFunction(() =>
        (window as unknown as { __leaks: () => Leaks })
          .__leaks()
          .listeners.some((l) => l.includes('site-runtime:consent')),
      );
    await telemetryRunning();
    const running = await leaks();
    expect(running.observers).toBeGreaterThan(0);

    await page.evaluate(() => window.SiteRuntime!.destroy());
    const destroyed = await leaks();
    expect(destroyed.observers).toBe(0);
    expect(await page.evaluate(() => window.SiteRuntime!.state)).toBe('uninitialised');
    expect(await states(page, '#good, #custom')).toEqual([null, null]);
    expect(await page.textContent('#custom .out')).toBe('unmounted');

    for (let round = 0; round < 3; round++) {
      await page.evaluate(() => window.SiteRuntime!.init());
      await blocksSettled(page);
      expect(await states(page, '#good, #bad, #custom')).toEqual(['ready', 'failed', 'ready']);
      // The performance records start after their settings call answers and
      // their chunk arrives: wait for the page to reach the first round's
      // listeners (a leak never gets there, and the test times out on it).
      await page.waitForFunction(
        (want) => JSON.stringify((window as unknown as { __leaks: () => Leaks }).__leaks()) === want,
        JSON.stringify(running),
      );
      expect(await leaks()).toEqual(running);
      await page.evaluate(() => window.SiteRuntime!.destroy());
      expect(await leaks()).toEqual(destroyed);
    }
    // The server markup is back exactly as the fixture wrote it.
    const fixture = readFileSync('test/browser/fixtures/mixed.html', 'utf8');
    const start = fixture.indexOf('id="good">') + 'id="good">'.length;
    const served = fixture.slice(start, fixture.indexOf('\n</div>', start));
    const squash = (html: string) => html.replace(/\s+/g, ' ').trim();
    expect(squash(await page.innerHTML('#good'))).toBe(squash(served));
    await context.close();
    await setSampling(site, 0);
  });
});
