/**
 * Mounting moves nothing (issue 24): every block type of the catalogue,
 * mounted on its real-variant fixture (the builder's markup in our own words;
 * an example page where no real variant is known), makes no layout shift,
 * inside the block or for the content below it.
 *
 * "During mount" exactly: the block's chunk is held back until the page has
 * settled and painted; the layout-shift total is read, the chunk let through,
 * and the total read again once the block is ready. Whatever moved before
 * (an image of the page, the loader's own work) is not the mount's.
 * Layout-shift entries are Chromium's; a shift caused by input does not count.
 */
import { BLOCKS } from '../../src/loader/catalogue/blocks';
import { layoutShiftTotal, manifestFiles, startSite, visit, type Site } from './harness';

/** Each block type: the page it is mounted on, and its root there. */
const MOUNTED: Record<string, [page: string, root: string]> = {
  accordion: ['/fixtures/accordion-71.html', '.accordion-block'],
  form: ['/fixtures/builder-form.html', '#block-form'],
  newsletter: ['/fixtures/builder-newsletter.html', '#block-news'],
  donation: ['/fixtures/donation.html', '.donation-block'],
  product: ['/fixtures/product-page-71.html', '.ProductItem'],
  // The theme reserves the toggle's row (docs/blocks/member-area.md): the example page's stylesheet does.
  'member-area': ['/member-area.html', '[data-block-type="67"]'],
  button: ['/button.html', '.button-block'],
  search: ['/search.html', '.search-block'],
  menu: ['/menu.html', '.menu-block'],
  animation: ['/fixtures/animation.html', '[data-animation-role]'],
  'text-shrink': ['/fixtures/builder-media.html', '#shrink'],
  marquee: ['/fixtures/marquee.html', '[data-block-type="70"]'],
  gallery: ['/fixtures/gallery-grid-70.html', '.gallery-block'],
  widget: ['/fixtures/summary-rendered.html', '[data-block-type="55"]'],
  video: ['/video.html', '#video-youtube'],
  audio: ['/fixtures/builder-media.html', '#block-audio'],
  map: ['/fixtures/builder-map.html', '#block-map'],
  'follow-button': ['/fixtures/builder-media.html', '#block-follow'],
  'opentable-v2': ['/fixtures/builder-media.html', '#block-opentable'],
  tock: ['/fixtures/builder-media.html', '#block-tock'],
  image: ['/fixtures/page-images.html', 'img[data-src]'],
  'image-block': ['/fixtures/builder-images.html', '#block-top'],
};

let site: Site;
beforeAll(async () => {
  site = await startSite('dist');
});
afterAll(() => site?.close());

it('has a page for every block type of the catalogue', () => {
  expect(Object.keys(MOUNTED).sort()).toEqual(BLOCKS.map((block) => block.name).sort());
});

/** The chunk a block's row loads (image-block shares the image block's). */
const chunkOf = (name: string) => manifestFiles().entries[BLOCKS.find((block) => block.name === name)?.chunk ?? name];

/** The elements the page's layout shifts moved, as `tag.class (value)`, newest last. */
const shiftSources = (page: import('playwright-core').Page, since: number) =>
  page.evaluate((from) => {
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = observer.takeRecords() as (PerformanceEntry & {
      value: number;
      sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    })[];
    observer.disconnect();
    return entries
      .filter((entry) => entry.startTime >= from)
      .flatMap((entry) =>
        (entry.sources ?? []).map((source) => {
          const node = source.node as Element | undefined;
          const name =
            node?.nodeType === 1 ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}` : '#text';
          return `${name} ${Math.round(source.previousRect.top)}→${Math.round(source.currentRect.top)} h ${Math.round(source.previousRect.height)}→${Math.round(source.currentRect.height)} (${entry.value.toFixed(4)})`;
        }),
      );
  }, since);

/** Two animation frames: what was laid out has been painted. */
const painted = `new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))`;

describe.each(Object.entries(MOUNTED))('%s', (name, [path, root]) => {
  it(`mounts on ${path} without moving anything`, async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const chunk = chunkOf(name);
    const { page, context } = await visit(site, path, {
      before: (p) => p.route(`**/${chunk}`, async (route) => (await held, route.continue())),
      waitUntil: 'domcontentloaded',
    });
    await page.waitForFunction(() => window.SiteRuntime?.state === 'initialised');
    // Bring the first root near the viewport (blocks that wait for it), let the page settle and paint.
    await page.$eval(root, (element) => element.scrollIntoView({ block: 'center' }));
    await page.waitForLoadState('load');
    await page.evaluate(painted);
    const before = await layoutShiftTotal(page);
    const releasedAt = await page.evaluate(() => performance.now());
    release();
    await page.waitForFunction((selector) => {
      const element = document.querySelector(selector)!;
      const state = (element.closest('[data-block-state]') ?? element).getAttribute('data-block-state');
      return state === 'ready' || state === 'failed';
    }, root);
    await page.evaluate(painted);
    const shift = (await layoutShiftTotal(page)) - before;
    // On a failure, what moved: the sources of the entries since the release.
    if (shift !== 0) expect(await shiftSources(page, releasedAt)).toEqual([]);
    expect(shift).toBe(0);
    await context.close();
  });
});
