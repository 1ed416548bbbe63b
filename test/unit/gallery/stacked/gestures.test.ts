import { create } from '../../../../src/blocks/gallery/designs/stacked';
import {
  drag,
  fakeContext,
  flush,
  installAnimate,
  mountDesign,
  mountReady,
  pointer,
  setBox,
  tasks,
  visibleSlides,
} from './fake-context';
import { useFakeClock } from '../../fake-clock';

useFakeClock();

const clock = { now: 0 };
let animate: ReturnType<typeof installAnimate>;
beforeEach(() => {
  clock.now = 1000;
  jest.spyOn(performance, 'now').mockImplementation(() => clock.now);
  animate = installAnimate();
});
afterEach(() => {
  jest.restoreAllMocks();
  animate.restore();
});

/** Clicks that follow a pointerup, as a mouse would send them. */
const clickAfter = (target: Element) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, clientX: 300, detail: 1 });
  target.dispatchEvent(event);
  return event;
};

describe('swipes on fade and ken-burns (§9 Swipe: 50 px, 250 ms)', () => {
  /** Mounts the design and brings its swipe code, as a mouse does by coming over the slides. */
  const mountSwipes = async (fake: ReturnType<typeof fakeContext>) => {
    await mountReady(fake, create);
    pointer(fake.container, 'pointerover', 0);
    await tasks(5);
  };

  it('a slow horizontal drag past 50 px to the left goes to the next slide, to the right the previous one', async () => {
    const fake = fakeContext();
    await mountSwipes(fake);
    drag(fake.slides[0].image!, clock, -80, 5, 600);
    expect(fake.engine.changes).toEqual([[1, 0, 'swipe']]);
  });

  it('right to left (issue 27): a swipe to the right goes forward', async () => {
    const fake = fakeContext();
    fake.container.style.direction = 'rtl';
    await mountSwipes(fake);
    drag(fake.slides[0].image!, clock, 80, 5, 600);
    expect(fake.engine.changes).toEqual([[1, 0, 'swipe']]);
  });

  it('a slow drag under 50 px changes nothing', async () => {
    const fake = fakeContext();
    await mountSwipes(fake);
    drag(fake.slides[0].image!, clock, -40, 0, 600);
    expect(fake.engine.changes).toEqual([]);
  });

  it('a quick flick under 50 px changes slide', async () => {
    const fake = fakeContext({ designOptions: { transition: 'ken-burns' } });
    await mountSwipes(fake);
    drag(fake.slides[0].image!, clock, 30, 0, 120);
    expect(fake.engine.changes).toEqual([[4, 0, 'swipe']]);
  });

  it('the swipe code comes with the first pointer; a drag made before it arrived counts, at the times it happened', async () => {
    const fake = fakeContext();
    mountDesign(fake, create);
    drag(fake.slides[0].image!, clock, 30, 0, 120);
    expect(fake.engine.changes).toEqual([]);
    await tasks(5);
    expect(fake.engine.changes).toEqual([[4, 0, 'swipe']]);
  });

  it('a drag that starts vertically belongs to the page: the pointer is let go at 10 px, and nothing changes however far it then goes sideways', async () => {
    const fake = fakeContext();
    await mountSwipes(fake);
    const target = fake.slides[0].image!;
    const release = jest.fn();
    Object.assign(target, { releasePointerCapture: release });
    pointer(target, 'pointerdown', 100, 100);
    pointer(target, 'pointermove', 102, 105);
    expect(release).not.toHaveBeenCalled();
    pointer(target, 'pointermove', 102, 130);
    expect(release).toHaveBeenCalledWith(1);
    pointer(target, 'pointermove', 20, 140);
    pointer(target, 'pointerup', 20, 140);
    expect(fake.engine.changes).toEqual([]);
  });

  it('the click that ends a drag does not advance the slideshow', async () => {
    const fake = fakeContext({ designOptions: { transition: 'fade', clickBehavior: 'next' } });
    await mountSwipes(fake);
    fake.container.getBoundingClientRect = () => ({ left: 0, width: 400 }) as DOMRect;
    drag(fake.slides[0].image!, clock, -30, 0, 600);
    const swallowed = clickAfter(fake.slides[0].image!);
    expect(swallowed.defaultPrevented).toBe(true);
    expect(fake.engine.changes).toEqual([]);
    clickAfter(fake.slides[0].image!);
    expect(fake.engine.index).toBe(1);
  });

  it('slides allow only vertical panning to the browser (touch-action: pan-y)', () => {
    // jsdom's CSSOM drops touch-action: read what the design asked for.
    const fake = fakeContext();
    const set = jest.spyOn(CSSStyleDeclaration.prototype, 'setProperty');
    mountDesign(fake, create);
    expect(set).toHaveBeenCalledWith('touch-action', 'pan-y');
  });
});

describe('swipe transition (§4 Gallery: drag; §9: 0.28 s)', () => {
  const setup = async (designOptions: Record<string, unknown> = { transition: 'swipe' }, settings = {}) => {
    const fake = fakeContext({ designOptions, settings });
    setBox(fake.container, { clientWidth: 400 });
    await mountReady(fake, create);
    return fake;
  };

  it('the current slide follows the finger with its neighbour beside it', async () => {
    const fake = await setup();
    const target = fake.slides[0].image!;
    pointer(target, 'pointerdown', 200, 100);
    pointer(target, 'pointermove', 180, 101);
    pointer(target, 'pointermove', 150, 101);
    expect(fake.slides[0].element.style.transform).toBe('translateX(-50px)');
    expect(fake.slides[1].element.style.transform).toBe('translateX(350px)');
    expect(visibleSlides(fake)).toEqual([0, 1]);
    pointer(target, 'pointermove', 260, 101);
    expect(fake.slides[4].element.style.transform).toBe('translateX(-340px)');
    expect(visibleSlides(fake)).toEqual([0, 4]);
  });

  it('released past 50 px it slides on in 0.28 s; then only the new slide shows', async () => {
    const fake = await setup();
    drag(fake.slides[0].image!, clock, -120, 0, 600, 4, 300);
    expect(fake.engine.changes).toEqual([[1, 0, 'swipe']]);
    expect(animate.started.map((a) => [a.keyframes, a.options.duration])).toEqual([
      [{ transform: ['translateX(-120px)', 'translateX(-400px)'] }, 280],
      [{ transform: ['translateX(280px)', 'translateX(0px)'] }, 280],
    ]);
    await animate.finishAll();
    expect(visibleSlides(fake)).toEqual([1]);
    expect(fake.slides.map((s) => s.element.style.transform)).toEqual(['', '', '', '', '']);
  });

  it('released under 50 px (slowly) it springs back', async () => {
    const fake = await setup();
    drag(fake.slides[0].image!, clock, -40, 0, 600, 4, 300);
    expect(fake.engine.changes).toEqual([]);
    expect(animate.started.map((a) => a.keyframes)).toEqual([
      { transform: ['translateX(-40px)', 'translateX(0px)'] },
      { transform: ['translateX(360px)', 'translateX(400px)'] },
    ]);
    await animate.finishAll();
    expect(visibleSlides(fake)).toEqual([0]);
  });

  it('a control or key change slides too, from the side of the direction', async () => {
    const fake = await setup();
    fake.engine.previous('control');
    expect(animate.started.map((a) => a.keyframes)).toEqual([
      { transform: ['translateX(0px)', 'translateX(400px)'] },
      { transform: ['translateX(-400px)', 'translateX(0px)'] },
    ]);
  });
});

describe('swipe and new-swipe right to left (issue 27): the next slide waits on the left', () => {
  const setup = async (transition: string) => {
    const fake = fakeContext({ designOptions: { transition }, settings: { loop: false } });
    fake.container.style.direction = 'rtl';
    setBox(fake.container, { clientWidth: 400 });
    await mountReady(fake, create);
    return fake;
  };

  it.each(['swipe', 'new-swipe'])(
    '%s: a drag to the right brings the next slide in from the left',
    async (transition) => {
      const fake = await setup(transition);
      const target = fake.slides[0].image!;
      pointer(target, 'pointerdown', 100, 100);
      pointer(target, 'pointermove', 120, 101);
      pointer(target, 'pointermove', 150, 101);
      expect(fake.slides[0].element.style.transform).toBe('translateX(50px)');
      expect(fake.slides[1].element.style.transform).toBe('translateX(-350px)');
      expect(visibleSlides(fake)).toEqual([0, 1]);
      pointer(target, 'pointerup', 350, 101);
      expect(fake.engine.changes).toEqual([[1, 0, 'swipe']]);
      // The current slide leaves to the right, the next one arrives from the left.
      const [leaving, arriving] = animate.started.map((a) => a.keyframes.transform as string[]);
      expect(leaving[1]).toBe('translateX(400px)');
      expect(arriving[1]).toBe('translateX(0px)');
      expect(parseFloat(arriving[0].replace('translateX(', ''))).toBeLessThan(0);
    },
  );

  it('a drag to the left at the first slide goes nowhere (nothing before it), and springs back', async () => {
    const fake = await setup('swipe');
    drag(fake.slides[0].image!, clock, -120, 0, 600, 4, 300);
    expect(fake.engine.changes).toEqual([]);
  });

  it('a control or key change slides the mirrored way', async () => {
    const fake = await setup('swipe');
    fake.engine.next('control');
    expect(animate.started.map((a) => a.keyframes)).toEqual([
      { transform: ['translateX(0px)', 'translateX(400px)'] },
      { transform: ['translateX(-400px)', 'translateX(0px)'] },
    ]);
  });
});

describe('new-swipe transition (§9: 0.3–0.5 s by the distance left; boundaries at the ends)', () => {
  const setup = async (designOptions: Record<string, unknown>) => {
    const fake = fakeContext({
      designOptions: { transition: 'new-swipe', ...designOptions },
      settings: { loop: false },
    });
    setBox(fake.container, { clientWidth: 800 });
    await mountReady(fake, create);
    return fake;
  };

  it('a slow drag past the snap point moves on in a time scaled by the distance left', async () => {
    const fake = await setup({ snapPoints: '25%' });
    Object.defineProperty(fake.win, 'innerWidth', { configurable: true, value: 1024 });
    drag(fake.slides[0].image!, clock, -400, 0, 2000, 10, 500);
    expect(fake.engine.changes).toEqual([[1, 0, 'swipe']]);
    expect(animate.started[0].options.duration).toBe(400);
  });

  it('a slow drag short of the snap point springs back', async () => {
    const fake = await setup({ snapPoints: '60%' });
    drag(fake.slides[0].image!, clock, -400, 0, 2000, 10, 500);
    expect(fake.engine.changes).toEqual([]);
  });

  it('a flick moves on however short', async () => {
    const fake = await setup({});
    drag(fake.slides[0].image!, clock, -60, 0, 40, 3, 500);
    expect(fake.engine.changes).toEqual([[1, 0, 'swipe']]);
  });

  it('hard boundary: at the first slide a drag towards nothing does not move it', async () => {
    const fake = await setup({ boundaries: 'hard' });
    const target = fake.slides[0].image!;
    pointer(target, 'pointerdown', 100, 0);
    pointer(target, 'pointermove', 300, 0);
    expect(fake.slides[0].element.style.transform).toBe('');
    pointer(target, 'pointerup', 300, 0);
    expect(fake.engine.changes).toEqual([]);
  });

  it('a drag made before the transition arrived counts once it does, and the click that ends it is no click', async () => {
    const fake = fakeContext({ designOptions: { transition: 'new-swipe' }, settings: { loop: false } });
    setBox(fake.container, { clientWidth: 800 });
    mountDesign(fake, create);
    const target = fake.slides[0].image!;
    drag(target, clock, -400, 0, 2000, 10, 500);
    // A mouse drag ends with a click where the pointer was let go: not a click on the slide (clickBehavior next).
    clickAfter(target);
    expect(fake.engine.changes).toEqual([]);
    await tasks(5);
    expect(fake.engine.changes).toEqual([[1, 0, 'swipe']]);
  });

  it('inertial boundary: it follows with resistance, then springs back', async () => {
    const fake = await setup({ boundaries: ['inertial', 'hard'] });
    const target = fake.slides[0].image!;
    pointer(target, 'pointerdown', 100, 0);
    pointer(target, 'pointermove', 300, 0);
    const moved = parseFloat(fake.slides[0].element.style.transform.replace('translateX(', ''));
    expect(moved).toBeGreaterThan(0);
    expect(moved).toBeLessThan(200);
    pointer(target, 'pointerup', 300, 0);
    expect(fake.engine.changes).toEqual([]);
  });
});

describe('a drag cancelled by the browser (pointercancel) snaps back', () => {
  it('changes nothing', async () => {
    const fake = fakeContext({ designOptions: { transition: 'swipe' } });
    setBox(fake.container, { clientWidth: 400 });
    await mountReady(fake, create);
    const target = fake.slides[0].image!;
    pointer(target, 'pointerdown', 300, 0);
    pointer(target, 'pointermove', 100, 0);
    pointer(target, 'pointercancel', 100, 0);
    expect(fake.engine.changes).toEqual([]);
    await animate.finishAll();
    await flush();
    expect(visibleSlides(fake)).toEqual([0]);
  });
});
