import { MARQUEE_STATE_ATTRIBUTE, marqueeState, mount, readMarqueeSettings } from '../../../src/blocks/marquee/index';
import { createMotion, wrapOffset } from '../../../src/blocks/marquee/motion';
import { segmentLength, wavePath } from '../../../src/blocks/marquee/path';
import { marqueeText } from '../../../src/blocks/marquee/render';
import type { BlockContext, PageContext } from '../../../src/core/types';
import { runUnmount } from '../../../src/loader/runtime/unmount';

describe('marquee props (spec §3: waveFrequency 1, waveIntensity 0, left, speed 1, pausedOnHover false)', () => {
  it('defaults', () => {
    expect(readMarqueeSettings({})).toEqual({
      waveFrequency: 1,
      waveIntensity: 0,
      animationDirection: 'left',
      animationSpeed: 1,
      pausedOnHover: false,
    });
  });
  it('reads given values; unreadable ones keep the default', () => {
    expect(
      readMarqueeSettings({
        waveFrequency: '2',
        waveIntensity: 0.5,
        animationDirection: 'RIGHT',
        pausedOnHover: 'true',
      }),
    ).toMatchObject({ waveFrequency: 2, waveIntensity: 0.5, animationDirection: 'right', pausedOnHover: true });
    expect(readMarqueeSettings({ animationDirection: 'up', animationSpeed: -1 })).toMatchObject({
      animationDirection: 'left',
      animationSpeed: 1,
    });
  });
});

describe('the wave (spec §9: path segments 250–1000)', () => {
  it('a segment is width / waveFrequency, kept between 250 and 1000', () => {
    expect(segmentLength(800, 1)).toBe(800);
    expect(segmentLength(800, 8)).toBe(250);
    expect(segmentLength(3000, 1)).toBe(1000);
    expect(segmentLength(800, 0)).toBe(1000);
  });
  it('no intensity (the default) is a straight line one line high', () => {
    expect(wavePath(600, 20, 1, 0)).toEqual({ d: 'M0,16 H600', height: 20 });
  });
  it('with intensity the path waves across the whole width, one segment per wave', () => {
    const { d, height } = wavePath(1000, 20, 2, 1);
    expect(height).toBe(60);
    expect(d.startsWith('M0,36 Q125,-4 250,36')).toBe(true);
    const ends = [...d.matchAll(/T([\d.]+),/g)].map((m) => Number(m[1]));
    expect(ends[0]).toBe(500);
    expect(ends[ends.length - 1]).toBeGreaterThanOrEqual(1000);
  });
});

describe('state: moves only while visible, motion not reduced, not paused (spec §4, WCAG 2.2.2)', () => {
  const facts = {
    reducedMotion: false,
    wideEnough: true,
    visible: true,
    hovered: false,
    pausedOnHover: false,
    pausedByVisitor: false,
  };
  it.each([
    [{}, 'running'],
    [{ visible: false }, 'idle'],
    [{ reducedMotion: true }, 'static'],
    [{ wideEnough: false }, 'static'],
    [{ hovered: true }, 'running'],
    [{ hovered: true, pausedOnHover: true }, 'paused'],
    [{ pausedByVisitor: true, visible: false }, 'paused'],
  ])('%j → %s', (change, state) => {
    expect(marqueeState({ ...facts, ...change })).toBe(state);
  });
});

describe('motion', () => {
  it('wraps the offset into one run, whichever way it goes', () => {
    expect(wrapOffset(-250, 200)).toBe(-50);
    expect(wrapOffset(30, 200)).toBe(-170);
    expect(wrapOffset(-200, 200)).toBe(0);
    expect(wrapOffset(5, 0)).toBe(0);
  });
  it('advances by velocity × elapsed time per frame while running, and stops', () => {
    let now = 0;
    const frames = new Map<number, FrameRequestCallback>();
    let id = 0;
    const offsets: number[] = [];
    const motion = createMotion({
      velocity: -0.06,
      runLength: () => 1000,
      onFrame: (offset) => offsets.push(offset),
      raf: (callback) => (frames.set(++id, callback), id),
      cancelRaf: (handle) => void frames.delete(handle),
      now: () => now,
    });
    const frame = (ms: number) => {
      now += ms;
      const due = [...frames.values()];
      frames.clear();
      due.forEach((callback) => callback(now));
    };
    motion.run(true);
    frame(100);
    frame(100);
    expect(offsets.map((o) => Math.round(o * 10) / 10)).toEqual([-6, -12]);
    motion.run(false);
    frame(100);
    expect(offsets).toHaveLength(2);
    expect(frames.size).toBe(0);
  });
});

describe('the block', () => {
  const MARKUP = `<div class="sqs-block marquee-block" data-block-type="70"><div class="sqs-block-content"><div class="sqs-marquee">
    <p class="sqs-marquee-item">Fresh bread</p><p class="sqs-marquee-item">Open late</p></div></div></div>`;
  let observed: IntersectionObserverCallback | null = null;
  function setup(config: object = {}, reduced = false) {
    document.body.innerHTML = MARKUP;
    const html = document.body.innerHTML;
    const root = document.querySelector<HTMLElement>('.marquee-block')!;
    Object.defineProperty(root, 'clientWidth', { configurable: true, value: 600 });
    window.matchMedia = (() => ({ matches: reduced })) as unknown as typeof window.matchMedia;
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback) {
        observed = callback;
      }
      observe() {}
      disconnect() {}
    };
    const context = { name: 'marquee', config, page: {} as PageContext, report: jest.fn() } as BlockContext;
    const unmount = mount(root, context);
    const see = (isIntersecting: boolean) =>
      observed!([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
    return { root, html, unmount, see, state: () => root.getAttribute(MARQUEE_STATE_ATTRIBUTE) };
  }
  afterEach(() => {
    delete (window as { matchMedia?: unknown }).matchMedia;
    delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('text of one run: the items, each followed by the separator', () => {
    document.body.innerHTML = MARKUP;
    expect(marqueeText(document.querySelector('.sqs-block-content')!)).toBe('Fresh bread · Open late · ');
  });
  it('draws an aria-hidden SVG and keeps the server text for screen readers; idle until in view, then running', () => {
    const { root, see, state } = setup();
    const svg = root.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(root.querySelector('textPath')!.textContent).toContain('Fresh bread · Open late · ');
    expect(root.querySelector<HTMLElement>('.sqs-block-content')!.style.position).toBe('absolute');
    expect(state()).toBe('idle');
    see(true);
    expect(state()).toBe('running');
    see(false);
    expect(state()).toBe('idle');
  });
  it('the pause button (a toggle) stops it and starts it again', () => {
    const { root, see, state } = setup();
    see(true);
    const button = root.querySelector<HTMLButtonElement>('button.sqs-marquee-pause')!;
    expect([button.textContent, button.getAttribute('aria-pressed')]).toEqual(['Pause animation', 'false']);
    button.click();
    expect([state(), button.getAttribute('aria-pressed')]).toEqual(['paused', 'true']);
    button.click();
    expect(state()).toBe('running');
  });
  it('pauses on hover only with pausedOnHover', () => {
    const plain = setup();
    plain.see(true);
    plain.root.dispatchEvent(new Event('pointerenter'));
    expect(plain.state()).toBe('running');
    const hover = setup({ pausedOnHover: true });
    hover.see(true);
    hover.root.dispatchEvent(new Event('pointerenter'));
    expect(hover.state()).toBe('paused');
    hover.root.dispatchEvent(new Event('pointerleave'));
    expect(hover.state()).toBe('running');
  });
  it('under reduced motion it is static, in view or not, with no pause button', () => {
    const { root, see, state } = setup({}, true);
    see(true);
    expect(state()).toBe('static');
    expect(root.querySelector('button')).toBeNull();
  });
  it('under 50 px wide it stays as the server sent it', () => {
    document.body.innerHTML = MARKUP;
    const root = document.querySelector<HTMLElement>('.marquee-block')!;
    Object.defineProperty(root, 'clientWidth', { configurable: true, value: 49 });
    mount(root, { name: 'marquee', config: {}, page: {} as PageContext, report: jest.fn() });
    expect(root.querySelector('svg')).toBeNull();
    expect(root.getAttribute(MARQUEE_STATE_ATTRIBUTE)).toBe('static');
  });
  it('destroy puts the server markup back', () => {
    const { html, unmount, see } = setup();
    see(true);
    runUnmount(unmount);
    expect(document.body.innerHTML).toBe(html);
  });
});
