import { readSlides } from '../read-slides';
import { create } from '../../../../src/blocks/gallery/designs/base';
import { whenNear } from '../../../../src/shared/image/load';
import { designContext, galleryRoot } from './helpers';

jest.mock('../../../../src/shared/image/load', () => ({
  loadImage: jest.fn(() => true),
  whenNear: jest.fn(() => jest.fn()),
}));

const container = (html: string) => {
  const element = document.createElement('div');
  element.className = 'sqs-gallery';
  element.innerHTML = html;
  return element;
};

describe('slides are read once from the server markup (spec §3 Slide)', () => {
  it('only the direct .slide children, in order, with their index', () => {
    const slides = readSlides(
      container('<div class="slide"></div><p>caption</p><div class="slide"><div class="slide"></div></div>'),
    );
    expect(slides.map((slide) => slide.index)).toEqual([0, 1]);
  });
  it('reads every attribute, falling back to the image for size and focal point', () => {
    const [slide] = readSlides(
      container(`<div class="slide" data-slide-id="a1" data-slide-url="first" data-click-through-url="/go">
        <img class="thumb-image" alt="Alt text" data-image-dimensions="800x600" data-image-focal-point="0.2,0.9">
        <div class="meta"><p class="meta-title"> Title <b>bold</b> </p><p class="meta-description">Desc</p></div></div>`),
    );
    expect(slide).toMatchObject({
      id: 'a1',
      url: 'first',
      clickThroughUrl: '/go',
      width: 800,
      height: 600,
      focalPoint: [0.2, 0.9],
      title: 'Title bold',
      description: 'Desc',
      alt: 'Alt text',
      type: 'image',
    });
  });
  it('missing attributes: nulls, zeros, the 0.5,0.5 focal point, empty text', () => {
    const [slide] = readSlides(container('<div class="slide" data-click-through-url=""></div>'));
    expect(slide).toMatchObject({
      id: null,
      url: null,
      clickThroughUrl: null,
      image: null,
      width: 0,
      height: 0,
      focalPoint: [0.5, 0.5],
      title: '',
      description: '',
      alt: '',
    });
  });
  it('the type comes from data-type, else a video wrapper makes a video', () => {
    const slides = readSlides(
      container(
        '<div class="slide" data-type="video"></div><div class="slide"><div class="sqs-video-wrapper"></div></div><div class="slide" data-type="bogus"></div>',
      ),
    );
    expect(slides.map((slide) => slide.type)).toEqual(['video', 'video', 'image']);
  });
  it('a hostile title stays text', () => {
    const [slide] = readSlides(
      container('<div class="slide"><p class="meta-title">&lt;img src=x onerror=alert(1)&gt;</p></div>'),
    );
    expect(slide.title).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('the base design keeps the server layout and loads images as they come near', () => {
  it('marks the container, asks whenNear for each slide, and undoes both on destroy', () => {
    document.body.innerHTML = '';
    const root = galleryRoot({ design: 'stacked', slides: 3 });
    const loaded: number[] = [];
    const ctx = { ...designContext(root), loadSlide: (slide: { index: number }) => void loaded.push(slide.index) };
    const design = create(ctx);
    expect(ctx.container.classList.contains('sqs-gallery-design-base')).toBe(true);
    const calls = (whenNear as jest.Mock).mock.calls;
    expect(calls.map((call) => call[0])).toEqual(ctx.slides.map((slide) => slide.element));
    calls[1][1]();
    expect(loaded).toEqual([1]);
    design.destroy();
    expect(ctx.container.classList.contains('sqs-gallery-design-base')).toBe(false);
    for (const result of (whenNear as jest.Mock).mock.results) expect(result.value).toHaveBeenCalled();
  });
});
