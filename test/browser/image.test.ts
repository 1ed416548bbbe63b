/**
 * Images in real Chromium (spec §4 "Images", §8 Image, §9 "Image"), against
 * the built dist/ on the CDN origin and the example server's image host:
 * lazy loading within 200 px, no layout shift, the loading marker, the §8
 * messages, and the box-driven choice of width.
 */
import type { Page } from 'playwright-core';
import { blocksSettled, startSite, visit, type Site } from './harness';

let site: Site;
beforeAll(async () => {
  site = await startSite('dist');
});
afterAll(() => site?.close());

/** The slugs (`lazy-07`) of the images requested so far. */
const fetched = (requests: string[]) =>
  [
    ...new Set(
      requests.filter((url) => url.includes('/images/')).map((url) => /\/images\/(lazy-\d+)/.exec(url)?.[1] ?? url),
    ),
  ].sort();

/** The ids (`img-07` → `lazy-07`) of the images whose box is within `margin` px of the viewport now. */
const near = (page: Page, margin = 200) =>
  page.evaluate((m) => {
    const ids: string[] = [];
    for (const img of document.querySelectorAll<HTMLImageElement>('img[id^="img-"]')) {
      const r = img.getBoundingClientRect();
      if (r.bottom >= -m && r.top <= innerHeight + m) ids.push(img.id.replace('img-', 'lazy-'));
    }
    return ids.sort();
  }, margin);

/** Waits until every image carrying a src has settled (loaded or failed). */
const settled = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll('img[src]')].every(
      (img) => !img.classList.contains('loading') && (img as HTMLImageElement).complete,
    ),
  );

/** Sum of the page's layout shifts, buffered from the start. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 100);
      }),
  );

const frames = (page: Page, count = 2) =>
  page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left ? requestAnimationFrame(() => step(left - 1)) : resolve());
        step(n);
      }),
    count,
  );

describe('lazy loading (spec §4 "Images": within 200 px of the viewport)', () => {
  it('at load, fetches exactly the images within 200 px of the viewport', async () => {
    const { page, context, requests } = await visit(site, '/fixtures/image-lazy.html');
    await blocksSettled(page);
    await settled(page);
    const expected = await near(page);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(20);
    // At least one image entirely below the fold is within the margin, and fetched.
    const belowFold = await page.evaluate(
      () =>
        [...document.querySelectorAll('img[id^="img-"]')].filter((img) => img.getBoundingClientRect().top > innerHeight)
          .length,
    );
    expect(belowFold).toBeGreaterThan(0);
    expect(fetched(requests)).toEqual(expected);
    await context.close();
  });

  it('scrolling fetches an image as it comes within 200 px, not before', async () => {
    const { page, context, requests } = await visit(site, '/fixtures/image-lazy.html');
    await blocksSettled(page);
    await settled(page);
    const first = await near(page);
    // Put image 10's top 100 px below the viewport: inside the margin.
    await page.evaluate(() => {
      const top = document.getElementById('img-10')!.getBoundingClientRect().top + scrollY;
      scrollTo(0, top - innerHeight - 100);
    });
    await page.waitForFunction(() => document.getElementById('img-10')!.classList.contains('loaded'));
    await frames(page);
    await settled(page);
    const slugs = fetched(requests);
    expect(slugs).toContain('lazy-10');
    expect(slugs).not.toContain('lazy-11');
    expect(slugs).toEqual([...new Set([...first, ...(await near(page))])].sort());
    // Far below: nothing.
    expect(slugs).not.toContain('lazy-20');
    await context.close();
  });

  it('scrolling to the end fetches every image once', async () => {
    const { page, context, requests } = await visit(site, '/fixtures/image-lazy.html');
    await blocksSettled(page);
    for (let i = 1; i <= 20; i++) {
      await page.evaluate((id) => document.getElementById(id)!.scrollIntoView(), `img-${String(i).padStart(2, '0')}`);
      await frames(page);
    }
    await page.waitForFunction(() => document.querySelectorAll('img.loaded').length === 20);
    const imageRequests = requests.filter((url) => url.includes('/images/'));
    expect(imageRequests).toHaveLength(20);
    expect(fetched(requests)).toHaveLength(20);
    await context.close();
  });
});

describe('no layout shift (space reserved from width/height)', () => {
  it('CLS is 0 after the images load and the page is scrolled through', async () => {
    const { page, context } = await visit(site, '/fixtures/image-lazy.html');
    await blocksSettled(page);
    await settled(page);
    for (const id of ['img-05', 'img-12', 'img-20']) {
      await page.evaluate((i) => document.getElementById(i)!.scrollIntoView(), id);
      await frames(page);
      await settled(page);
    }
    expect(await layoutShift(page)).toBe(0);
    await context.close();
  });

  it('the image box is the same before and after the picture arrives', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The loader starts this image itself, before the load event, which waits for it: do not wait for load.
    const { page, context } = await visit(site, '/fixtures/image-lazy.html', {
      before: (p) => p.route(/\/images\/lazy-01-/, async (route) => (await held, route.continue())),
      waitUntil: 'domcontentloaded',
    });
    await page.waitForSelector('#img-01.loading');
    const box = () => page.evaluate(() => JSON.stringify(document.getElementById('img-01')!.getBoundingClientRect()));
    const before = await box();
    release();
    await page.waitForSelector('#img-01.loaded');
    expect(await box()).toBe(before);
    await context.close();
  });
});

describe('the loading marker', () => {
  it('is present while the picture downloads, then loaded replaces it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The loader starts this image itself, before the load event, which waits for it: do not wait for load.
    const { page, context } = await visit(site, '/fixtures/image-lazy.html', {
      before: (p) => p.route(/\/images\/lazy-01-/, async (route) => (await held, route.continue())),
      waitUntil: 'domcontentloaded',
    });
    await page.waitForSelector('#img-01.loading');
    expect(await page.getAttribute('#img-01', 'class')).toBe('loading');
    release();
    await page.waitForSelector('#img-01.loaded');
    expect(await page.getAttribute('#img-01', 'class')).toBe('loaded');
    await context.close();
  });
});

describe('the width asked for fits the box', () => {
  it('srcset lists the host widths up to the intrinsic one; the picture is at least as wide as its box', async () => {
    const { page, context } = await visit(site, '/fixtures/image-cases.html');
    await blocksSettled(page);
    await settled(page);
    const good = await page.$eval('#good', (img) => {
      const image = img as HTMLImageElement;
      return {
        srcset: image.srcset,
        sizes: image.sizes,
        width: image.getBoundingClientRect().width,
        natural: image.naturalWidth,
        current: image.currentSrc,
      };
    });
    expect(good.srcset.split(', ').map((entry) => entry.split(' ')[1])).toEqual([
      '1500w',
      '1000w',
      '750w',
      '500w',
      '300w',
      '100w',
    ]);
    expect(good.sizes).toBe(`${Math.ceil(good.width)}px`);
    expect(good.natural).toBeGreaterThanOrEqual(good.width);
    expect(good.current).toMatch(/format=\d+w$/);
    expect(await page.getAttribute('#filename', 'src')).toMatch(/\/images\/named-1500x1000-\d+w\.png$/);
    await context.close();
  });

  it('data-force-image-update loads a wider picture when the box grows', async () => {
    const { page, context, requests } = await visit(site, '/fixtures/image-cases.html', {
      before: (p) => p.setViewportSize({ width: 400, height: 700 }),
    });
    await blocksSettled(page);
    await page.waitForSelector('#growing.loaded');
    const first = await page.getAttribute('#growing', 'data-image-resolution');
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.waitForFunction((was) => {
      const img = document.getElementById('growing')!;
      return (
        img.getAttribute('data-image-resolution') !== was &&
        img.classList.contains('loaded') &&
        !img.classList.contains('loading')
      );
    }, first);
    const second = await page.getAttribute('#growing', 'data-image-resolution');
    expect(parseInt(second!)).toBeGreaterThan(parseInt(first!));
    expect(requests.filter((url) => url.includes('/images/growing-'))).toHaveLength(2);
    await context.close();
  });

  it('a background image and a shape mask are drawn through the CSSOM, with no CSP violation', async () => {
    const { page, context, violations } = await visit(site, '/fixtures/image-cases.html');
    await blocksSettled(page);
    // The background image's img is hidden on purpose: wait for it attached, not visible.
    await page.waitForSelector('#bg.loaded', { state: 'attached' });
    await page.waitForSelector('#circle.loaded');
    const bg = await page.$eval('#bg', (img) => ({
      visibility: getComputedStyle(img).visibility,
      image: getComputedStyle(img.parentElement!).backgroundImage,
      position: getComputedStyle(img.parentElement!).backgroundPosition,
    }));
    expect(bg.visibility).toBe('hidden');
    expect(bg.image).toMatch(/^url\(".*\/images\/bg-1500x1000\.png\?format=\d+w"\)$/);
    expect(bg.position).toBe('20% 80%');
    expect(await page.$eval('#circle', (img) => getComputedStyle(img).clipPath)).toBe('circle(50%)');
    expect(await violations()).toEqual([]);
    await context.close();
  });
});

describe('feature chunks: fetched only when an image asks, applied without moving anything, failing quietly', () => {
  /** The shape and position chunks the page requested. */
  const featureChunks = (requests: string[]) =>
    requests.filter((url) => /\/chunks\/[^/]+\/(shape|position)\.js$/.test(url));

  it('a page of plain images fetches neither the shape nor the position chunk', async () => {
    const { page, context, requests } = await visit(site, '/fixtures/image-lazy.html');
    await blocksSettled(page);
    await settled(page);
    expect(featureChunks(requests)).toEqual([]);
    await context.close();
  });

  it('the cases page fetches each once, and CLS stays 0 as they apply', async () => {
    const { page, context, requests } = await visit(site, '/fixtures/image-cases.html');
    await blocksSettled(page);
    await page.waitForSelector('#bg.loaded', { state: 'attached' });
    await page.waitForSelector('#circle.loaded');
    await settled(page);
    expect(
      featureChunks(requests)
        .map((url) => /(shape|position)\.js/.exec(url)![1])
        .sort(),
    ).toEqual(['position', 'shape']);
    expect(await layoutShift(page)).toBe(0);
    await context.close();
  });

  it('a position chunk that fails to load is reported, and the background image stays visible, loaded, covering at its focal point', async () => {
    const { page, context, logs } = await visit(site, '/fixtures/image-cases.html', {
      before: (p) => p.route(/\/chunks\/[^/]+\/position\.js$/, (route) => route.abort()),
    });
    await blocksSettled(page);
    await page.waitForSelector('#bg.loaded');
    const bg = await page.$eval('#bg', (img) => {
      const style = getComputedStyle(img);
      return {
        visibility: style.visibility,
        fit: style.objectFit,
        position: style.objectPosition,
        parent: getComputedStyle(img.parentElement!).backgroundImage,
      };
    });
    expect(bg).toEqual({ visibility: 'visible', fit: 'cover', position: '20% 80%', parent: 'none' });
    expect(logs.some((line) => line.startsWith('error: [site-runtime] image: image feature failed'))).toBe(true);
    // The other chunks are not affected.
    await page.waitForSelector('#circle.loaded');
    expect(await page.$eval('#circle', (img) => getComputedStyle(img).clipPath)).toBe('circle(50%)');
    await context.close();
  });
});

describe('§8 messages: a bad image says why and breaks nothing else', () => {
  it('logs "Invalid or missing image source." (and nothing for a content-fit image without alignment: centred); the other images load', async () => {
    const { page, context, logs } = await visit(site, '/fixtures/image-cases.html');
    await blocksSettled(page);
    await settled(page);
    // Each console line is the message, then the Error and the element the funnel adds.
    const runtimeErrors = logs
      .filter((line) => line.startsWith('error: [site-runtime]'))
      .map((line) => line.split(' Error: ')[0]);
    expect(runtimeErrors).toEqual(['error: [site-runtime] image: Invalid or missing image source.']);
    expect(await page.getAttribute('#bad', 'src')).toBeNull();
    expect(await page.getAttribute('#bad', 'data-block-state')).toBe('ready');
    for (const id of ['good', 'unaligned', 'growing', 'filename', 'bg', 'circle']) {
      expect(await page.getAttribute(`#${id}`, 'class')).toBe('loaded');
    }
    // A picture the host does not have fails quietly: no marker left, not loaded.
    expect(await page.getAttribute('#broken', 'class')).toBe('');
    expect(await page.$eval('#unaligned', (img) => getComputedStyle(img).objectPosition)).toBe('50% 50%');
    await context.close();
  });
});
