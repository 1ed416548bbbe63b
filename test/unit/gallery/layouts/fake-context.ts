/**
 * A fake DesignContext for the layout designs' unit tests: the server's
 * gallery markup built in jsdom, settings with the block's defaults, an
 * engine that records its calls, and a container width the test sets.
 */
import type {
  ChangeSource,
  DesignContext,
  GalleryEngine,
  GallerySettings,
  Slide,
} from '../../../../src/blocks/gallery/types';
import { guard } from '../../../../src/core/guard';

export const SETTINGS: GallerySettings = {
  blockDesign: 'grid',
  design: 'grid',
  flow: null,
  aspectRatio: null,
  slidesPerRow: 4,
  gutter: null,
  columnWidth: null,
  padding: null,
  lightbox: false,
  lightboxTheme: 'dark',
  activeAlignment: 'center',
  thumbnails: false,
  thumbnailsPerRow: 5,
  thumbnailStripHeight: null,
  thumbnailStripMargin: null,
  mixedContent: true,
  squareThumbs: false,
  autoCrop: true,
  showMeta: true,
  metaPosition: 'bottom-left',
  autoplay: { enabled: false, timeout: 5000, randomize: false, resume: 1000, pauseOnMouseover: true },
  loop: true,
  keyboard: false,
  keys: { previous: 37, next: 39 },
  historyHash: false,
  designOptions: {},
};

export interface FakeOptions {
  /** `data-image-dimensions` of each slide ("WxH"). */
  dims?: string[];
  focal?: string;
  settings?: Partial<GallerySettings>;
  /** The container's clientWidth. */
  width?: number;
  /** Controls as <button> or <div>, or none. */
  controls?: 'button' | 'div' | null;
  reducedMotion?: boolean;
}

export interface Fake {
  context: DesignContext;
  root: HTMLElement;
  container: HTMLElement;
  /** The root's markup as the server sent it. */
  html: string;
  loaded: number[];
  goTo: jest.Mock<boolean, [target: number, source?: ChangeSource]>;
  setWidth(width: number): void;
  setReducedMotion(on: boolean): void;
}

const slideMarkup = (dims: string, index: number, focal: string) => `
  <div class="slide" data-type="image" data-slide-id="s${index}" data-slide-url="s${index}" data-click-through-url="">
    <noscript><img src="/images/s${index}-${dims}.png" alt="Slide ${index}"></noscript>
    <img class="thumb-image" data-src="/images/s${index}-${dims}.png" data-image-dimensions="${dims}" data-image-focal-point="${focal}" data-load="false" alt="Slide ${index}">
    <div class="meta"><div class="meta-inside"><p class="meta-title">Title ${index}</p><p class="meta-description">Text ${index}</p></div></div>
  </div>`;

const controlMarkup = (tag: string) =>
  `<div class="sqs-gallery-controls"><${tag} class="previous">&lsaquo;</${tag}><${tag} class="next">&rsaquo;</${tag}></div>`;

/** Builds the markup, the slides and the context; the engine's goTo calls the design's show through `show`. */
export function fakeGallery(
  options: FakeOptions = {},
  show: (index: number, from: number) => unknown = () => undefined,
): Fake {
  const dims = options.dims ?? ['1500x1000', '1000x1500', '1200x1200', '1600x900', '900x1200'];
  const focal = options.focal ?? '0.5,0.5';
  document.body.innerHTML = `<div class="sqs-block gallery-block" data-block-json="{}"><div class="sqs-gallery-container sqs-gallery-block-grid"><div class="sqs-gallery">${dims
    .map((d, i) => slideMarkup(d, i, focal))
    .join('')}</div>${options.controls ? controlMarkup(options.controls) : ''}</div></div>`;
  const root = document.querySelector<HTMLElement>('.sqs-block')!;
  const container = root.querySelector<HTMLElement>('.sqs-gallery')!;
  let width = options.width ?? 1000;
  let reduced = options.reducedMotion ?? false;
  Object.defineProperty(container, 'clientWidth', { configurable: true, get: () => width });
  const slides: Slide[] = Array.from(container.querySelectorAll<HTMLElement>('.slide')).map((element, index) => {
    const [w, h] = dims[index].split('x').map(Number);
    return {
      element,
      index,
      type: 'image',
      id: `s${index}`,
      url: `s${index}`,
      clickThroughUrl: null,
      image: element.querySelector<HTMLImageElement>('img.thumb-image'),
      width: w,
      height: h,
      focalPoint: focal.split(',').map(Number) as [number, number],
      title: `Title ${index}`,
      description: `Text ${index}`,
      alt: `Slide ${index}`,
    };
  });
  const loaded: number[] = [];
  const engine = { index: 0, count: slides.length, inMotion: false } as GalleryEngine & {
    index: number;
    inMotion: boolean;
  };
  const goTo = jest.fn((target: number, _source?: ChangeSource) => {
    if (engine.inMotion || target === engine.index) return false;
    const from = engine.index;
    engine.index = target;
    show(target, from);
    return true;
  });
  Object.assign(engine, {
    goTo,
    next: jest.fn(),
    previous: jest.fn(),
    on: jest.fn(() => () => {}),
    destroy: jest.fn(),
  });
  const context: DesignContext = {
    win: window,
    inEditor: false,
    root,
    container,
    slides,
    settings: { ...SETTINGS, ...options.settings, designOptions: { ...options.settings?.designOptions } },
    controls: { previous: root.querySelector('.previous'), next: root.querySelector('.next') },
    engine,
    reducedMotion: () => reduced,
    loadSlide: (slide) => void loaded.push(slide.index),
    report: jest.fn(),
    guard: (callback) => guard(callback, root),
  };
  return {
    context,
    root,
    container,
    html: root.outerHTML,
    loaded,
    goTo,
    setWidth: (value) => void (width = value),
    setReducedMotion: (on) => void (reduced = on),
  };
}

/** An inline style property of `element`. */
export const css = (element: Element | null | undefined, name: string): string =>
  (element as HTMLElement).style.getPropertyValue(name);

/** The slides of the fake gallery. */
export const slideEls = (fake: Fake): HTMLElement[] => fake.context.slides.map((slide) => slide.element);

/** `value` as jsdom serialises it for `name` (calc() is normalised). */
export const normal = (name: string, value: string): string => {
  const probe = document.createElement('div');
  probe.style.setProperty(name, value);
  // An empty value would make a comparison pass for nothing.
  if (!probe.style.getPropertyValue(name)) throw new Error(`jsdom rejects ${name}: ${value}`);
  return probe.style.getPropertyValue(name);
};

/** Lets pending timers run (each image load is a task of its own). */
export const tasks = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
