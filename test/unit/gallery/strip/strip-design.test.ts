import { create } from '../../../../src/blocks/gallery/designs/strip';
import { fakeContext, installAnimate, mountDesign, setBox, tasks, type Fake } from '../stacked/fake-context';
import { useFakeClock } from '../../fake-clock';

useFakeClock();

let animate: ReturnType<typeof installAnimate>;
let pause: jest.SpyInstance;
beforeEach(() => {
  animate = installAnimate();
  // jsdom does not implement media playback.
  pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});
afterEach(() => {
  animate.restore();
  jest.restoreAllMocks();
});

/** Ten 100 px slides on a 10 px gutter in a 330 px window (jsdom lays nothing out). */
const strip = (options: Parameters<typeof fakeContext>[0] = {}) => {
  const fake = fakeContext({ count: 10, settings: { design: 'strip', gutter: 10, ...options.settings }, ...options });
  setBox(fake.container, { clientWidth: 330 });
  fake.slides.forEach(({ element }, i) => setBox(element, { offsetLeft: i * 110, offsetWidth: 100 }));
  return fake;
};
const track = (fake: Fake) => fake.container.firstElementChild as HTMLElement;
const click = (element: Element) =>
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }));

describe('strip layout (§4 Gallery: horizontal strip)', () => {
  it('moves the slides into one track in the container and marks them', () => {
    const fake = strip();
    mountDesign(fake, create);
    expect(fake.container.classList).toContain('sqs-gallery-design-strip');
    expect(fake.container.children).toHaveLength(1);
    expect(Array.from(track(fake).children)).toEqual(fake.slides.map((s) => s.element));
    expect(fake.slides.every(({ element }) => element.classList.contains('sqs-gallery-design-strip-slide'))).toBe(true);
    expect(track(fake).style.gap).toBe('10px');
  });

  it("sizes each slide from its image's dimensions (a video 16:9) at the strip's height", () => {
    const fake = strip({ slides: [{ dims: '1500x1000' }, { type: 'video' }, { dims: '600x1200' }] });
    mountDesign(fake, create);
    expect(fake.slides.map(({ element }) => [element.style.height, element.style.aspectRatio])).toEqual([
      ['100%', '1.5'],
      ['100%', String(16 / 9)],
      ['100%', '0.5'],
    ]);
  });

  it('is vSize (10) % of its width high without an aspect ratio, and takes a slider aspect ratio', () => {
    const plain = strip();
    mountDesign(plain, create);
    expect(plain.container.style.aspectRatio).toBe('10');
    const tall = strip({ designOptions: { vSize: 25 } });
    mountDesign(tall, create);
    expect(tall.container.style.aspectRatio).toBe('4');
    const slider = strip({ settings: { aspectRatio: 2 } });
    mountDesign(slider, create);
    expect(slider.container.style.aspectRatio).toBe('2');
  });

  it('a thumbnail strip is thumbnail-strip-height px high, with square thumbnails when asked (video still 16:9)', () => {
    const fake = strip({
      containerClass: 'sqs-gallery-thumbnails',
      slides: [{ dims: '1500x1000' }, { type: 'video' }],
      settings: { thumbnailStripHeight: 80, squareThumbs: true, aspectRatio: 1 },
    });
    mountDesign(fake, create);
    expect(fake.container.style.height).toBe('80px');
    expect(fake.slides.map(({ element }) => element.style.aspectRatio)).toEqual(['1', String(16 / 9)]);
  });

  it('throws a clear error for an alignment other than start, middle or end (§5)', () => {
    const fake = strip({ designOptions: { alignment: 'center' } });
    const before = document.body.innerHTML;
    expect(() => create(fake.context)).toThrow(/Strip alignment must be start, middle or end/);
    expect(document.body.innerHTML).toBe(before);
  });
});

describe('alignment of the current slide (§9 Strip: middle; 0.5 s)', () => {
  it('centres the current slide with middle alignment, animating the track over 0.5 s', () => {
    const fake = strip();
    mountDesign(fake, create);
    expect(track(fake).style.transform).toBe('translateX(0px)');
    fake.engine.goTo(5);
    // Slide 5 is at 550..650; centred in 330 px: 550 + 50 - 165 = 435.
    expect(track(fake).style.transform).toBe('translateX(-435px)');
    expect(animate.started.map((a) => [a.element, a.keyframes, a.options.duration])).toEqual([
      [track(fake), { transform: ['translateX(0px)', 'translateX(-435px)'] }, 500],
    ]);
  });

  it('start and end alignment put the current slide at the edges', () => {
    const start = strip({ designOptions: { alignment: 'start' } });
    mountDesign(start, create);
    start.engine.goTo(4);
    expect(track(start).style.transform).toBe('translateX(-440px)');
    const end = strip({ settings: { activeAlignment: 'right' } });
    mountDesign(end, create);
    end.engine.goTo(4);
    expect(track(end).style.transform).toBe(`translateX(${330 - 540}px)`);
  });

  it('moves at once under reduced motion', () => {
    const fake = strip();
    mountDesign(fake, create);
    fake.reduce(true);
    fake.engine.goTo(5);
    expect(animate.started).toEqual([]);
    expect(track(fake).style.transform).toBe('translateX(-435px)');
  });

  it('re-measures on layout()', () => {
    const fake = strip();
    const design = mountDesign(fake, create);
    fake.engine.goTo(5);
    setBox(fake.container, { clientWidth: 530 });
    design.layout!();
    expect(track(fake).style.transform).toBe(`translateX(${-(600 - 265)}px)`);
  });
});

describe('clicks (§4 Gallery: a non-current slide is selected; the current one per activeSlideClickBehavior)', () => {
  it('a click on another slide selects it', () => {
    const fake = strip();
    const design = mountDesign(fake, create);
    expect(design.ownsClicks).toBe(true);
    click(fake.slides[3].image!);
    expect(fake.engine.changes).toEqual([[3, 0, 'click']]);
  });

  it.each([
    [undefined, 0],
    ['none', 0],
    ['next', 1],
    ['previous', 9],
  ])('activeSlideClickBehavior %s: a click on the current slide goes to %d', (activeSlideClickBehavior, expected) => {
    const fake = strip({ designOptions: { activeSlideClickBehavior } });
    mountDesign(fake, create);
    click(fake.slides[0].image!);
    expect(fake.engine.index).toBe(expected);
  });
});

describe('videos (§4 Gallery: non-current video slides are inactive)', () => {
  it('marks non-current video slides inactive and pauses their video', async () => {
    const fake = strip({ slides: [{}, { type: 'video' }, { type: 'video' }] });
    mountDesign(fake, create);
    pause.mockClear();
    expect(fake.slides.map(({ element }) => element.classList.contains('inactive'))).toEqual([false, true, true]);
    fake.engine.goTo(1);
    expect(fake.slides.map(({ element }) => element.classList.contains('inactive'))).toEqual([false, false, true]);
    await animate.finishAll();
    fake.engine.goTo(2);
    expect(fake.slides[1].element.classList.contains('inactive')).toBe(true);
    expect(pause.mock.contexts).toEqual([fake.slides[1].element.querySelector('video')]);
  });
});

describe('image loading (§9: preload 1; thumbnails 5 beyond the window)', () => {
  it('loads the slides in view plus one each side, the current one first, then outwards', async () => {
    const fake = strip();
    mountDesign(fake, create);
    await tasks();
    expect(fake.loaded).toEqual([0, 1, 2, 3]);
    fake.loaded.length = 0;
    fake.engine.goTo(5);
    await tasks();
    expect(fake.loaded).toEqual([5, 4, 6, 3, 7]);
  });

  it('a thumbnail strip loads up to 5 thumbnails beyond each edge', async () => {
    const fake = strip({ containerClass: 'sqs-gallery-thumbnails' });
    mountDesign(fake, create);
    await tasks();
    expect(fake.loaded).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('destroy() restores the server markup exactly', () => {
  it('puts every slide back in place (whitespace and all), removes the track, styles, classes and listeners', async () => {
    const fake = strip({ slides: [{}, { type: 'video' }, {}, {}] });
    const before = document.body.innerHTML;
    const design = mountDesign(fake, create);
    fake.engine.goTo(2);
    design.destroy();
    expect(document.body.innerHTML).toBe(before);
    await animate.finishAll();
    click(fake.slides[3].element);
    expect(document.body.innerHTML).toBe(before);
    expect(fake.engine.index).toBe(2);
  });
});
