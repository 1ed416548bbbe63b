import { create } from '../../../../src/blocks/gallery/designs/grid';
import { css, fakeGallery, normal, slideEls, tasks } from './fake-context';

const NINE = [
  '1500x1000',
  '1000x1500',
  '1200x1200',
  '1600x900',
  '900x1200',
  '2000x1000',
  '1500x1000',
  '1000x1500',
  '1200x1200',
];

describe('grid: fixed slides per row (§9: 4 per row)', () => {
  it('marks the container and lays the slides out 4 per row with a gutter of 1 % of the width by default', () => {
    const fake = fakeGallery({ dims: NINE });
    create(fake.context);
    expect(fake.container.classList.contains('sqs-gallery-design-grid')).toBe(true);
    expect(css(fake.container, 'display')).toBe('grid');
    expect(css(fake.container, 'grid-template-columns')).toBe(
      normal('grid-template-columns', 'repeat(4,minmax(0,1fr))'),
    );
    // 1cqw is 1 % of the width of the gallery's box, made a size container for it.
    expect(css(fake.container, 'gap')).toBe('1cqw');
    expect(css(fake.container.parentElement, 'container-type')).toBe('inline-size');
  });

  it('takes slidesPerRow and a gutter in pixels from the settings', () => {
    const fake = fakeGallery({ dims: NINE, settings: { slidesPerRow: 3, gutter: 12 } });
    create(fake.context);
    expect(css(fake.container, 'grid-template-columns')).toBe(
      normal('grid-template-columns', 'repeat(3,minmax(0,1fr))'),
    );
    expect(css(fake.container, 'gap')).toBe('12px');
    expect(fake.container.parentElement!.hasAttribute('style')).toBe(false);
  });
});

describe('grid: cells share one ratio and crop around the focal point', () => {
  it('square cells by default (imageAspectRatio Auto or absent)', () => {
    const fake = fakeGallery();
    create(fake.context);
    expect(slideEls(fake).map((s) => css(s, 'aspect-ratio'))).toEqual(Array(5).fill('1'));
  });

  it('imageAspectRatio sets every cell, square-thumbs squares them whatever it says', () => {
    const wide = fakeGallery({ settings: { aspectRatio: 1.5 } });
    create(wide.context);
    expect(css(slideEls(wide)[1], 'aspect-ratio')).toBe('1.5');
    const square = fakeGallery({ settings: { aspectRatio: 1.5, squareThumbs: true } });
    create(square.context);
    expect(css(slideEls(square)[1], 'aspect-ratio')).toBe('1');
  });

  it('images cover the cell, positioned so the focal point is as central as the crop allows', () => {
    const fake = fakeGallery({ dims: ['2000x1000', '1000x2000'], focal: '0.1,0.9' });
    create(fake.context);
    const [wide, tall] = fake.context.slides.map((s) => s.image);
    expect(css(wide, 'object-fit')).toBe('cover');
    expect([css(wide, 'position'), css(wide, 'width'), css(wide, 'height')]).toEqual(['absolute', '100%', '100%']);
    expect(css(wide, 'object-position')).toBe('0% 90%');
    expect(css(tall, 'object-position')).toBe('10% 100%');
  });
});

describe('grid: images fade in when they load, after a random delay up to 500 ms', () => {
  afterEach(() => jest.restoreAllMocks());

  it('hides each image until it loads, then fades it in with a delay of up to 500 ms', () => {
    jest.spyOn(Math, 'random').mockReturnValue(0.999);
    const fake = fakeGallery();
    create(fake.context);
    const image = fake.context.slides[0].image!;
    expect(css(image, 'opacity')).toBe('0');
    image.dispatchEvent(new Event('load'));
    expect(css(image, 'opacity')).toBe('1');
    expect(css(image, 'transition')).toBe('opacity .3s 500ms');
  });

  it('shows a broken image too (its alt text) rather than an empty cell', () => {
    const fake = fakeGallery();
    create(fake.context);
    const image = fake.context.slides[2].image!;
    image.dispatchEvent(new Event('error'));
    expect(css(image, 'opacity')).toBe('1');
  });

  it('under reduced motion, shows each image at once when it loads', () => {
    const fake = fakeGallery({ reducedMotion: true });
    create(fake.context);
    const image = fake.context.slides[0].image!;
    image.dispatchEvent(new Event('load'));
    expect([css(image, 'opacity'), css(image, 'transition')]).toEqual(['1', 'none']);
  });
});

describe('grid: lazy loading and destroy', () => {
  afterEach(() => void delete (window as { IntersectionObserver?: unknown }).IntersectionObserver);

  it('loads a slide through the block once it comes within 200 px of the viewport', async () => {
    let callback: IntersectionObserverCallback = () => {};
    const observed: Element[] = [];
    const margins: (string | undefined)[] = [];
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(cb: IntersectionObserverCallback, init: IntersectionObserverInit) {
        callback = cb;
        margins.push(init.rootMargin);
      }
      observe(element: Element) {
        observed.push(element);
      }
      unobserve() {}
      disconnect() {}
    };
    const fake = fakeGallery();
    const design = create(fake.context);
    expect(fake.loaded).toEqual([]);
    expect(observed).toEqual(slideEls(fake));
    expect(new Set(margins)).toEqual(new Set(['200px']));
    const entry = (target: Element, isIntersecting: boolean) =>
      ({ target, isIntersecting }) as unknown as IntersectionObserverEntry;
    callback([entry(observed[3], true), entry(observed[4], false)], {} as IntersectionObserver);
    // In a task of its own, so that fifty slides coming near at once make no long task.
    expect(fake.loaded).toEqual([]);
    await tasks();
    expect(fake.loaded).toEqual([3]);
    design.destroy();
  });

  it('loads each slide through the block without IntersectionObserver, one task each', async () => {
    const fake = fakeGallery();
    create(fake.context);
    await tasks();
    expect(fake.loaded).toEqual([0, 1, 2, 3, 4]);
  });

  it('destroy() restores the server markup exactly, stops listening and loading', async () => {
    const fake = fakeGallery({ dims: NINE, settings: { slidesPerRow: 3, aspectRatio: 1.5 } });
    const design = create(fake.context);
    design.destroy();
    await tasks();
    expect(fake.loaded).toEqual([]);
    expect(fake.root.outerHTML).toBe(fake.html);
    fake.context.slides[0].image!.dispatchEvent(new Event('load'));
    expect(fake.root.outerHTML).toBe(fake.html);
  });
});
