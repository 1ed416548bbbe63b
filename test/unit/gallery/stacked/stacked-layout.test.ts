import fc from 'fast-check';
import { create } from '../../../../src/blocks/gallery/designs/stacked';
import { boxRatio } from '../../../../src/blocks/gallery/designs/stacked/layout';
import {
  fakeContext,
  flush,
  installAnimate,
  mountDesign,
  mountReady,
  setBox,
  settingsOf,
  tasks,
  visibleSlides,
} from './fake-context';
import { readSlides } from '../read-slides';
import { galleryHtml } from './fake-context';
import { useFakeClock } from '../../fake-clock';

useFakeClock();

describe('stacked layout (§4 Gallery: one slide at a time)', () => {
  it('marks the container and every slide with the design classes', () => {
    const fake = fakeContext();
    mountDesign(fake, create);
    expect(fake.container.classList).toContain('sqs-gallery-design-stacked');
    expect(fake.slides.every((slide) => slide.element.classList.contains('sqs-gallery-design-stacked-slide'))).toBe(
      true,
    );
  });

  it('stacks the slides in the container and shows only the current one', () => {
    const fake = fakeContext({ start: 2 });
    mountDesign(fake, create);
    expect(fake.container.style.position).toBe('relative');
    expect(
      fake.slides.every(
        ({ element }) =>
          element.style.position === 'absolute' && element.style.width === '100%' && element.style.height === '100%',
      ),
    ).toBe(true);
    expect(visibleSlides(fake)).toEqual([2]);
  });

  it('fits each image: cover around the focal point with auto-crop, whole and centred without', () => {
    const cropped = fakeContext({ settings: { aspectRatio: 1 }, slides: [{ dims: '2000x1000', focal: '0.9,0.5' }] });
    mountDesign(cropped, create);
    const image = cropped.slides[0].image!;
    expect(image.style.objectFit).toBe('cover');
    expect(image.style.objectPosition).toBe('100% 50%');
    const whole = fakeContext({
      settings: { aspectRatio: 1, autoCrop: false },
      slides: [{ dims: '2000x1000', focal: '0.9,0.5' }],
    });
    mountDesign(whole, create);
    expect(whole.slides[0].image!.style.objectFit).toBe('contain');
    expect(whole.slides[0].image!.style.objectPosition).toBe('50% 50%');
  });
});

describe('box height, reserved before images load (§9 Stacked: autoHeight true)', () => {
  it("takes the block's aspect ratio when it has one", () => {
    const fake = fakeContext({ settings: { aspectRatio: 1.5 }, slides: [{ dims: '1000x1000' }, { dims: '500x1000' }] });
    mountDesign(fake, create);
    expect(fake.container.style.aspectRatio).toBe('1.5');
    fake.engine.next();
    expect(fake.container.style.aspectRatio).toBe('1.5');
  });

  it("follows the current slide's dimensions with autoHeight", async () => {
    const fake = fakeContext({ slides: [{ dims: '1600x800' }, { dims: '500x1000' }] });
    mountDesign(fake, create);
    expect(fake.container.style.aspectRatio).toBe('2');
    fake.engine.next();
    await flush();
    expect(fake.container.style.aspectRatio).toBe('0.5');
  });

  it('keeps the first slide ratio without autoHeight', () => {
    const fake = fakeContext({
      designOptions: { autoHeight: false },
      slides: [{ dims: '1600x800' }, { dims: '500x1000' }],
    });
    mountDesign(fake, create);
    fake.engine.next();
    expect(fake.container.style.aspectRatio).toBe('2');
  });

  it('is 16:9 when no dimension is known (a video), else the first known one', () => {
    document.body.innerHTML = galleryHtml([{ type: 'video' }, { dims: '1200x900' }]);
    const slides = readSlides(document.querySelector('.sqs-gallery')!);
    expect(boxRatio(slides, settingsOf(), true, 0)).toBeCloseTo(4 / 3);
    expect(boxRatio(slides.slice(0, 1), settingsOf(), true, 0)).toBeCloseTo(16 / 9);
    expect(boxRatio(slides, settingsOf({ aspectRatio: 3 }), true, 0)).toBe(3);
  });
});

describe('image loading (§9 Stacked: preload 1)', () => {
  it('loads the current slide at once and its neighbours next, wrapping with loop', async () => {
    const fake = fakeContext({ count: 6 });
    mountDesign(fake, create);
    expect(fake.loaded).toEqual([0]);
    await tasks();
    expect(fake.loaded).toEqual([0, 1, 5]);
  });

  it('loads the window around each new slide, and designOptions.preload widens it', async () => {
    const fake = fakeContext({ count: 8, designOptions: { preload: 2 }, settings: { loop: false } });
    mountDesign(fake, create);
    await tasks();
    expect(fake.loaded).toEqual([0, 1, 2]);
    fake.loaded.length = 0;
    fake.engine.goTo(5);
    await tasks();
    expect(fake.loaded).toEqual([5, 6, 4, 7, 3]);
  });
});

describe('fade (§4 Gallery: cross-fade over speed, §9: 1 s)', () => {
  let animate: ReturnType<typeof installAnimate>;
  beforeEach(() => (animate = installAnimate()));
  afterEach(() => animate.restore());

  it('fades the new slide in over the old one for 1 s, then hides the old one', async () => {
    const fake = fakeContext();
    mountDesign(fake, create);
    fake.engine.next();
    expect(visibleSlides(fake)).toEqual([0, 1]);
    expect(animate.started.map((a) => [a.element, a.keyframes, a.options.duration])).toEqual([
      [fake.slides[1].element, { opacity: [0, 1] }, 1000],
      [fake.slides[0].element, { opacity: [1, 0] }, 1000],
    ]);
    expect(fake.engine.inMotion).toBe(true);
    await animate.finishAll();
    expect(visibleSlides(fake)).toEqual([1]);
    expect(fake.engine.inMotion).toBe(false);
    expect(fake.slides[0].element.style.opacity).toBe('');
  });

  it('takes designOptions.speed in seconds', () => {
    const fake = fakeContext({ designOptions: { speed: 0.5 } });
    mountDesign(fake, create);
    fake.engine.next();
    expect(animate.started[0].options.duration).toBe(500);
  });
});

describe('reduced motion (read at each change): every transition switches at once', () => {
  let animate: ReturnType<typeof installAnimate>;
  beforeEach(() => (animate = installAnimate()));
  afterEach(() => animate.restore());

  it.each(['fade', 'ken-burns', 'swipe', 'new-swipe', 'none'])(
    '%s: the new slide shows and the old one hides at once, with no animation',
    async (transition) => {
      const fake = fakeContext({ designOptions: { transition } });
      await mountReady(fake, create);
      fake.reduce(true);
      animate.started.length = 0;
      fake.engine.next();
      expect(animate.started.filter((a) => a.options.duration)).toEqual([]);
      return flush().then(() => {
        expect(visibleSlides(fake)).toEqual([1]);
        expect(fake.engine.inMotion).toBe(false);
      });
    },
  );

  it('a visitor who turns reduced motion on mid-visit gets instant changes from then on', async () => {
    const fake = fakeContext();
    mountDesign(fake, create);
    fake.engine.next();
    expect(animate.started).toHaveLength(2);
    await animate.finishAll();
    fake.reduce(true);
    fake.engine.next();
    expect(animate.started).toHaveLength(2);
  });
});

describe('meta overlay (§9: over 90 % of the container → limited to 40 %)', () => {
  it('limits a tall meta to 40 % with its own scrolling, and leaves a short one alone', () => {
    const fake = fakeContext({ slides: [{ meta: true }, { meta: true }] });
    setBox(fake.container, { clientHeight: 400 });
    const [tall, short] = fake.slides.map((slide) => slide.element.querySelector<HTMLElement>('.meta')!);
    setBox(tall, { scrollHeight: 380 });
    setBox(short, { scrollHeight: 340 });
    const design = mountDesign(fake, create);
    return flush().then(async () => {
      expect([tall.style.maxHeight, tall.style.overflowY]).toEqual(['40%', 'auto']);
      fake.engine.next();
      await flush();
      expect(short.style.maxHeight).toBe('');
      design.layout?.();
    });
  });

  it('holds for any container height', () => {
    fc.assert(
      fc.property(fc.integer({ min: 50, max: 2000 }), fc.integer({ min: 0, max: 4000 }), (height, content) => {
        const fake = fakeContext({ slides: [{ meta: true }] });
        setBox(fake.container, { clientHeight: height });
        const meta = fake.slides[0].element.querySelector<HTMLElement>('.meta')!;
        setBox(meta, { scrollHeight: content });
        const design = create(fake.context);
        design.layout!();
        const limited = meta.style.maxHeight === '40%';
        design.destroy();
        return limited === content > 0.9 * height;
      }),
      { numRuns: 40 },
    );
  });
});
