import fc from 'fast-check';
import { createAutoplay, randomOther } from '../../../../src/blocks/gallery/autoplay';
import { autoplayAllowed } from '../../../../src/blocks/gallery/features';
import { createEngine } from '../../../../src/blocks/gallery/engine';
import { recordUncaught } from '../../uncaught';
import { designContext, galleryRoot } from './helpers';

/** matchMedia answering `matches` for the queries that contain one of `on`. */
function media(...on: string[]) {
  window.matchMedia = ((query: string) => ({
    matches: on.some((part) => query.includes(part)),
    media: query,
  })) as unknown as typeof window.matchMedia;
}

function pointer(target: EventTarget, type: string, pointerType = 'mouse') {
  const event = new Event(type);
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  target.dispatchEvent(event);
}

function setup(json: Record<string, unknown> = {}, { animated = false, random = Math.random } = {}) {
  document.body.innerHTML = '';
  const root = galleryRoot({ json: { design: 'slideshow', autoplay: true, ...json } });
  const settle: (() => void)[] = [];
  const ctx0 = designContext(root, { design: 'slideshow', autoplay: true, ...json });
  const engine = createEngine({
    count: ctx0.slides.length,
    loop: ctx0.settings.loop,
    show: () => (animated ? new Promise<void>((resolve) => settle.push(resolve)) : undefined),
  });
  const ctx = { ...ctx0, engine };
  const running: boolean[] = [];
  const host = root.querySelector<HTMLElement>('.sqs-gallery-controls')!;
  const autoplay = createAutoplay(ctx, host, (value) => running.push(value), random);
  const button = () => host.querySelector<HTMLButtonElement>('button.sqs-gallery-autoplay-toggle')!;
  return { root, engine, autoplay, running, button, settle };
}

beforeEach(() => {
  jest.useFakeTimers();
  media();
});
afterEach(() => jest.useRealTimers());

describe('autoplay advances every timeout (spec §4, §9)', () => {
  it('goes to the next slide after 5000 ms by default, and again after each timeout', () => {
    const { engine } = setup();
    jest.advanceTimersByTime(4999);
    expect(engine.index).toBe(0);
    jest.advanceTimersByTime(1);
    expect(engine.index).toBe(1);
    jest.advanceTimersByTime(5000);
    expect(engine.index).toBe(2);
  });
  it('uses autoplay-duration in seconds', () => {
    const { engine } = setup({ 'autoplay-duration': 2 });
    jest.advanceTimersByTime(2000);
    expect(engine.index).toBe(1);
  });
  it('starts again from the first slide after the last one, even without loop', () => {
    const { engine } = setup({ loop: false });
    jest.advanceTimersByTime(5000 * 5);
    expect(engine.index).toBe(0);
  });
  it('a change refused because of a motion is tried again at the next timeout', () => {
    const { engine, settle } = setup({}, { animated: true });
    jest.advanceTimersByTime(5000);
    expect(engine.index).toBe(1);
    jest.advanceTimersByTime(5000); // still in motion: refused
    expect(engine.index).toBe(1);
    settle[0]();
  });
});

describe('randomize goes to a random other slide, never the current one', () => {
  it('randomOther never returns the current index and always a valid one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 50 }),
        fc.nat(),
        fc.double({ min: 0, max: 0.9999999, noNaN: true }),
        (count, at, r) => {
          const current = at % count;
          const next = randomOther(current, count, () => r);
          expect(next).not.toBe(current);
          expect(next).toBeGreaterThanOrEqual(0);
          expect(next).toBeLessThan(count);
        },
      ),
    );
  });
  it('a one-slide gallery stays', () => expect(randomOther(0, 1, () => 0.5)).toBe(0));
  it('the autoplay uses it', () => {
    const { engine } = setup({ autoplayOptions: { randomize: true } }, { random: () => 0.99 });
    jest.advanceTimersByTime(5000);
    expect(engine.index).toBe(4);
  });
});

describe('the pointer over the gallery or its controls pauses it, except on mobile', () => {
  it('pauses on pointerenter and resumes 1000 ms after pointerleave', () => {
    const { root, engine } = setup();
    jest.advanceTimersByTime(3000);
    pointer(root, 'pointerenter');
    jest.advanceTimersByTime(10000);
    expect(engine.index).toBe(0);
    pointer(root, 'pointerleave');
    jest.advanceTimersByTime(999);
    pointer(root, 'pointerenter'); // back before the resume: still paused
    jest.advanceTimersByTime(10000);
    expect(engine.index).toBe(0);
    pointer(root, 'pointerleave');
    jest.advanceTimersByTime(1000 + 5000);
    expect(engine.index).toBe(1);
  });
  it('does not pause on mobile (≤ 432 px or no hover)', () => {
    media('max-width: 432px');
    const { root, engine } = setup();
    pointer(root, 'pointerenter');
    jest.advanceTimersByTime(5000);
    expect(engine.index).toBe(1);
  });
  it('does not pause for a touch pointer', () => {
    const { root, engine } = setup();
    pointer(root, 'pointerenter', 'touch');
    jest.advanceTimersByTime(5000);
    expect(engine.index).toBe(1);
  });
  it('does not pause with pauseOnMouseover off', () => {
    const { root, engine } = setup({ autoplayOptions: { pauseOnMouseover: false } });
    pointer(root, 'pointerenter');
    jest.advanceTimersByTime(5000);
    expect(engine.index).toBe(1);
  });
});

describe('a playing video holds autoplay, which restores when it stops', () => {
  it('play and pause events of a video in the gallery (they do not bubble)', () => {
    const { root, engine } = setup();
    const video = document.createElement('video');
    root.querySelector('.slide')!.appendChild(video);
    video.dispatchEvent(new Event('play'));
    jest.advanceTimersByTime(20000);
    expect(engine.index).toBe(0);
    video.dispatchEvent(new Event('pause'));
    jest.advanceTimersByTime(5000);
    expect(engine.index).toBe(1);
  });
  it('the runtime video events site-runtime:video-play / video-pause', () => {
    const { root, engine } = setup();
    const slide = root.querySelector('.slide')!;
    slide.dispatchEvent(new CustomEvent('site-runtime:video-play', { bubbles: true }));
    jest.advanceTimersByTime(20000);
    expect(engine.index).toBe(0);
    slide.dispatchEvent(new CustomEvent('site-runtime:video-pause', { bubbles: true }));
    jest.advanceTimersByTime(5000);
    expect(engine.index).toBe(1);
  });
});

describe('autoplay is off with ?nomotion=true (spec §2) and under prefers-reduced-motion', () => {
  it('nomotion', () => {
    expect(
      autoplayAllowed({ location: { search: '?nomotion=true' }, matchMedia: window.matchMedia } as unknown as Window),
    ).toBe(false);
    expect(
      autoplayAllowed({
        location: { search: '?a=1&nomotion=true' },
        matchMedia: window.matchMedia,
      } as unknown as Window),
    ).toBe(false);
    expect(
      autoplayAllowed({ location: { search: '?nomotion=truely' }, matchMedia: window.matchMedia } as unknown as Window),
    ).toBe(true);
  });
  it('reduced motion', () => {
    media('prefers-reduced-motion');
    expect(autoplayAllowed(window)).toBe(false);
    media();
    expect(autoplayAllowed(window)).toBe(true);
  });
});

describe('a hidden tab, the gallery out of view or an open lightbox hold it', () => {
  it('the hidden tab holds it until it is visible again', () => {
    let hidden = false;
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
    const { engine } = setup();
    hidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
    jest.advanceTimersByTime(20000);
    expect(engine.index).toBe(0);
    hidden = false;
    document.dispatchEvent(new Event('visibilitychange'));
    jest.advanceTimersByTime(5000);
    expect(engine.index).toBe(1);
    delete (document as { hidden?: boolean }).hidden;
  });
  it('a tab hidden at start holds it from the start', () => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    const { engine, autoplay } = setup();
    jest.advanceTimersByTime(20000);
    expect(engine.index).toBe(0);
    expect(autoplay.running).toBe(false);
    delete (document as { hidden?: boolean }).hidden;
  });
  it('each hold lifts on its own: offscreen and lightbox together', () => {
    const { engine, autoplay } = setup();
    autoplay.hold('offscreen', true);
    autoplay.hold('lightbox', true);
    autoplay.hold('offscreen', false);
    jest.advanceTimersByTime(20000);
    expect(engine.index).toBe(0);
    autoplay.hold('lightbox', false);
    jest.advanceTimersByTime(5000);
    expect(engine.index).toBe(1);
  });
  it('its own IntersectionObserver holds it while the gallery is out of view, and destroy disconnects it', () => {
    const observers: { callback: IntersectionObserverCallback; disconnect: jest.Mock }[] = [];
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      disconnect = jest.fn();
      constructor(public callback: IntersectionObserverCallback) {
        observers.push(this);
      }
      observe() {}
    };
    try {
      const { engine, autoplay } = setup();
      const report = (isIntersecting: boolean) =>
        observers[0].callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
      report(false);
      jest.advanceTimersByTime(20000);
      expect(engine.index).toBe(0);
      report(true);
      jest.advanceTimersByTime(5000);
      expect(engine.index).toBe(1);
      autoplay.destroy();
      expect(observers[0].disconnect).toHaveBeenCalled();
    } finally {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });
});

describe('a pause/play button (WCAG 2.2.2)', () => {
  it('is a button in the controls labelled "Pause slideshow", which pauses and then reads "Play slideshow"', () => {
    const { button, engine, running } = setup();
    expect(button().getAttribute('aria-label')).toBe('Pause slideshow');
    expect(button().type).toBe('button');
    button().click();
    expect(button().getAttribute('aria-label')).toBe('Play slideshow');
    jest.advanceTimersByTime(20000);
    expect(engine.index).toBe(0);
    button().click();
    jest.advanceTimersByTime(5000);
    expect(engine.index).toBe(1);
    // onRunning hears every change of state (and repeats on each advance).
    expect(running.filter((value, i) => value !== running[i - 1])).toEqual([true, false, true]);
  });
  it('destroy removes the button and stops the timer', () => {
    const { button, engine, autoplay, root } = setup();
    autoplay.destroy();
    expect(button()).toBeNull();
    jest.advanceTimersByTime(20000);
    expect(engine.index).toBe(0);
    pointer(root, 'pointerleave');
    jest.advanceTimersByTime(20000);
    expect(engine.index).toBe(0);
  });
});

describe('what its timer throws (src/core/guard.ts)', () => {
  it('reaches the runtime with the real error, named for the gallery, and is not rethrown', () => {
    const { engine, root } = setup();
    const boom = new Error('the engine broke');
    jest.spyOn(engine, 'next').mockImplementation(() => {
      throw boom;
    });
    const uncaught = recordUncaught();
    try {
      expect(() => jest.advanceTimersByTime(5000)).not.toThrow();
    } finally {
      uncaught.stop();
    }
    expect(uncaught.taken).toEqual([{ error: boom, element: root }]);
    expect(uncaught.thrown).toEqual([]);
  });
});
