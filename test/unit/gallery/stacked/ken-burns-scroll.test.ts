import { create } from '../../../../src/blocks/gallery/designs/stacked';
import { KEN_BURNS_ZOOM, kenBurnsScales } from '../../../../src/blocks/gallery/designs/stacked/ken-burns';
import { fakeContext, flush, installAnimate, mountReady, setBox, visibleSlides } from './fake-context';
import { useFakeClock } from '../../fake-clock';

useFakeClock();

let animate: ReturnType<typeof installAnimate>;
beforeEach(() => (animate = installAnimate()));
afterEach(() => animate.restore());

describe('ken-burns (§4 Gallery: slow zoom, alternating; §9: zoom 1.075)', () => {
  it('alternates zoom-in and zoom-out from one slide shown to the next', () => {
    expect(kenBurnsScales(0)).toEqual([1, KEN_BURNS_ZOOM]);
    expect(kenBurnsScales(1)).toEqual([KEN_BURNS_ZOOM, 1]);
    expect(kenBurnsScales(2)).toEqual([1, 1.075]);
  });

  it("zooms each shown slide's image over its display time towards the focal point, and fades", async () => {
    const fake = fakeContext({
      designOptions: { transition: 'ken-burns' },
      settings: { autoplay: { enabled: true, timeout: 4000, randomize: false, resume: 1000, pauseOnMouseover: true } },
      slides: [{ focal: '0.2,0.8' }, {}, {}],
    });
    await mountReady(fake, create);
    const zooms = () => animate.started.filter((a) => a.element.tagName === 'IMG');
    expect(zooms().map((a) => [a.element, a.keyframes, a.options.duration, a.options.fill])).toEqual([
      [fake.slides[0].image, { transform: ['scale(1)', 'scale(1.075)'] }, 5000, 'forwards'],
    ]);
    expect(fake.slides[0].image!.style.transformOrigin).toBe('20% 80%');
    fake.engine.next();
    expect(zooms()[1].keyframes).toEqual({ transform: ['scale(1.075)', 'scale(1)'] });
    expect(
      animate.started.some((a) => a.element === fake.slides[1].element && (a.keyframes.opacity as number[])[1] === 1),
    ).toBe(true);
    zooms()[1].finish();
    await animate.finishAll();
    // The slide gone from view stops zooming.
    expect(zooms()[0].cancelled).toBe(true);
    expect(visibleSlides(fake)).toEqual([1]);
  });

  it('does not zoom under reduced motion', async () => {
    const fake = fakeContext({ designOptions: { transition: 'ken-burns' } });
    fake.reduce(true);
    await mountReady(fake, create);
    fake.engine.next();
    expect(animate.started).toEqual([]);
  });
});

describe('scroll (§4 Gallery: horizontal or vertical; §9: snap 0.4 s, scroll-end 300 ms)', () => {
  const frames: FrameRequestCallback[] = [];
  const setup = async (designOptions: Record<string, unknown> = {}) => {
    const win = {
      requestAnimationFrame: (fn: FrameRequestCallback) => frames.push(fn),
      setTimeout: window.setTimeout.bind(window),
      clearTimeout: window.clearTimeout.bind(window),
    } as Partial<Window>;
    const fake = fakeContext({ designOptions: { transition: 'scroll', ...designOptions }, win });
    setBox(fake.container, { clientWidth: 400, clientHeight: 300 });
    await mountReady(fake, create);
    return fake;
  };
  const runFrames = (times: number[]) => times.forEach((t) => frames.splice(0).forEach((frame) => frame(t)));
  beforeEach(() => (frames.length = 0));

  it('turns the container into a scroll-snap strip with every slide in it', async () => {
    const fake = await setup();
    expect(fake.container.style.display).toBe('flex');
    expect(fake.container.style.flexDirection).toBe('row');
    expect(fake.container.style.getPropertyValue('scroll-snap-type')).toBe('x mandatory');
    expect(
      fake.slides.every(
        ({ element }) => element.style.position === 'relative' && element.style.visibility === 'visible',
      ),
    ).toBe(true);
    expect(visibleSlides(fake)).toEqual([0, 1, 2, 3, 4]);
  });

  it('is vertical with designOptions.direction vertical', async () => {
    const fake = await setup({ direction: 'vertical' });
    expect(fake.container.style.flexDirection).toBe('column');
    expect(fake.container.style.getPropertyValue('scroll-snap-type')).toBe('y mandatory');
  });

  it('a control change glides the scroll to the slide over 0.4 s, snapping off meanwhile', async () => {
    const fake = await setup();
    fake.engine.next();
    expect(fake.engine.inMotion).toBe(true);
    expect(fake.container.style.getPropertyValue('scroll-snap-type')).toBe('none');
    runFrames([0, 200]);
    expect(fake.container.scrollLeft).toBeGreaterThan(300);
    expect(fake.container.scrollLeft).toBeLessThan(400);
    runFrames([400]);
    expect(fake.container.scrollLeft).toBe(400);
    await flush();
    expect(fake.engine.inMotion).toBe(false);
    expect(fake.container.style.getPropertyValue('scroll-snap-type')).toBe('x mandatory');
  });

  it('the index follows the scroll position when the visitor scrolls (scrollend)', async () => {
    const fake = await setup();
    fake.container.scrollLeft = 800;
    fake.container.dispatchEvent(new Event('scrollend'));
    expect(fake.engine.changes).toEqual([[2, 0, 'swipe']]);
    expect(frames).toEqual([]);
  });

  it('reduced motion: the scroll jumps', async () => {
    const fake = await setup();
    fake.reduce(true);
    fake.engine.goTo(3);
    expect(fake.container.scrollLeft).toBe(1200);
    expect(frames).toEqual([]);
  });
});
