import { createGallery, type GalleryParts } from '../../../../src/blocks/gallery/gallery';
import { mount } from '../../../../src/blocks/gallery/index';
import { readSettings } from '../../../../src/blocks/gallery/settings';
import type { Features } from '../../../../src/blocks/gallery/features';
import * as thumbnails from '../../../../src/blocks/gallery/thumbnails';
import * as autoplay from '../../../../src/blocks/gallery/autoplay';
import * as historyWriter from '../../../../src/blocks/gallery/history-writer';
import { createLightboxBridge } from '../../../../src/blocks/gallery/lightbox-bridge';
import { readSlides } from '../read-slides';
import { slideFromLocation } from '../../../../src/blocks/gallery/history';
import { slideElements } from '../../../../src/blocks/gallery/slides';
import { snapshotMarkup } from '../../../../src/blocks/gallery/snapshot';
import type { LightboxOptions } from '../../../../src/shared/lightbox/types';
import type { Design, DesignContext, DesignModule } from '../../../../src/blocks/gallery/types';
import { runUnmount } from '../../../../src/loader/runtime/unmount';
import { loadImage } from '../../../../src/shared/image/load';
import { blockContext, fakeDesign, flush, galleryRoot, key, markup, type MarkupOptions } from './helpers';

// The image loader is someone else's chunk: here it only records.
jest.mock('../../../../src/shared/image/load', () => ({
  loadImage: jest.fn(() => true),
  whenNear: jest.fn((_element: Element, near: () => void) => (near(), () => {})),
}));

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
  jest.clearAllMocks();
});

/** A fake lightbox chunk that records each open. */
function fakeLightbox() {
  const opens: LightboxOptions[] = [];
  const handle = { index: 0, goTo: jest.fn(), close: jest.fn(), destroy: jest.fn() };
  const load = jest.fn(async () => ({
    openLightbox: (_doc: Document, options: LightboxOptions) => (opens.push(options), handle),
  }));
  return { opens, handle, load };
}

interface Built {
  root: HTMLElement;
  gallery: { destroy(): void };
  design: ReturnType<typeof fakeDesign>;
  reports: { error: unknown; message?: string }[];
  before: string;
  slides: HTMLElement[];
}

/** The parts index.ts would hand createGallery for `root`, with `design` and the given optional modules. */
function partsFor(
  root: HTMLElement,
  design: DesignModule,
  { features = {}, strip }: { features?: Features; strip?: DesignModule } = {},
): GalleryParts {
  const { context } = blockContext(root);
  const box = root.querySelector<HTMLElement>('.sqs-gallery-container')!;
  const container = box.querySelector<HTMLElement>('.sqs-gallery')!;
  const settings = readSettings(context.config, box.className, context.report);
  const stripElement = root.querySelector<HTMLElement>('.sqs-gallery-thumbnails');
  return {
    root,
    box,
    container,
    settings,
    slides: readSlides(container),
    start: slideFromLocation(window.location, slideElements(container), settings.lightbox),
    page: context.page,
    inEditor: false,
    report: context.report,
    design,
    strip:
      stripElement && strip ? { element: stripElement, design: strip, slides: readSlides(stripElement) } : undefined,
    features,
    load: jest.fn(),
    restore: snapshotMarkup(root),
  };
}

/** Builds a gallery through createGallery with a fake design (and optional fake strip design and lightbox). */
async function build(
  options: MarkupOptions & { designExtra?: Partial<Design>; features?: Features; strip?: DesignModule } = {},
): Promise<Built> {
  const root = galleryRoot(options);
  const before = markup(root);
  const design = fakeDesign(options.designExtra);
  const parts = partsFor(root, design.module, options);
  const reports: Built['reports'] = [];
  const gallery = await createGallery({ ...parts, report: (error, message) => void reports.push({ error, message }) });
  return {
    root,
    gallery,
    design,
    reports,
    before,
    slides: Array.from(root.querySelectorAll<HTMLElement>('.sqs-gallery > .slide')),
  };
}

const active = (slides: HTMLElement[]) => slides.map((slide) => slide.classList.contains('sqs-active-slide'));

/** Puts `root` in the jsdom viewport: the arrow keys move only a gallery in view. */
const inView = (root: Element) =>
  (root.getBoundingClientRect = () => ({ top: 0, bottom: 300, left: 0, right: 800 }) as DOMRect);

describe('mount through the block entry', () => {
  it('mounts the base design for the stacked block design and loads every image as it comes near', async () => {
    const root = galleryRoot({ design: 'stacked' });
    const { context, reports } = blockContext(root);
    const unmount = await mount(root, context);
    expect(root.querySelector('.sqs-gallery')!.classList.contains('sqs-gallery-design-base')).toBe(true);
    expect(loadImage).toHaveBeenCalledTimes(5);
    expect((loadImage as jest.Mock).mock.calls[0][1]).toMatchObject({ force: true });
    expect(reports).toEqual([]);
    runUnmount(unmount);
  });
  it("hands the block's report to the image loader: a slide image's failure reaches the funnel", async () => {
    const root = galleryRoot({ design: 'stacked' });
    const { context, reports } = blockContext(root);
    const unmount = await mount(root, context);
    const { report } = (loadImage as jest.Mock).mock.calls[0][1] as { report(error: unknown, message: string): void };
    report(new Error('no source'), 'Invalid or missing image source.');
    expect(reports.map((r) => r.message)).toEqual(['Invalid or missing image source.']);
    runUnmount(unmount);
  });
  it.each([
    ['mixedContent', false],
    ['mixedContent', 'false'],
  ])(
    '%s %j: an images-only gallery leaves its video slide out (hidden, not loaded or counted), back on unmount',
    async (key, value) => {
      const root = galleryRoot({
        design: 'stacked',
        json: { [key]: value },
        slide: (i) => (i === 1 ? 'data-type="video"' : ''),
      });
      const before = markup(root);
      const { context, reports } = blockContext(root);
      const unmount = await mount(root, context);
      const slides = Array.from(root.querySelectorAll<HTMLElement>('.sqs-gallery > .slide'));
      expect(slides.map((slide) => slide.hidden)).toEqual([false, true, false, false, false]);
      expect(loadImage).toHaveBeenCalledTimes(4);
      expect(reports).toEqual([]);
      runUnmount(unmount);
      expect(markup(root)).toBe(before);
    },
  );
  it.each([{}, { mixedContent: true }, { mixedContent: 'sometimes' }])(
    'mixed content %j (the default; an unknown value falls back to it): the video slide takes part',
    async (json) => {
      const root = galleryRoot({ design: 'stacked', json, slide: (i) => (i === 1 ? 'data-type="video"' : '') });
      const unmount = await mount(root, blockContext(root).context);
      expect(Array.from(root.querySelectorAll<HTMLElement>('.sqs-gallery > .slide')).some((s) => s.hidden)).toBe(false);
      expect(loadImage).toHaveBeenCalledTimes(5);
      runUnmount(unmount);
    },
  );
  it('an unknown design rejects with "No gallery design found by that name: {name}"', async () => {
    const root = galleryRoot({ json: { design: 'spiral' } });
    const before = markup(root);
    await expect(mount(root, blockContext(root).context)).rejects.toThrow(
      'No gallery design found by that name: spiral',
    );
    expect(markup(root)).toBe(before);
  });
  it('a missing container rejects with "No valid HTMLElement node was supplied!" (spec §8)', async () => {
    const root = galleryRoot();
    root.querySelector('.sqs-gallery')!.remove();
    await expect(mount(root, blockContext(root).context)).rejects.toThrow('No valid HTMLElement node was supplied!');
  });
  it("data of the wrong shape logs 'Error evaluating gallery block data.' and still mounts", async () => {
    const root = galleryRoot({ design: 'stacked', json: { lightbox: 'often' } });
    const { context, reports } = blockContext(root);
    const unmount = await mount(root, context);
    expect(reports.map((report) => report.message)).toEqual(['Error evaluating gallery block data.']);
    runUnmount(unmount);
  });
  it('destroy() after mount and interaction restores the server markup exactly', async () => {
    const root = galleryRoot({ design: 'stacked', json: { lightbox: true, historyHash: true } });
    const before = markup(root);
    const unmount = await mount(root, blockContext(root).context);
    expect(markup(root)).not.toBe(before);
    root.querySelector('.slide')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    runUnmount(unmount);
    expect(markup(root)).toBe(before);
  });
});

describe('the active slide and the DOM events (spec §4)', () => {
  it('.sqs-active-slide marks the current slide only', async () => {
    const { slides, root } = await build();
    expect(active(slides)).toEqual([true, false, false, false, false]);
    root.querySelector<HTMLElement>('.next')!.click();
    expect(active(slides)).toEqual([false, true, false, false, false]);
  });
  it('site-runtime:gallery-change {index, previous, source} bubbles from the root', async () => {
    const { root } = await build();
    const seen: unknown[] = [];
    document.addEventListener('site-runtime:gallery-change', (event) => seen.push((event as CustomEvent).detail));
    root.querySelector<HTMLElement>('.next')!.click();
    root.querySelector<HTMLElement>('.previous')!.click();
    expect(seen).toEqual([
      { index: 1, previous: 0, source: 'control' },
      { index: 0, previous: 1, source: 'control' },
    ]);
  });
  it('without loop: disabled class and aria-disabled at the ends, reached events bubbling', async () => {
    const { root } = await build({ json: { loop: false }, slides: 2 });
    const previous = root.querySelector<HTMLElement>('.previous')!;
    const next = root.querySelector<HTMLElement>('.next')!;
    const reached: string[] = [];
    for (const name of ['reached-end', 'reached-beginning'])
      document.addEventListener(`site-runtime:gallery-${name}`, () => reached.push(name));
    expect([previous.classList.contains('disabled'), next.classList.contains('disabled')]).toEqual([true, false]);
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    previous.click();
    next.click();
    expect([previous.classList.contains('disabled'), next.classList.contains('disabled')]).toEqual([false, true]);
    next.click();
    expect(reached).toEqual(['reached-beginning', 'reached-end']);
  });
  it('with loop the controls are never disabled', async () => {
    const { root } = await build();
    expect(root.querySelector('.disabled')).toBeNull();
  });
  it('a design that owns its controls wires them itself', async () => {
    const { root, slides } = await build({ designExtra: { ownsControls: true } });
    root.querySelector<HTMLElement>('.next')!.click();
    expect(active(slides)[0]).toBe(true);
  });
});

describe('controls and slides are keyboard-operable', () => {
  it('controls that are not buttons become role=button, tabindex=0, and Enter/Space activate them', async () => {
    const { root, slides } = await build({ controls: 'divs' });
    const next = root.querySelector<HTMLElement>('.next')!;
    expect(next.getAttribute('role')).toBe('button');
    expect(next.tabIndex).toBe(0);
    key(next, 13);
    key(next, 32);
    expect(active(slides)[2]).toBe(true);
  });
  it('controls without text get an accessible name', async () => {
    const root = galleryRoot();
    root.querySelector('.next')!.textContent = '';
    await createGallery(partsFor(root, fakeDesign().module));
    expect(root.querySelector('.next')!.getAttribute('aria-label')).toBe('Next slide');
    expect(root.querySelector('.previous')!.hasAttribute('aria-label')).toBe(false);
  });
  it('the arrow keys move a slideshow in view', async () => {
    const { slides, root } = await build();
    inView(root);
    key(document.body, 39);
    expect(active(slides)[1]).toBe(true);
  });
});

describe('WAI-ARIA carousel pattern for one-at-a-time designs', () => {
  it('region "carousel" named Gallery, slides "n of N" groups, others hidden and inert (stacked), polite live region', async () => {
    jest.useFakeTimers();
    const { root, slides } = await build();
    jest.advanceTimersByTime(50); // the slides not shown are labelled when the browser is idle
    jest.useRealTimers();
    expect(root.getAttribute('role')).toBe('region');
    expect(root.getAttribute('aria-roledescription')).toBe('carousel');
    expect(root.getAttribute('aria-label')).toBe('Gallery');
    expect(
      slides.map((slide) => [
        slide.getAttribute('role'),
        slide.getAttribute('aria-roledescription'),
        slide.getAttribute('aria-label'),
      ])[1],
    ).toEqual(['group', 'slide', '2 of 5']);
    expect(slides.map((slide) => slide.hasAttribute('inert'))).toEqual([false, true, true, true, true]);
    expect(slides[1].getAttribute('aria-hidden')).toBe('true');
    expect(root.querySelector('.sqs-gallery')!.getAttribute('aria-live')).toBe('polite');
    root.querySelector<HTMLElement>('.next')!.click();
    expect(slides.map((slide) => slide.hasAttribute('inert'))).toEqual([true, false, true, true, true]);
    expect(slides[1].hasAttribute('aria-hidden')).toBe(false);
  });
  it('the block heading before the slides names the carousel (aria-labelledby, with an id it gets if it has none)', async () => {
    const root = galleryRoot();
    root.insertAdjacentHTML('afterbegin', '<h2>Our trips</h2>');
    root.insertAdjacentHTML('beforeend', '<h3>After the slides</h3>');
    const heading = root.querySelector('h2')!;
    await createGallery(partsFor(root, fakeDesign().module));
    expect(heading.id).toBe('gallery-heading-1');
    expect(root.getAttribute('aria-labelledby')).toBe('gallery-heading-1');
    expect(root.hasAttribute('aria-label')).toBe(false);
  });
  it('each carousel on the page has its own name (axe landmark-unique), the same whatever order they mount in', async () => {
    const roots = ['', '', '<h2 id="trips">Trips</h2>', '<h2>Trips</h2>', '', '<h3>Boats</h3>'].map((heading) => {
      const root = galleryRoot();
      root.insertAdjacentHTML('afterbegin', heading);
      return root;
    });
    for (const root of [...roots].reverse()) await createGallery(partsFor(root, fakeDesign().module));
    const names = roots.map((root) => root.getAttribute('aria-label') || `#${root.getAttribute('aria-labelledby')}`);
    expect(names).toEqual(['Gallery 1', 'Gallery 2', 'Trips 3', 'Trips 4', 'Gallery 5', '#gallery-heading-1']);
  });
  it("the block's own aria-label names it when it has no heading", async () => {
    const root = galleryRoot();
    root.setAttribute('aria-label', 'Portfolio');
    await createGallery(partsFor(root, fakeDesign().module));
    expect(root.getAttribute('aria-label')).toBe('Portfolio');
  });
  it('a strip (slider) is a carousel too, but its neighbours stay visible', async () => {
    const { root, slides } = await build({ design: 'slider' });
    expect(root.getAttribute('aria-roledescription')).toBe('carousel');
    expect(slides.some((slide) => slide.hasAttribute('inert'))).toBe(false);
  });
  it('a design may say it is a carousel or not', async () => {
    expect((await build({ design: 'grid', designExtra: { carousel: true } })).root.getAttribute('role')).toBe('region');
    expect((await build({ designExtra: { carousel: false } })).root.hasAttribute('role')).toBe(false);
  });
});

describe('the lightbox', () => {
  async function withLightbox(json: Record<string, unknown> = {}, design = 'grid') {
    const lightbox = fakeLightbox();
    const features: Features = {
      lightbox: {
        createLightboxBridge: (ctx: DesignContext, onOpen: (open: boolean) => void, carousel?: boolean) =>
          createLightboxBridge(ctx, onOpen, carousel, lightbox.load),
      } as unknown as Features['lightbox'],
    };
    return { ...(await build({ design, json: { lightbox: true, ...json }, features })), lightbox };
  }
  it('grid slides are focusable buttons named by their title (plain without the lightbox); carousel slides stay groups', async () => {
    const on = await withLightbox();
    expect(on.root.hasAttribute('role')).toBe(false);
    expect([on.slides[0].getAttribute('role'), on.slides[0].tabIndex, on.slides[0].getAttribute('aria-label')]).toEqual(
      ['button', 0, 'Title 1'],
    );
    const off = await build({ design: 'grid' });
    expect(off.slides[0].hasAttribute('role')).toBe(false);
    const carousel = await withLightbox({}, 'slideshow');
    expect([
      carousel.slides[0].getAttribute('role'),
      carousel.slides[0].tabIndex,
      carousel.slides[0].getAttribute('aria-label'),
    ]).toEqual(['group', 0, '1 of 5']);
  });
  it('is not fetched at mount, but on hover intent over a slide', async () => {
    const { slides, lightbox } = await withLightbox();
    expect(lightbox.load).not.toHaveBeenCalled();
    slides[0].dispatchEvent(new Event('pointerover', { bubbles: true }));
    slides[1].dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(lightbox.load).toHaveBeenCalledTimes(1);
  });
  it('a click on a slide opens it there with the slides as items, and the gallery follows its changes', async () => {
    const { slides, lightbox } = await withLightbox({ lightboxTheme: 'light' });
    slides[2].click();
    await flush();
    const [options] = lightbox.opens;
    expect(options).toMatchObject({ index: 2, theme: 'light', title: 'Gallery', opener: slides[2] });
    expect(options.items[0]).toEqual({
      id: 'id-1',
      src: '/images/p1-1500x1000.png',
      sizeFormat: 'queryString',
      width: 1500,
      height: 1000,
      alt: 'Photo 1',
      title: 'Title 1',
      description: 'Description 1',
      type: 'image',
    });
    expect(active(slides)[2]).toBe(true);
    options.onChange!(4);
    expect(active(slides)[4]).toBe(true);
  });
  it('Enter on a slide opens it; a second click while open does nothing', async () => {
    const { slides, lightbox } = await withLightbox();
    key(slides[1], 13);
    await flush();
    slides[3].click();
    await flush();
    expect(lightbox.opens.map((o) => o.index)).toEqual([1]);
    lightbox.opens[0].onClose!();
    slides[3].click();
    await flush();
    expect(lightbox.opens.map((o) => o.index)).toEqual([1, 3]);
  });
  it('the arrow keys leave the gallery alone while the lightbox is open', async () => {
    const { slides, root } = await withLightbox({}, 'slideshow');
    inView(root);
    slides[0].click();
    await flush();
    key(document.body, 39);
    expect(active(slides)[0]).toBe(true);
  });
  it('the hash itemId opens it on load; destroy closes it at once', async () => {
    window.history.replaceState(null, '', '/gallery#itemId=id-4');
    const { slides, lightbox, gallery } = await withLightbox();
    await flush();
    expect(lightbox.opens.map((o) => o.index)).toEqual([3]);
    expect(active(slides)[3]).toBe(true);
    gallery.destroy();
    expect(lightbox.handle.destroy).toHaveBeenCalled();
  });
  it('a hostile hash opens nothing and moves nothing', async () => {
    window.history.replaceState(null, '', `/gallery#itemId=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    const { slides, lightbox } = await withLightbox();
    await flush();
    expect(lightbox.load).not.toHaveBeenCalled();
    expect(active(slides)[0]).toBe(true);
    expect(document.querySelector('img[src=x]')).toBeNull();
  });
  it('a failed chunk load is reported, and the next open tries again', async () => {
    const { slides, lightbox, reports } = await withLightbox();
    lightbox.load.mockRejectedValueOnce(new Error('offline'));
    slides[0].click();
    await flush();
    expect(reports.map((r) => r.message)).toEqual(['lightbox failed to open']);
    slides[0].click();
    await flush();
    expect(lightbox.opens).toHaveLength(1);
  });
});

describe('the address jumps to a slide (spec §2)', () => {
  it('the hash itemId selects the first slide without the lightbox', async () => {
    window.history.replaceState(null, '', '/page#itemId=photo-3');
    expect(active((await build()).slides)[2]).toBe(true);
  });
  it('history writes the slide when historyHash is on', async () => {
    jest.useFakeTimers();
    const { root } = await build({ json: { historyHash: true }, features: { history: historyWriter } });
    root.querySelector<HTMLElement>('.next')!.click();
    jest.advanceTimersByTime(300);
    expect(window.location.hash).toBe('#itemId=id-2');
    jest.useRealTimers();
  });
});

describe('a slideshow and its thumbnail strip stay linked', () => {
  function strip() {
    const shows: number[] = [];
    const module: DesignModule = {
      create: () => ({
        show: (index) => void shows.push(index),
        destroy() {},
        ownsClicks: true,
        layout: () => shows.push(-1),
      }),
    };
    return { module, shows };
  }
  it('both ways, thumbnails are buttons and carry the active class', async () => {
    const thumbs = strip();
    const { root, slides } = await build({ thumbnails: true, strip: thumbs.module, features: { thumbnails } });
    const strips = Array.from(root.querySelectorAll<HTMLElement>('.sqs-gallery-thumbnails > .slide'));
    root.querySelector<HTMLElement>('.next')!.click();
    expect(active(strips)[1]).toBe(true);
    expect(thumbs.shows).toEqual([1]);
    expect([strips[3].getAttribute('role'), strips[3].getAttribute('aria-label'), strips[3].tabIndex]).toEqual([
      'button',
      '4 of 5',
      0,
    ]);
    inView(root);
    key(document.body, 39);
    expect(active(strips)[2]).toBe(true);
    expect(active(slides)[2]).toBe(true);
  });
  it.each([
    [{}, 0],
    [{ 'thumbnail-strip-margin': 6 }, 6],
    [{ thumbnailStripMargin: '8' }, 8],
    [{ thumbnailStripMargin: 'wide' }, 0],
  ])('thumbnail strip margin %j: %d px between the thumbnails (the strip design gutter)', async (json, gap) => {
    const gutters: unknown[] = [];
    const module: DesignModule = {
      create: (context) => (gutters.push(context.settings.gutter ?? 0), { show() {}, destroy() {}, ownsClicks: true }),
    };
    await build({ thumbnails: true, json, strip: module, features: { thumbnails } });
    expect(gutters).toEqual([gap]);
  });
  it('resizes re-lay out both, debounced by 100 ms', async () => {
    jest.useFakeTimers();
    const thumbs = strip();
    const { design } = await build({
      thumbnails: true,
      strip: thumbs.module,
      features: { thumbnails },
      designExtra: { layout: jest.fn() },
    });
    for (let i = 0; i < 5; i++) window.dispatchEvent(new Event('resize'));
    jest.advanceTimersByTime(99);
    expect(thumbs.shows).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(thumbs.shows).toEqual([-1]);
    window.dispatchEvent(new Event('orientationchange'));
    jest.advanceTimersByTime(100);
    expect(thumbs.shows).toEqual([-1, -1]);
    expect(design).toBeDefined();
    jest.useRealTimers();
  });
});

describe('autoplay in the block', () => {
  it('adds the pause button to the controls and turns the live region off while it runs', async () => {
    jest.useFakeTimers();
    const { root, slides } = await build({ json: { autoplay: true }, features: { autoplay } });
    const button = root.querySelector<HTMLButtonElement>('.sqs-gallery-controls .sqs-gallery-autoplay-toggle')!;
    expect(button.getAttribute('aria-label')).toBe('Pause slideshow');
    expect(root.querySelector('.sqs-gallery')!.getAttribute('aria-live')).toBe('off');
    jest.advanceTimersByTime(5000);
    expect(active(slides)[1]).toBe(true);
    button.click();
    expect(root.querySelector('.sqs-gallery')!.getAttribute('aria-live')).toBe('polite');
    jest.useRealTimers();
  });
});

describe('destroy() restores the server markup exactly', () => {
  it('after moves, autoplay, a strip, and a design that forgot its own cleanup', async () => {
    jest.useFakeTimers();
    const messy: Partial<Design> = {};
    const thumbs: DesignModule = { create: () => ({ show() {}, destroy() {} }) };
    const built = await build({
      thumbnails: true,
      strip: thumbs,
      controls: 'divs',
      json: { autoplay: true, loop: false, lightbox: true },
      features: { thumbnails, autoplay },
      designExtra: messy,
    });
    const { root, gallery, before, slides } = built;
    // The "design" leaves a wrapper, an inline style and a class behind.
    const track = document.createElement('div');
    track.className = 'track';
    root.querySelector('.sqs-gallery')!.prepend(track);
    slides[0].style.transform = 'translateX(10px)';
    slides[1].classList.add('leftover');
    root.querySelector<HTMLElement>('.next')!.click();
    jest.advanceTimersByTime(5000);
    gallery.destroy();
    expect(markup(root)).toBe(before);
    jest.useRealTimers();
  });
  it('puts back the very same nodes, even those a design moved into a wrapper (a strip track)', async () => {
    const { root, gallery, before, slides } = await build();
    const container = root.querySelector('.sqs-gallery')!;
    const track = document.createElement('div');
    container.prepend(track);
    slides.forEach((slide) => track.appendChild(slide));
    slides[2].querySelector('img')!.setAttribute('src', '/images/p3-1500x1000.png?format=750w');
    gallery.destroy();
    expect(markup(root)).toBe(before);
    expect(Array.from(container.children)).toEqual(slides);
    expect(slides[2].querySelector('img')!.hasAttribute('src')).toBe(false);
  });
  it('stops listening: no key, click or timer moves anything afterwards', async () => {
    jest.useFakeTimers();
    const { root, gallery, slides } = await build({ json: { autoplay: true }, features: { autoplay } });
    gallery.destroy();
    inView(root);
    key(document.body, 39);
    root.querySelector<HTMLElement>('.next')!.click();
    jest.advanceTimersByTime(20000);
    expect(active(slides)).toEqual([false, false, false, false, false]);
    jest.useRealTimers();
  });
  it('a design whose create() throws leaves the markup as it was and the error goes to the registry', async () => {
    const root = galleryRoot();
    const before = markup(root);
    const failing: DesignModule = {
      create(ctx) {
        ctx.container.classList.add('half-done');
        throw new Error('Could not find transition named wobble');
      },
    };
    await expect(createGallery(partsFor(root, failing))).rejects.toThrow('Could not find transition named wobble');
    expect(markup(root)).toBe(before);
  });
  it('keeps the registry’s data-block-state', async () => {
    const root = galleryRoot();
    root.setAttribute('data-block-state', 'loading');
    const gallery = await createGallery(partsFor(root, fakeDesign().module));
    root.setAttribute('data-block-state', 'ready');
    gallery.destroy();
    expect(root.getAttribute('data-block-state')).toBe('ready');
  });
});
