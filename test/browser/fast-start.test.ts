/**
 * Fast start (README "Loading", "First images"), measured by what the
 * browser did, never by how long it took: the request chain from the page to
 * a mounted gallery is two files (the loader, then the gallery's one chunk,
 * whatever its design); the first slide's image is requested by the loader
 * itself, once; a root's `data-load-on` picks its strategy.
 */
import { readFileSync } from 'node:fs';
import type { Route } from 'playwright-core';
import { blocksSettled, startSite, states, visit, type Site, runtimeInitialised } from './harness';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build scripts' CommonJS helper
const { closure } = require('../../scripts/size-lib.cjs') as typeof import('../../scripts/size-lib.cjs');

interface Manifest {
  entries: Record<string, string>;
  imports: Record<string, string[]>;
  dynamicImports: Record<string, string[]>;
  preload: {
    blocks: Record<
      string,
      { files: string[]; designs?: { files: Record<string, string[]> }; contains?: Record<string, string[]> }
    >;
  };
}
const readManifest = (): Manifest => JSON.parse(readFileSync('dist/manifest.json', 'utf8'));

/** Every chunk the slideshow needs: what the loader asks for a gallery, with their static imports, as the build says. */
function slideshowChunks(): string[] {
  const manifest = readManifest();
  const { files, designs } = manifest.preload.blocks.gallery;
  return [...new Set([...(designs?.files.slideshow ?? []), ...files].flatMap((file) => [...closure(manifest, file)]))];
}

let site: Site;
beforeAll(async () => {
  site = await startSite('dist');
});
afterAll(() => site?.close());

describe('no waterfall: a gallery needs two rounds (README "Loading")', () => {
  it("with only loader.js delivered, every chunk the slideshow needs and its first slide's image are already requested", async () => {
    // Hold every answer but loader.js: what the page asks for meanwhile, it asks for
    // with nothing but the loader run, in the round right after it (depth 2).
    const held: Route[] = [];
    let holding = true;
    const { page, context } = await visit(site, '/fixtures/gallery-slideshow.html', {
      waitUntil: 'commit',
      before: (p) =>
        p.route(
          (url) =>
            (url.href.startsWith(site.cdnUrl) && !url.pathname.endsWith('/loader.js')) ||
            url.pathname.startsWith('/images/'),
          (route) => (holding ? held.push(route) : route.continue()),
        ),
    });
    const asked = (pattern: RegExp) => page.waitForRequest((request) => pattern.test(request.url()));
    const needed = slideshowChunks();
    // One file: the slideshow's, with the engine and its own image loader in it (rollup.config.mjs BUNDLES).
    expect(needed).toEqual([readManifest().entries['gallery-stacked']]);
    await Promise.all([
      ...needed.map((file) => asked(new RegExp(`/${file.replace(/[.]/g, '\\.')}$`))),
      asked(/\/images\/harbour-1500x1000\.png\?format=\d+w$/),
    ]);
    expect(await states(page, '.gallery-block')).toEqual(['loading']);
    holding = false;
    held.splice(0).forEach((route) => void route.continue());
    await blocksSettled(page);
    expect(await states(page, '.gallery-block')).toEqual(['ready']);
    await context.close();
  });
});

describe('one file after the loader, whatever the design (issue "Ahead at start")', () => {
  /** Every file telemetry, which every page runs, may fetch: not the gallery's. */
  function platformFiles(manifest: Manifest): Set<string> {
    const seen = new Set<string>();
    const walk = (file: string) => {
      for (const next of closure(manifest, file))
        if (!seen.has(next)) {
          seen.add(next);
          (manifest.dynamicImports[next] ?? []).forEach(walk);
        }
    };
    walk(manifest.entries.telemetry);
    return seen;
  }

  it.each([
    ['a slideshow', 'gallery-slideshow.html', ['stacked']],
    ['a slideshow with its thumbnail strip (the strip design)', 'gallery-thumbnails.html', ['stacked']],
    ['a carousel and two slideshows, in Hebrew', 'gallery-rtl.html', ['carousel', 'stacked']],
    ['two 7.0 grids', 'gallery-grid-70.html', ['grid']],
    ['a 7.0 wall', 'gallery-wall-70.html', ['wall']],
    ['a 7.1 stack', 'gallery-stack-71.html', ['stack']],
    // Its video slides bring the video player, which the loader asks for in the same round (`contains`).
    ['a slideshow with video slides', 'gallery-video.html', ['stacked'], true],
  ])(
    "%s: with every other chunk of ours held, each gallery mounts on its design's file alone",
    async (_, file, designs, videos = false) => {
      const manifest = readManifest();
      const files = designs.map((design) => manifest.entries[`gallery-${design}`]);
      const player = videos ? manifest.preload.blocks.gallery.contains!['.sqs-video-wrapper'] : [];
      // Let through the designs' files and what is not the gallery's: telemetry, which every page
      // runs, and the page's language table (issue 27), which comes in the same round for every block.
      const allowed = new Set([...files, ...player, ...platformFiles(manifest)]);
      const asked = new Set<string>();
      const held: Route[] = [];
      const { page, context } = await visit(site, `/fixtures/${file}`, {
        before: (p) =>
          p.route(
            (url) => url.href.startsWith(`${site.cdnUrl}/chunks/`),
            (route) => {
              const path = new URL(route.request().url()).pathname.slice(1);
              if (/\/gallery-[a-z]+\.js$/.test(path)) asked.add(path);
              if (allowed.has(path) || /\/words-[\w-]+\.js$/.test(path)) void route.continue();
              else held.push(route);
            },
          ),
      });
      // Galleries load near the viewport: bring each there in turn.
      for (const root of await page.$$('.gallery-block')) {
        await root.scrollIntoViewIfNeeded();
        await page.waitForFunction((element) => element.getAttribute('data-block-state') !== 'loading', root);
      }
      expect(new Set(await states(page, '.gallery-block'))).toEqual(new Set(['ready']));
      // The loader picked each gallery's file by its design, and no other.
      expect([...asked].sort()).toEqual(files.sort());
      held.splice(0).forEach((route) => void route.continue());
      await context.close();
    },
  );
});

describe('server hints: modulepreload links from manifest.preload (README "Server hints")', () => {
  interface Preload {
    blocks: Record<string, { files: string[]; designs?: { files: Record<string, string[]> } }>;
    features: Record<string, { always: boolean; files: string[] }>;
  }
  /**
   * What a server writes for examples/gallery-hints.html, read here from the manifest itself: the
   * slideshow's file, then anything it imports, at most five (server/preload-hints.mjs); no feature.
   */
  function hinted(): string[] {
    const { preload } = JSON.parse(readFileSync('dist/manifest.json', 'utf8')) as { preload: Preload };
    const { gallery } = preload.blocks;
    return [...new Set([...(gallery.designs?.files.slideshow ?? []), ...gallery.files])].slice(0, 5);
  }

  it('the example site writes them: with none of our scripts run, every file the slideshow needs is asked for, none twice', async () => {
    const hrefs = [...new Set(hinted().map((file) => `${site.cdnUrl}/${file}`))];
    const held: Route[] = [];
    let holding = true;
    const { page, context, requests } = await visit(site, '/gallery-hints.html', {
      waitUntil: 'commit',
      // Every script held, loader.js too: whatever is asked for meanwhile, none of ours asked for.
      before: (p) =>
        p.route(
          (url) => url.href.startsWith(site.cdnUrl),
          (route) => (holding ? held.push(route) : route.continue()),
        ),
    });
    await Promise.all(hrefs.map((href) => page.waitForRequest((request) => request.url() === href)));
    // The page's links are the manifest's files for its blocks, each once, in the <head> after the loader,
    // which asks to come first: over HTTP/1.1 it must not wait behind them (README "Server hints").
    expect(
      await page.$$eval('head link[rel=modulepreload]', (links) => links.map((link) => (link as HTMLLinkElement).href)),
    ).toEqual(hrefs);
    expect(await page.$$eval('head script[src$="/loader.js"] ~ link[rel=modulepreload]', (l) => l.length)).toBe(
      hrefs.length,
    );
    expect(await page.$eval('head script[src$="/loader.js"]', (s) => s.getAttribute('fetchpriority'))).toBe('high');
    holding = false;
    held.splice(0).forEach((route) => void route.continue());
    await blocksSettled(page);
    expect(await states(page, '.gallery-block')).toEqual(['ready']);
    const chunks = requests.filter((url) => url.startsWith(`${site.cdnUrl}/chunks/`));
    // The hints hold every chunk the slideshow needs, as the build's graph says, and none was fetched twice.
    expect(hrefs).toEqual(expect.arrayContaining(slideshowChunks().map((file) => `${site.cdnUrl}/${file}`)));
    for (const href of hrefs) expect(chunks.filter((url) => url === href)).toHaveLength(1);
    await context.close();
  });
});

describe("the README's script tag: the loader and the chunks it imports share one connection to the CDN", () => {
  /**
   * A slideshow fixture: the connection ids of `loader.js` and of the first chunk the page asks for
   * (the gallery's file: nothing else of the CDN's is on its way then, so an idle connection of
   * the right kind is there to be reused).
   */
  async function connectionsOf(path: string) {
    const asked: string[] = [];
    const connections = new Map<string, string>();
    const { page, context } = await visit(site, path, {
      before: async (p, c) => {
        const cdp = await c.newCDPSession(p);
        cdp.on('Network.requestWillBeSent', ({ request }) => {
          if (request.url.startsWith(site.cdnUrl)) asked.push(request.url.split('/').pop()!);
        });
        cdp.on('Network.responseReceived', ({ response }) => {
          if (response.url.startsWith(site.cdnUrl))
            connections.set(response.url.split('/').pop()!, String(response.connectionId));
        });
        await cdp.send('Network.enable');
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      },
    });
    await blocksSettled(page);
    const tag = await page.$eval('script[src$="/loader.js"]', (script) => script.hasAttribute('crossorigin'));
    await context.close();
    const first = asked.find((name) => name !== 'loader.js');
    return { tag, first, loader: connections.get('loader.js'), chunk: first && connections.get(first) };
  }

  it("with `crossorigin`, the page's first chunk comes over the loader's connection; without, over a second one", async () => {
    // Module chunks are fetched in CORS mode, without credentials; a classic script without
    // `crossorigin` is fetched with them, and Chromium keeps the two kinds on separate connections:
    // a second handshake (a TCP and a TLS round trip on a real network) before the block's file.
    // The same slideshow, its loader tag as the README writes it, and without `crossorigin`.
    const shared = await connectionsOf('/fixtures/gallery-readme-tag.html');
    expect([shared.tag, shared.first]).toEqual([true, 'gallery-stacked.js']);
    expect(shared.chunk).toBe(shared.loader);
    const apart = await connectionsOf('/fixtures/gallery-slideshow.html');
    expect([apart.tag, apart.first]).toEqual([false, 'gallery-stacked.js']);
    expect(apart.chunk).toBeDefined();
    expect(apart.chunk).not.toBe(apart.loader);
  });
});

describe('first images never wait for block code', () => {
  it("the first slide's image is fetched once: the gallery keeps what the loader started", async () => {
    const { page, context, requests } = await visit(site, '/fixtures/gallery-slideshow.html', {
      // Hold the gallery chunk: the image is on its way all the same.
      before: (p) =>
        p.route(/\/chunks\/[^/]+\/gallery-[a-z]+\.js$/, async (route) => {
          await p.waitForFunction(() =>
            performance.getEntriesByType('resource').some((entry) => entry.name.includes('harbour-1500x1000.png')),
          );
          await route.continue();
        }),
    });
    await blocksSettled(page);
    await page.waitForFunction(() => (document.querySelector('.slide img') as HTMLImageElement).complete);
    expect(requests.filter((url) => url.includes('/images/harbour-1500x1000.png'))).toHaveLength(1);
    expect(await page.$eval('.slide img', (img) => img.classList.contains('loaded'))).toBe(true);
    await context.close();
  });
});

describe('loading strategies a theme picks per root (data-load-on)', () => {
  it('interaction: the chunk waits for the first pointer over the root, then the block mounts', async () => {
    const { page, context, requests } = await visit(site, '/fixtures/load-on-interaction.html');
    await runtimeInitialised(page);
    await page.waitForLoadState('networkidle');
    expect(await states(page, '#on-interaction')).toEqual(['loading']);
    expect(requests.some((url) => /\/chunks\/[^/]+\/accordion\.js$/.test(url))).toBe(false);
    await page.hover('#on-interaction');
    await page.waitForFunction(() => document.getElementById('on-interaction')!.dataset.blockState === 'ready');
    expect(requests.filter((url) => /\/chunks\/[^/]+\/accordion\.js$/.test(url))).toHaveLength(1);
    await context.close();
  });

  it('eager on a block that would wait: mounted with the first round, far below the fold', async () => {
    const { page, context } = await visit(site, '/fixtures/load-on-eager.html');
    await page.waitForFunction(() => document.getElementById('eager-below')!.dataset.blockState === 'ready');
    expect(
      await page.evaluate(() => document.getElementById('eager-below')!.getBoundingClientRect().top),
    ).toBeGreaterThan(2000);
    await context.close();
  });
});
