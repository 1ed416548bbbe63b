import { startAnchorLinks } from '../../../src/features/anchor-links/index';
import { anchorTarget } from '../../../src/features/anchor-links/find-target';
import { easeOutSine, scrollDuration, scrollToElement, whenScrollEnds } from '../../../src/shared/scroll';
import { advance, useFakeClock } from '../fake-clock';

useFakeClock();

/** A page whose target sits at `top` px, 5000 px tall, viewport 800; scrollTo recorded. */
function page(top = 1000) {
  document.body.innerHTML = `<a id="link" href="#menu">Menu</a><section id="menu">Menu</section>`;
  const target = document.getElementById('menu')!;
  let y = 0;
  const jumps: number[] = [];
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 5000 });
  target.getBoundingClientRect = () => ({ top: top - y }) as DOMRect;
  window.scrollTo = ((options: ScrollToOptions) => {
    y = options.top!;
    jumps.push(y);
    window.dispatchEvent(new Event('scroll'));
  }) as typeof window.scrollTo;
  // A frame clock the test drives: each frame is 10 ms.
  let now = 0;
  let frames = new Map<number, FrameRequestCallback>();
  let handle = 0;
  const raf = (callback: FrameRequestCallback) => (frames.set(++handle, callback), handle);
  const cancelRaf = (id: number) => void frames.delete(id);
  const frame = () => {
    now += 10;
    const due = frames;
    frames = new Map();
    due.forEach((callback) => callback(now));
  };
  return { target, jumps, raf, cancelRaf, now: () => now, frame };
}

describe('the scroll helper (spec §9: offset 30 px, 50 ms, easeOutSine, scroll end after 300 ms)', () => {
  it('easeOutSine: 0 → 0, 1 → 1, fast then slow', () => {
    expect(easeOutSine(0)).toBe(0);
    expect(easeOutSine(1)).toBeCloseTo(1);
    expect(easeOutSine(0.5)).toBeGreaterThan(0.5);
  });
  it('the duration is kept between the minimum and the maximum (both 50 ms in the spec)', () => {
    expect(scrollDuration(10)).toBe(50);
    expect(scrollDuration(-10_000)).toBe(50);
    expect(scrollDuration(400, 50, 1000)).toBe(200);
  });
  it('scrolls over frames to 30 px above the element, eased, and resolves 300 ms after the last scroll', async () => {
    const { target, jumps, raf, now, frame } = page(1000);
    let ended = false;
    void scrollToElement(target, { raf, now, instant: false }).then(() => (ended = true));
    for (let i = 0; i < 6; i++) frame();
    expect(jumps[jumps.length - 1]).toBe(970);
    expect(jumps.length).toBeGreaterThan(2);
    expect(jumps[0]).toBeGreaterThan(970 * 0.2); // eased out: the first step is the biggest
    await advance(299);
    expect(ended).toBe(false);
    await advance(1);
    expect(ended).toBe(true);
  });
  it('under reduced motion it jumps at once', () => {
    const { target, jumps } = page(1000);
    void scrollToElement(target, { instant: true });
    expect(jumps).toEqual([970]);
  });
  it('never scrolls past the top or the bottom of the page', () => {
    const near = page(10);
    void scrollToElement(near.target, { instant: true });
    expect(near.jumps).toEqual([0]);
    const far = page(4900);
    void scrollToElement(far.target, { instant: true });
    expect(far.jumps).toEqual([5000 - window.innerHeight]);
  });
  it('a wheel by the visitor stops the animation where it is', () => {
    const { target, jumps, raf, cancelRaf, now, frame } = page(1000);
    void scrollToElement(target, { raf, cancelRaf, now, instant: false });
    frame();
    window.dispatchEvent(new Event('wheel'));
    const count = jumps.length;
    for (let i = 0; i < 6; i++) frame();
    expect(jumps.length).toBe(count);
    expect(jumps[count - 1]).toBeLessThan(970);
  });
  it('scroll end restarts its 300 ms with every scroll event', async () => {
    let ended = false;
    void whenScrollEnds(window, window).then(() => (ended = true));
    await advance(200);
    window.dispatchEvent(new Event('scroll'));
    await advance(299);
    expect(ended).toBe(false);
    await advance(1);
    expect(ended).toBe(true);
  });
});

describe('in-page anchor links', () => {
  const click = (element: Element, init: MouseEventInit = {}) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    element.dispatchEvent(event);
    return event.defaultPrevented;
  };
  it('a link to an element of the page is taken over: address written, focus moved, scrolled', () => {
    const { target, jumps } = page(1000);
    const stop = startAnchorLinks(document, jest.fn());
    window.matchMedia = (() => ({ matches: true })) as unknown as typeof window.matchMedia; // reduced motion
    try {
      expect(click(document.getElementById('link')!)).toBe(true);
      expect(window.location.hash).toBe('#menu');
      expect(document.activeElement).toBe(target);
      expect(target.getAttribute('tabindex')).toBe('-1');
      expect(jumps).toEqual([970]);
      target.blur();
      expect(target.hasAttribute('tabindex')).toBe(false);
    } finally {
      stop();
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });
  it('modified clicks, new-window links and links a block already handled are left alone', () => {
    page();
    const stop = startAnchorLinks(document, jest.fn());
    const link = document.getElementById('link')!;
    expect(click(link, { ctrlKey: true })).toBe(false);
    link.setAttribute('target', '_blank');
    expect(click(link)).toBe(false);
    link.removeAttribute('target');
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(window.scrollY).toBe(0);
    stop();
  });
  it('stop removes the listener', () => {
    page();
    startAnchorLinks(document, jest.fn())();
    expect(click(document.getElementById('link')!)).toBe(false);
  });
  it.each([
    ['#', null],
    ['#nothing', null],
    ['#itemId=a1', null],
    ['/elsewhere#menu', null],
    ['#menu', 'menu'],
    ['#caf%C3%A9', 'café'],
  ])('anchorTarget(%j)', (href, id) => {
    document.body.innerHTML = `<a href="${href}">x</a><p id="menu"></p><p id="café"></p>`;
    expect(anchorTarget(document.querySelector('a')!, document)?.id ?? null).toBe(id);
  });
  it('a named anchor counts too', () => {
    document.body.innerHTML = `<a href="#old">x</a><a name="old"></a>`;
    expect(anchorTarget(document.querySelector('a')!, document)).toBe(document.querySelector('a[name]'));
  });
});
