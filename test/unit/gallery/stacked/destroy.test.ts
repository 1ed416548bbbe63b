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
} from './fake-context';
import { useFakeClock } from '../../fake-clock';

useFakeClock();

const clock = { now: 0 };
let animate: ReturnType<typeof installAnimate>;
beforeEach(() => {
  jest.spyOn(performance, 'now').mockImplementation(() => clock.now);
  animate = installAnimate();
});
afterEach(() => {
  jest.restoreAllMocks();
  animate.restore();
});

const TRANSITIONS = ['fade', 'ken-burns', 'swipe', 'new-swipe', 'scroll', 'none'];

describe('destroy() restores the server markup exactly', () => {
  it.each(TRANSITIONS)('%s: after changes, a drag and a transition still running', async (transition) => {
    const fake = fakeContext({
      designOptions: { transition },
      slides: [{ meta: true }, { dims: '800x1200' }, { type: 'video' }, {}],
      start: 1,
    });
    setBox(fake.container, { clientWidth: 400, clientHeight: 300 });
    const before = document.body.innerHTML;
    const design = await mountReady(fake, create);
    fake.engine.next();
    await animate.finishAll();
    drag(fake.slides[2].element, clock, -30, 0, 600);
    pointer(fake.slides[2].element, 'pointerdown', 100, 0);
    pointer(fake.slides[2].element, 'pointermove', 60, 0);
    fake.engine.design = design;
    await flush();
    design.layout?.();
    design.destroy();
    expect(document.body.innerHTML).toBe(before);
    // Whatever was still animating is cancelled, and nothing writes back afterwards.
    await animate.finishAll();
    await tasks(20);
    expect(document.body.innerHTML).toBe(before);
  });

  it('a transition cut short by destroy() leaves nothing behind when it would have finished', async () => {
    const fake = fakeContext();
    const before = document.body.innerHTML;
    const design = mountDesign(fake, create);
    fake.engine.next();
    design.destroy();
    expect(animate.started.filter((a) => a.options.duration === 1000).every((a) => a.cancelled)).toBe(true);
    await flush();
    expect(document.body.innerHTML).toBe(before);
  });

  it('keeps inline styles and classes the server had', () => {
    const fake = fakeContext();
    fake.container.classList.add('sqs-gallery-design-stacked');
    fake.slides[0].element.style.setProperty('visibility', 'visible');
    const before = document.body.innerHTML;
    mountDesign(fake, create).destroy();
    expect(document.body.innerHTML).toBe(before);
  });

  it('stops listening: clicks and drags after destroy() change nothing', () => {
    const fake = fakeContext();
    mountDesign(fake, create).destroy();
    fake.slides[0].element.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
    drag(fake.slides[0].element, clock, -200, 0, 600);
    expect(fake.engine.changes).toEqual([]);
  });
});
