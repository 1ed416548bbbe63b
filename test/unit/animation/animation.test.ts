import {
  ANIMATION_LOADED_CLASS,
  ANIMATION_LOADED_EVENT,
  ANIMATION_THRESHOLDS,
  isSeen,
  mount,
} from '../../../src/blocks/animation/index';
import { fitFontSize } from '../../../src/blocks/text-shrink/index';
import { runUnmount } from '../../../src/loader/runtime/unmount';

const entry = (isIntersecting: boolean, intersectionRatio: number, height = 100) => ({
  isIntersecting,
  intersectionRatio,
  boundingClientRect: { height } as DOMRectReadOnly,
});

describe("animated blocks: the 'animation loaded' marker (spec §4)", () => {
  it('the thresholds are 0, 0.1, 0.25, 0.5 and 1', () => {
    expect(ANIMATION_THRESHOLDS).toEqual([0, 0.1, 0.25, 0.5, 1]);
  });
  it.each([
    [entry(true, 0.5), true],
    [entry(true, 0.49), false],
    [entry(true, 0.1, 2000), true], // taller than the 800 px viewport and intersecting
    [entry(false, 0, 2000), false],
    [entry(true, 1), true],
  ])('isSeen(%j) → %s', (seen, expected) => {
    expect(isSeen(seen, 800)).toBe(expected);
  });

  function withObserver() {
    const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; off: boolean }[] =
      [];
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
      record: (typeof observers)[number];
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.record = { callback, options, off: false };
        observers.push(this.record);
      }
      observe() {}
      disconnect() {
        this.record.off = true;
      }
    };
    const fire = (...entries: ReturnType<typeof entry>[]) =>
      observers[0].callback(entries as unknown as IntersectionObserverEntry[], {} as IntersectionObserver);
    return { observers, fire };
  }
  afterEach(() => {
    delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
    delete (window as { matchMedia?: unknown }).matchMedia;
  });
  const setup = (inner = '') => {
    document.body.innerHTML = `<div class="sqs-block" data-animation-role="content">${inner}</div>`;
    const root = document.body.firstElementChild as HTMLElement;
    const events: Event[] = [];
    root.addEventListener(ANIMATION_LOADED_EVENT, (event) => events.push(event));
    return { root, events, marked: () => root.classList.contains(ANIMATION_LOADED_CLASS) };
  };
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('marks once at least half visible, observing with the spec thresholds, then stops observing', async () => {
    const { observers, fire } = withObserver();
    const { root, events, marked } = setup();
    mount(root);
    expect(observers[0].options?.threshold).toEqual([0, 0.1, 0.25, 0.5, 1]);
    fire(entry(true, 0.25));
    await flush();
    expect(marked()).toBe(false);
    fire(entry(true, 0.5));
    await flush();
    expect(marked()).toBe(true);
    expect(events).toHaveLength(1);
    expect(observers[0].off).toBe(true);
  });
  it('waits for its pending images to load (or fail)', async () => {
    const { fire } = withObserver();
    const { root, marked } = setup('<img src="/a.png" alt=""><img src="/b.png" alt="">');
    const [a, b] = Array.from(root.querySelectorAll('img'));
    Object.defineProperty(a, 'complete', { configurable: true, value: false });
    Object.defineProperty(b, 'complete', { configurable: true, value: false });
    mount(root);
    fire(entry(true, 1));
    a.dispatchEvent(new Event('load'));
    await flush();
    expect(marked()).toBe(false);
    b.dispatchEvent(new Event('error'));
    await flush();
    expect(marked()).toBe(true);
  });
  it('under reduced motion it is marked at once, with no observer', () => {
    const { observers } = withObserver();
    window.matchMedia = (() => ({ matches: true })) as unknown as typeof window.matchMedia;
    const { root, marked } = setup();
    mount(root);
    expect(marked()).toBe(true);
    expect(observers).toHaveLength(0);
  });
  it('without IntersectionObserver it is marked at once', () => {
    const { root, marked } = setup();
    mount(root);
    expect(marked()).toBe(true);
  });
  it('destroy removes the marker and stops observing; a late image load marks nothing', async () => {
    const { observers, fire } = withObserver();
    const { root, marked } = setup('<img src="/a.png" alt="">');
    Object.defineProperty(root.querySelector('img'), 'complete', { configurable: true, value: false });
    const unmount = mount(root);
    fire(entry(true, 1));
    runUnmount(unmount);
    root.querySelector('img')!.dispatchEvent(new Event('load'));
    await flush();
    expect(marked()).toBe(false);
    expect(observers[0].off).toBe(true);
    expect(root.getAttribute('class')).toBe('sqs-block');
  });
});

describe('text shrink: fits one line, min 11 px, tolerance 3 px (spec §9)', () => {
  /** Text 10 px wide per px of font size in a box `box` px wide. */
  const overflowIn = (box: number) => (size: number) => size * 10 - box;
  it('a heading that fits keeps its size', () => {
    expect(fitFontSize(overflowIn(400), 40)).toBe(40);
  });
  it('3 px of overflow are tolerated', () => {
    expect(fitFontSize(overflowIn(397), 40)).toBe(40);
    expect(fitFontSize(overflowIn(396), 40)).toBeLessThan(40);
  });
  it('a heading too wide shrinks to the largest size that fits, to half a pixel', () => {
    const size = fitFontSize(overflowIn(300), 40);
    expect(size).toBe(30);
    expect(overflowIn(300)(size)).toBeLessThanOrEqual(3);
  });
  it('never below 11 px, even when the text still overflows there', () => {
    expect(fitFontSize(overflowIn(50), 40)).toBe(11);
  });
  it('a heading already at or below 11 px is left alone', () => {
    expect(fitFontSize(overflowIn(10), 9)).toBe(9);
  });
});
