import {
  ANIMATION_DURATION,
  SCALE_HIDE_FACTOR,
  collapse,
  expand,
  fadeIn,
  fadeOut,
  scaleIn,
  scaleOut,
  type AnimationOptions,
} from '../../../src/core/ui';
import { clearReducedMotion, flushMicrotasks, installFakeAnimate, mockReducedMotion } from './helpers';

type Animate = (el: HTMLElement, options?: AnimationOptions) => Promise<void>;
const SHOWS: Array<[string, Animate]> = [
  ['expand', expand],
  ['fadeIn', fadeIn],
  ['scaleIn', scaleIn],
];
const HIDES: Array<[string, Animate]> = [
  ['collapse', collapse],
  ['fadeOut', fadeOut],
  ['scaleOut', scaleOut],
];

let el: HTMLElement;

beforeEach(() => {
  el = document.createElement('div');
  el.textContent = 'Panel';
  document.body.append(el);
});

afterEach(() => {
  document.body.replaceChildren();
  clearReducedMotion();
});

describe('without the Web Animations API (jsdom), animations complete at once', () => {
  it.each(SHOWS)('%s shows a hidden element', async (_name, show) => {
    el.hidden = true;
    await show(el);
    expect(el.hidden).toBe(false);
  });

  it.each(HIDES)('%s hides a shown element with the hidden attribute', async (_name, hide) => {
    await hide(el);
    expect(el.hidden).toBe(true);
  });
});

describe('with the Web Animations API, animations run 0.3 s and end in their final state', () => {
  let fake: ReturnType<typeof installFakeAnimate>;
  beforeEach(() => {
    mockReducedMotion(false);
    fake = installFakeAnimate();
  });
  afterEach(() => fake.restore());

  it.each(HIDES)('%s keeps the element shown until its animation finishes', async (_name, hide) => {
    let done = false;
    const hiding = hide(el).then(() => (done = true));
    await flushMicrotasks();
    expect([el.hidden, done]).toEqual([false, false]);
    fake.runs[0].finish();
    await hiding;
    expect(el.hidden).toBe(true);
    expect(fake.runs[0].cancel).toHaveBeenCalled(); // the held end frame is released
  });

  it.each(SHOWS)('%s resolves when its animation finishes', async (_name, show) => {
    el.hidden = true;
    let done = false;
    const showing = show(el).then(() => (done = true));
    expect(el.hidden).toBe(false);
    await flushMicrotasks();
    expect(done).toBe(false);
    fake.runs[0].finish();
    await showing;
    expect(done).toBe(true);
  });

  it('lasts 300 ms by default and takes another duration', () => {
    expect(ANIMATION_DURATION).toBe(300);
    void fadeIn(el);
    void fadeIn(document.body.appendChild(document.createElement('p')), { duration: 120 });
    expect(fake.runs.map((run) => run.options.duration)).toEqual([300, 120]);
  });

  it('falls back to 300 ms for a duration that is not a number of ms', () => {
    void fadeIn(el, { duration: Number.NaN });
    expect(fake.runs[0].options.duration).toBe(300);
  });

  it('scales from 0.94 when showing and to 0.94 when hiding', () => {
    expect(SCALE_HIDE_FACTOR).toBe(0.94);
    void scaleIn(el);
    expect(fake.runs[0].keyframes[0]).toEqual({ opacity: 0, transform: 'scale(0.94)' });
    void scaleOut(el);
    expect(fake.runs[1].keyframes[1]).toEqual({ opacity: 0, transform: 'scale(0.94)' });
  });

  it('fades opacity from 0 to 1 and back', () => {
    void fadeIn(el);
    void fadeOut(el);
    expect(fake.runs.map((run) => run.keyframes.map((frame) => frame.opacity))).toEqual([
      [0, 1],
      [1, 0],
    ]);
  });

  it('expands from height 0 to the content height, clipped', () => {
    Object.defineProperty(el, 'scrollHeight', { value: 120 });
    void expand(el);
    expect(fake.runs[0].keyframes).toEqual([
      { height: '0px', overflow: 'hidden' },
      { height: '120px', overflow: 'hidden' },
    ]);
  });

  it('lets a newer animation win: hide then show leaves the element shown', async () => {
    const hiding = fadeOut(el);
    const showing = fadeIn(el);
    expect(fake.runs[0].cancel).toHaveBeenCalled();
    fake.runs[1].finish();
    await Promise.all([hiding, showing]);
    expect(el.hidden).toBe(false);
  });
});

describe('under prefers-reduced-motion: reduce, animations complete at once', () => {
  let fake: ReturnType<typeof installFakeAnimate>;
  beforeEach(() => {
    mockReducedMotion(true);
    fake = installFakeAnimate();
  });
  afterEach(() => fake.restore());

  it.each([...SHOWS, ...HIDES])('%s does not animate', async (name, animate) => {
    el.hidden = name.endsWith('In') || name === 'expand';
    await animate(el);
    expect(fake.runs).toHaveLength(0);
    expect(el.hidden).toBe(!(name.endsWith('In') || name === 'expand'));
  });
});
