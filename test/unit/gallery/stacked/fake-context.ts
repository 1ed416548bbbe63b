/**
 * A fake DesignContext for the stacked and strip designs: the server markup
 * of a gallery, a small engine (normalised indices, loop or clamp, in motion
 * until the design's show() settles), a recording loadSlide, and fakes for
 * what jsdom lacks (Web Animations, PointerEvent, layout boxes).
 */
import { snapshotMarkup } from '../../../../src/blocks/gallery/snapshot';
import { readSlides } from '../read-slides';
import { advance } from '../../fake-clock';
import type {
  ChangeSource,
  Design,
  DesignContext,
  GalleryEngine,
  GallerySettings,
  Slide,
} from '../../../../src/blocks/gallery/types';
import { guard } from '../../../../src/core/guard';

export interface SlideSpec {
  type?: 'image' | 'video';
  dims?: string;
  focal?: string;
  clickThrough?: string;
  meta?: boolean;
}

/** Server markup of a gallery with `specs.length` slides (whitespace between them, as a server writes it). */
export function galleryHtml(specs: SlideSpec[], containerClass = 'sqs-gallery'): string {
  const slides = specs.map((spec, i) => {
    const image = `<img class="thumb-image" data-src="/images/s${i}-${spec.dims || '1500x1000'}.png" data-image-dimensions="${spec.dims || '1500x1000'}" data-image-focal-point="${spec.focal || '0.5,0.5'}" data-load="false" alt="Slide ${i}">`;
    const video = spec.type === 'video' ? '<div class="sqs-video-wrapper"><video></video></div>' : image;
    const meta = spec.meta
      ? '<div class="meta"><div class="meta-inside"><p class="meta-title">T</p><p class="meta-description">D <a href="/x">link</a></p></div></div>'
      : '';
    return `\n      <div class="slide" data-type="${spec.type || 'image'}" data-slide-id="id${i}" data-click-through-url="${spec.clickThrough || ''}">\n        <noscript><img src="/images/s${i}.png" alt=""></noscript>\n        ${video}${meta}\n      </div>`;
  });
  return `<div class="sqs-block gallery-block"><div class="sqs-gallery-container sqs-gallery-block-slideshow"><div class="${containerClass}">${slides.join('')}\n    </div></div></div>`;
}

/** Every GallerySettings field, with the block's defaults. */
export function settingsOf(overrides: Partial<GallerySettings> = {}): GallerySettings {
  return {
    blockDesign: 'slideshow',
    design: 'stacked',
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
    keyboard: true,
    keys: { previous: 37, next: 39 },
    historyHash: false,
    designOptions: {},
    ...overrides,
  };
}

/** A small engine like the block's: the design is attached after create(). */
export interface FakeEngine extends GalleryEngine {
  design?: Design;
  readonly changes: Array<[number, number, ChangeSource]>;
}

export function createFakeEngine(count: number, loop: boolean, start = 0): FakeEngine {
  let index = start;
  let motion = false;
  const changes: Array<[number, number, ChangeSource]> = [];
  const go = (target: number, source: ChangeSource, direction?: 1 | -1): boolean => {
    const to = ((target % count) + count) % count;
    if (motion || to === index) return false;
    const from = index;
    index = to;
    changes.push([to, from, source]);
    const result = engine.design?.show(to, from, direction || (to > from ? 1 : -1));
    if (result) {
      motion = true;
      const settle = () => void (motion = false);
      result.then(settle, settle);
    }
    return true;
  };
  const step = (direction: 1 | -1, source: ChangeSource) =>
    !loop && index === (direction > 0 ? count - 1 : 0) ? false : go(index + direction, source, direction);
  const engine: FakeEngine = {
    changes,
    get index() {
      return index;
    },
    count,
    get inMotion() {
      return motion;
    },
    goTo: (target, source = 'api') => go(target, source),
    next: (source = 'api') => step(1, source),
    previous: (source = 'api') => step(-1, source),
    on: () => () => {},
    destroy() {},
  };
  return engine;
}

export interface Fake {
  context: DesignContext;
  engine: FakeEngine;
  root: HTMLElement;
  container: HTMLElement;
  slides: readonly Slide[];
  /** Slides passed to loadSlide, in order. */
  loaded: number[];
  reports: unknown[];
  /** Sets what context.reducedMotion() answers. */
  reduce(on: boolean): void;
  win: DesignContext['win'];
}

export interface FakeOptions {
  slides?: SlideSpec[];
  count?: number;
  settings?: Partial<GallerySettings>;
  designOptions?: Record<string, unknown>;
  start?: number;
  containerClass?: string;
  win?: Partial<Window>;
  /** In the site editor's frame (click-throughs fire the bypass event). */
  inEditor?: boolean;
}

/** Builds the markup in the document and a context for it. */
export function fakeContext(options: FakeOptions = {}): Fake {
  const specs = options.slides || Array.from({ length: options.count ?? 5 }, () => ({}));
  document.body.innerHTML = galleryHtml(specs, options.containerClass);
  const root = document.querySelector<HTMLElement>('.gallery-block')!;
  const container = root.querySelector<HTMLElement>(`.${(options.containerClass || 'sqs-gallery').split(' ')[0]}`)!;
  const slides = readSlides(container);
  const settings = settingsOf({ ...options.settings, designOptions: options.designOptions || {} });
  const engine = createFakeEngine(slides.length, settings.loop, options.start);
  const loaded: number[] = [];
  const reports: unknown[] = [];
  let reduced = false;
  const win = (options.win ? { ...window, ...options.win } : window) as DesignContext['win'];
  const context: DesignContext = {
    win,
    root,
    container,
    slides,
    settings,
    controls: { previous: null, next: null },
    engine,
    reducedMotion: () => reduced,
    inEditor: options.inEditor ?? false,
    loadSlide: (slide) => void loaded.push(slide.index),
    report: (error) => void reports.push(error),
    guard: (callback) => guard(callback, root),
  };
  return { context, engine, root, container, slides, loaded, reports, reduce: (on) => void (reduced = on), win };
}

/**
 * Creates the design with `create` and attaches it to the fake engine. As in
 * the gallery (src/blocks/gallery/gallery.ts), the markup is snapshotted
 * first and put back after the design's own destroy(): the two together are
 * what restores the server's markup.
 */
export function mountDesign(fake: Fake, create: (context: DesignContext) => Design): Design {
  const restore = snapshotMarkup(fake.root);
  const design = create(fake.context);
  const destroy = design.destroy;
  design.destroy = () => (destroy(), restore());
  fake.engine.design = design;
  return design;
}

/** Creates the design and waits for a fetched transition (swipe, new-swipe, scroll) to arrive. */
export async function mountReady(fake: Fake, create: (context: DesignContext) => Design): Promise<Design> {
  const design = mountDesign(fake, create);
  await tasks(5);
  return design;
}

/** Which slides are shown (not visibility: hidden). */
export function visibleSlides(fake: Fake): number[] {
  return fake.slides.filter((slide) => slide.element.style.visibility !== 'hidden').map((slide) => slide.index);
}

/** One fake Web Animation: finished resolves on finish(), rejects on cancel(). */
export interface FakeAnimation {
  element: Element;
  keyframes: PropertyIndexedKeyframes;
  options: KeyframeAnimationOptions;
  finished: Promise<void>;
  cancelled: boolean;
  finish(): void;
  cancel(): void;
}

/** Installs element.animate (jsdom has none); returns the started animations and a remover. */
export function installAnimate(): { started: FakeAnimation[]; finishAll(): Promise<void>; restore(): void } {
  const started: FakeAnimation[] = [];
  const proto = Element.prototype as unknown as { animate?: unknown };
  proto.animate = function (this: Element, keyframes: PropertyIndexedKeyframes, options: KeyframeAnimationOptions) {
    let finish!: () => void;
    let cancel!: (error: unknown) => void;
    const finished = new Promise<void>((resolve, reject) => ((finish = resolve), (cancel = reject)));
    const animation: FakeAnimation = {
      element: this,
      keyframes,
      options,
      finished,
      cancelled: false,
      finish,
      cancel() {
        animation.cancelled = true;
        cancel(new Error('AbortError'));
      },
    };
    finished.catch(() => {});
    started.push(animation);
    return animation;
  };
  return {
    started,
    async finishAll() {
      started.forEach((animation) => animation.finish());
      for (let i = 0; i < 10; i++) await Promise.resolve();
    },
    restore() {
      delete proto.animate;
    },
  };
}

/**
 * Lets the load queue (one image per task), fetched transitions and pending
 * promise callbacks run: `ms` of fake time (the test file calls
 * `useFakeClock()`), so the same timers run however busy the machine is.
 */
export function tasks(ms = 30): Promise<void> {
  return advance(ms);
}

/** Lets pending promise callbacks run. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

/** Dispatches a pointer event (jsdom has no PointerEvent: a MouseEvent with the pointer fields). */
export function pointer(target: Element, type: string, x: number, y = 0, id = 1): void {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: y, button: 0 });
  Object.defineProperties(event, { pointerId: { value: id }, isPrimary: { value: true } });
  target.dispatchEvent(event);
}

/** A pointer drag from (x0, y0) by (dx, dy) in `steps` moves, the clock advancing `ms` in all. */
export function drag(
  target: Element,
  clock: { now: number },
  dx: number,
  dy: number,
  ms: number,
  steps = 5,
  x0 = 100,
  y0 = 100,
): void {
  pointer(target, 'pointerdown', x0, y0);
  for (let i = 1; i <= steps; i++) {
    clock.now += ms / steps;
    pointer(target, 'pointermove', x0 + (dx * i) / steps, y0 + (dy * i) / steps);
  }
  pointer(target, 'pointerup', x0 + dx, y0 + dy);
}

/** Gives `element` a layout box (jsdom lays nothing out). */
export function setBox(
  element: Element,
  box: Partial<Record<'offsetLeft' | 'offsetWidth' | 'clientWidth' | 'clientHeight' | 'scrollHeight', number>>,
): void {
  for (const [name, value] of Object.entries(box)) Object.defineProperty(element, name, { configurable: true, value });
}
