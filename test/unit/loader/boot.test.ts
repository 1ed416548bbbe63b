/**
 * The loader's boot (src/loader/boot.ts): the global, the queue of calls made
 * before the runtime starts (an async loader runs before DOMContentLoaded),
 * and what it starts before handing over to the runtime: the blocks the
 * first paint needs, each with all its chunks in one round, and their first
 * images.
 */

/** The document is still loading until `parsed()` is called, which fires DOMContentLoaded. */
function stillLoading() {
  const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
  return () => {
    readyState.mockRestore();
    document.dispatchEvent(new Event('DOMContentLoaded'));
  };
}
import type { BlockModule } from '../../../src/core/types';
import type { EncodedCatalogue } from '../../../src/loader/catalogue/encoded';
import { startImages } from '../../../src/loader/first-images';
import { advance } from '../fake-clock';
import { blockRoot, bootLoader, emptyCatalogue, fakeBlock, settle, shutDown, useFakeClock } from './helpers';

useFakeClock();

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  shutDown();
  jest.restoreAllMocks();
});

/** The loader's next frame: jsdom draws one every 16 ms, on the fake clock. */

/** jsdom lays nothing out: give an element a box. */
function place(element: Element, box: Partial<DOMRect>) {
  const { top = 0, left = 0, width = 0, height = 0 } = box;
  const rect = { x: left, y: top, top, left, width, height, right: left + width, bottom: top + height } as DOMRect;
  element.getBoundingClientRect = () => rect;
}

/**
 * A catalogue with an eager `form` (its set: `site`), a visible `gallery`
 * served by the bundle its design names (slideshow → `gallery-stacked`, else
 * `gallery-base`), and an idle `chart`.
 */
const catalogue = (): EncodedCatalogue => ({
  v: 'b7',
  d: [['site'], []],
  b: [
    ['form', ['', 9], 'eager', 0],
    ['gallery', [''], 'visible', 1, '.slide img', [{ slideshow: 'gallery-stacked' }, 'gallery-base']],
    ['chart', [''], 'idle', 1],
  ],
});

/** The fixture's site features (fixtures/features.ts), which the runtime requests in the same task. */
const FEATURES = new Set(['always', 'signed-in', 'flagged', 'query', 'search-page', 'element']);
/** The chunk names of `urls`, the features' left out: what boot asked for. */
const names = (urls: string[]) =>
  urls.map((url) => /chunks\/b7\/([^/?]+)\.js/.exec(url)![1]).filter((name) => !FEATURES.has(name));

describe('the global', () => {
  it('exists at once with the version, and with the context and state once the document is parsed', async () => {
    document.head.innerHTML = '<script type="application/json" id="site-context">{"website":{"id":"w9"}}</script>';
    const parsed = stillLoading();
    bootLoader();
    expect(window.SiteRuntime!.version).toBe('1.2.3');
    expect(window.SiteRuntime!.state).toBeUndefined();
    parsed();
    expect(window.SiteRuntime!.state).toBeUndefined();
    // In the next task: the runtime is in loader.js, and the scripts after it in this task are heard first.
    await advance(0);
    expect(window.SiteRuntime!.state).toBe('initialised');
    expect(window.SiteRuntime!.context.website.id).toBe('w9');
  });

  it('a second run logs "Detected second run" and does nothing else', () => {
    bootLoader();
    const first = window.SiteRuntime;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    bootLoader();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Detected second run'));
    expect(window.SiteRuntime).toBe(first);
  });

  it('calls made before the runtime starts are replayed in order; one taken back is not', async () => {
    const events: string[] = [];
    const block = fakeBlock('clock');
    document.body.append(blockRoot('clock'));
    const parsed = stillLoading();
    bootLoader();
    const api = window.SiteRuntime!;
    api.ready(() => events.push('ready 1'));
    const undo = api.ready(() => events.push('ready 2'));
    api.onDestroy(() => events.push('destroy'));
    api.register(block.descriptor);
    undo();
    // No services chunk in this test: the promise the caller held settles with the load's failure.
    const services = expect(api.services()).rejects.toThrow(/services\.js/);
    parsed();
    await settle();
    expect(events).toEqual(['ready 1']);
    expect(block.mounted).toHaveLength(1);
    api.destroy();
    expect(events).toEqual(['ready 1', 'destroy']);
    await services;
  });

  it('an onError listener added before the runtime starts hears what is reported after', async () => {
    document.body.innerHTML = '<div class="sqs-block clock-block" data-block-json="{bad"></div>';
    const parsed = stillLoading();
    bootLoader();
    const heard: string[] = [];
    window.SiteRuntime!.onError((_e, message, { block }) => heard.push(`${block}: ${message}`));
    window.SiteRuntime!.register({ name: 'clock', load: () => ({ mount: () => undefined }) });
    parsed();
    await settle();
    expect(heard).toEqual(['clock: malformed data-block-json']);
  });

  it('waits for DOMContentLoaded while the document is still loading', async () => {
    const parsed = stillLoading();
    bootLoader();
    await settle();
    expect(window.SiteRuntime!.state).toBeUndefined();
    parsed();
    await settle();
    expect(window.SiteRuntime!.state).toBe('initialised');
  });
});

// The runtime starts in the task after boot's: what a test sees right after bootLoader() is boot's alone.
describe('what the loader starts before its runtime runs', () => {
  const module: BlockModule = { mount: () => undefined };

  it('chunk URLs are chunks/{build}/{name}.js relative to the loader, not the page', () => {
    document.head.innerHTML = '<script src="https://cdn.example.net/rt/1.0/loader.js"></script>';
    document.body.append(blockRoot('form'));
    const { imported } = bootLoader({ ...emptyCatalogue(), b: [['form', [''], 'eager', 0]] }, { form: module });
    expect(imported[0]).toBe('https://cdn.example.net/rt/1.0/chunks/b1/form.js');
  });

  it('an eager block: its chunk imported and its set preloaded before the runtime is there', () => {
    document.body.append(blockRoot('form'));
    const { imported, preloaded } = bootLoader(catalogue(), { form: module });
    expect(names(imported)).toEqual(['form']);
    expect(names(preloaded())).toEqual(['site']);
    expect(document.querySelector('.form-block')!.getAttribute('data-block-state')).toBe('loading');
  });

  it('a visible block in view: the entry its configuration names, read as the block reads it, in one round', () => {
    const gallery = (json: string | null, design: string, top: number) => {
      const root = blockRoot('gallery', json ?? undefined);
      root.innerHTML = `<div class="sqs-gallery-container sqs-gallery-block-${design}"></div>`;
      place(root, { top, width: 800, height: 100 });
      return root;
    };
    document.body.append(
      // The JSON's design, any case and trimmed, before the class.
      gallery('{"design":" SlideShow "}', 'grid', 0),
      // Not a string, or empty: the class names it, as src/blocks/gallery/settings.ts reads it.
      gallery('{"design":7}', 'slideshow', 100),
      gallery('{"design":""}', 'slideshow', 200),
      // Not listed (grid) or none at all: the fallback.
      gallery(null, 'grid', 300),
      gallery('{}', '', 400),
    );
    const loaded = { 'gallery-stacked': module, 'gallery-base': module };
    const { imported, preloaded } = bootLoader(catalogue(), loaded);
    expect(names(imported)).toEqual(['gallery-stacked', 'gallery-base']);
    expect(names(preloaded())).toEqual([]);
  });

  it('leaves to the runtime a visible block out of view, an idle block and a malformed one', async () => {
    const below = blockRoot('gallery');
    place(below, { top: 5000, width: 800, height: 400 });
    const bad = blockRoot('form', '{oops');
    document.body.append(below, blockRoot('chart'), bad);
    const { imported } = bootLoader(catalogue(), { gallery: module, chart: module, form: module });
    expect(names(imported)).toEqual([]);
    expect(below.hasAttribute('data-block-state')).toBe(false);
    await settle();
    // The runtime took over: the malformed one failed.
    expect(bad.getAttribute('data-block-state')).toBe('failed');
  });

  it('data-load-on="eager" starts a root whose block would wait', () => {
    const chart = blockRoot('chart');
    chart.setAttribute('data-load-on', 'eager');
    document.body.append(chart);
    const { imported } = bootLoader(catalogue(), { chart: module });
    expect(names(imported)).toEqual(['chart']);
  });

  it('the runtime mounts what the loader started, without fetching it again', async () => {
    const block = fakeBlock('form');
    document.body.append(blockRoot('form', '{"a":1}'));
    const { imported } = bootLoader(catalogue(), { form: block.module });
    await settle();
    expect(names(imported).filter((name) => name === 'form')).toEqual(['form']);
    expect(block.mounted.map((m) => m.config)).toEqual([{ a: 1 }]);
    expect(document.querySelector('.form-block')!.getAttribute('data-block-state')).toBe('ready');
  });

  it('reads every box on the page before it writes anything, so the page is laid out once', () => {
    const galleries = [0, 1].map(() => {
      const gallery = blockRoot('gallery');
      gallery.innerHTML = '<div class="slide"><img data-src="/i/a.png" data-image-dimensions="1500x1000"></div>';
      document.body.append(gallery);
      return gallery;
    });
    const written = () =>
      galleries.some((gallery) => gallery.hasAttribute('data-block-state') || gallery.querySelector('img')!.sizes);
    const reads: boolean[] = [];
    const box = () => (reads.push(written()), { top: 0, bottom: 533, width: 800, height: 533 }) as DOMRect;
    for (const gallery of galleries)
      gallery.getBoundingClientRect = gallery.querySelector('img')!.getBoundingClientRect = box;
    const { imported } = bootLoader(
      { ...catalogue(), b: [['gallery', [''], 'visible', 1, '.slide:first-child img']] },
      { gallery: module },
    );
    expect(reads.length).toBeGreaterThanOrEqual(4);
    expect(reads).not.toContain(true);
    expect(names(imported)).toEqual(['gallery']);
    for (const gallery of galleries) {
      expect(gallery.getAttribute('data-block-state')).toBe('loading');
      expect(gallery.querySelector('img')!.sizes).toBe('800px');
    }
  });

  it('lays every grid gallery out before it reads a box, near the viewport or not (src/loader/gallery-cells.ts)', () => {
    const grid = (json: string, top: number) => {
      const root = blockRoot('gallery', json);
      root.innerHTML =
        '<div class="sqs-gallery-container sqs-gallery-block-grid"><div class="sqs-gallery">' +
        '<div class="slide"><img class="thumb-image" data-src="/i/a.png" data-image-dimensions="1500x1000"></div>' +
        '</div></div>';
      document.body.append(root);
      const reads: string[] = [];
      root.getBoundingClientRect = () => {
        reads.push(root.querySelector<HTMLElement>('.sqs-gallery')!.style.display);
        return { top, bottom: top + 300, width: 800, height: 300 } as DOMRect;
      };
      return { root, reads };
    };
    const near = grid('{"design":"grid","thumbnails-per-row":3,"aspect-ratio":"widescreen","padding":24}', 0);
    const far = grid('{"thumbnailsPerRow":2}', 5000);
    const slideshow = grid('{"design":"slideshow"}', 5000);
    bootLoader(catalogue(), { gallery: module });
    expect(near.reads).toEqual(['grid']);
    expect(near.root.querySelector<HTMLElement>('.sqs-gallery')!.style.gap).toBe('24px');
    expect(near.root.querySelector<HTMLElement>('.slide')!.style.getPropertyValue('aspect-ratio')).toBe(`${16 / 9}`);
    expect(far.root.querySelector<HTMLElement>('.sqs-gallery')!.style.display).toBe('grid');
    expect(far.root.hasAttribute('data-block-state')).toBe(false);
    expect(slideshow.root.querySelector('[style]')).toBeNull();
  });

  it('a gallery in view gets its first slide image started', () => {
    const gallery = blockRoot('gallery');
    gallery.innerHTML =
      '<div class="slide"><img data-src="/i/a.png" data-image-dimensions="1500x1000"></div><div class="slide"><img data-src="/i/b.png"></div>';
    place(gallery, { top: 0, width: 800, height: 600 });
    gallery.querySelectorAll('img').forEach((img) => place(img, { top: 0, width: 800, height: 533 }));
    document.body.append(gallery);
    bootLoader({ ...catalogue(), b: [['gallery', [''], 'visible', 1, '.slide:first-child img']] }, { gallery: module });
    const [first, second] = gallery.querySelectorAll('img');
    expect(first.sizes).toBe('800px');
    expect(first.getAttribute('srcset')).toBe(
      '/i/a.png?format=1500w 1500w, /i/a.png?format=1000w 1000w, /i/a.png?format=750w 750w, /i/a.png?format=500w 500w, /i/a.png?format=300w 300w, /i/a.png?format=100w 100w',
    );
    expect(second.hasAttribute('srcset')).toBe(false);
  });
});

describe('first images (README "First images")', () => {
  const start = (img: HTMLImageElement) => startImages(img, '', window).forEach((write) => write());
  function image(attributes: string, box: Partial<DOMRect> = { top: 10, width: 400, height: 300 }) {
    document.body.innerHTML = `<div class="frame"><img ${attributes}></div>`;
    const img = document.querySelector('img')!;
    place(img, box);
    place(img.parentElement!, { top: 10, width: 400, height: 200 });
    return img;
  }

  it('a plain image in view: sizes from its box, srcset of the host widths up to its own, high priority', () => {
    const img = image('data-src="/p.jpg?x=1" data-image-dimensions="800x600"');
    start(img);
    expect(img.sizes).toBe('400px');
    expect(img.getAttribute('srcset')).toBe(
      '/p.jpg?x=1&format=750w 750w, /p.jpg?x=1&format=500w 500w, /p.jpg?x=1&format=300w 300w, /p.jpg?x=1&format=100w 100w',
    );
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('a filled image is drawn in its parent box, wider than the box when it must cover it', () => {
    // 2:1 picture covering a 400×200 frame: drawn 400 wide; in a 400×400 frame it would be 800.
    const img = image('data-src="/p.jpg" data-mode="fill" data-image-dimensions="2000x1000"');
    img.parentElement!.getBoundingClientRect = () => ({ top: 0, bottom: 400, width: 400, height: 400 }) as DOMRect;
    start(img);
    expect(img.sizes).toBe('800px');
  });

  it("reads the fit mode as the image loader does: a content-fill parent (the builder's older markup) covers", () => {
    const img = image('data-src="/p.jpg" data-image-dimensions="2000x1000"');
    img.parentElement!.className = 'content-fill';
    img.parentElement!.getBoundingClientRect = () => ({ top: 0, bottom: 400, width: 400, height: 400 }) as DOMRect;
    start(img);
    expect(img.sizes).toBe('800px');
  });

  it.each([
    ['below the lazy margin', 'data-src="/p.jpg"', { top: 2000, width: 400, height: 300 }],
    ['with a src the server wrote', 'data-src="/p.jpg" src="/p.jpg?format=500w"', undefined],
    ['with a srcset the server wrote', 'data-src="/p.jpg" srcset="/p.jpg?format=500w 500w"', undefined],
    ['with a device-pixel-ratio bound', 'data-src="/p.jpg" data-dpr-max="1"', undefined],
    ['in the filename size format', 'data-src="/p.jpg" data-size-format="filename"', undefined],
    ['with a shape mask', 'data-src="/p.jpg" data-shape-mask="circle"', undefined],
    ['without a data-src', 'alt=""', undefined],
  ])('left to the image loader: an image %s', (_label, attributes, box) => {
    const img = image(attributes, box);
    const before = img.getAttribute('srcset');
    start(img);
    expect(img.getAttribute('srcset')).toBe(before);
    expect(img.hasAttribute('sizes')).toBe(false);
  });

  it('none under Save-Data', () => {
    const img = image('data-src="/p.jpg"');
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    try {
      start(img);
      expect(img.hasAttribute('srcset')).toBe(false);
    } finally {
      delete (navigator as unknown as Record<string, unknown>).connection;
    }
  });
});
