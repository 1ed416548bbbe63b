import fc from 'fast-check';
import { create } from '../../../../src/blocks/gallery/designs/stacked';
import { clickStep } from '../../../../src/blocks/gallery/designs/stacked/input';
import { fakeContext, mountDesign, tasks } from './fake-context';
import { useFakeClock } from '../../fake-clock';

useFakeClock();

/** A click at `x` px from the left of a 400 px wide container. */
const clickAt = (target: Element, x: number, detail = 1) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, clientX: x, detail });
  target.dispatchEvent(event);
  return event;
};
const box400 = (element: Element) => {
  element.getBoundingClientRect = () => ({
    left: 0,
    top: 0,
    width: 400,
    height: 300,
    right: 400,
    bottom: 300,
    x: 0,
    y: 0,
    toJSON() {},
  });
};

describe('click behaviour (§4 Gallery; §9 Stacked: clickBehavior next)', () => {
  it('clickStep: next, previous, none, and auto by the half clicked', () => {
    expect(clickStep('next', 10, 400)).toBe(1);
    expect(clickStep('previous', 390, 400)).toBe(-1);
    expect(clickStep('none', 10, 400)).toBe(0);
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1000, noNaN: true }),
        fc.double({ min: 1, max: 1000, noNaN: true }),
        (x, width) => clickStep('auto', x, width) === (x < width / 2 ? -1 : 1),
      ),
    );
  });

  it.each([
    [undefined, 300, 1],
    ['next', 10, 1],
    ['previous', 300, 4],
    ['auto', 100, 4],
    ['auto', 300, 1],
    ['none', 300, 0],
    ['sideways', 300, 1],
  ])('clickBehavior %s, a click at x=%d goes to slide %d', (clickBehavior, x, expected) => {
    const fake = fakeContext({ designOptions: { clickBehavior } });
    const design = mountDesign(fake, create);
    box400(fake.container);
    expect(design.ownsClicks).toBe(true);
    clickAt(fake.slides[0].image!, x);
    expect(fake.engine.index).toBe(expected);
    expect(fake.engine.changes.map(([, , source]) => source)).toEqual(expected ? ['click'] : []);
  });

  it('a click without a position (Enter on a focused slide) counts as the right half for auto', () => {
    const fake = fakeContext({ designOptions: { clickBehavior: 'auto' } });
    mountDesign(fake, create);
    box400(fake.container);
    clickAt(fake.slides[0].element, 0, 0);
    expect(fake.engine.index).toBe(1);
  });

  it('does not advance a video slide', () => {
    const fake = fakeContext({ slides: [{ type: 'video' }, {}] });
    mountDesign(fake, create);
    box400(fake.container);
    clickAt(fake.slides[0].element.querySelector('video')!.parentElement!, 300);
    expect(fake.engine.index).toBe(0);
  });

  it('leaves links in a caption to work as links', () => {
    const fake = fakeContext({ slides: [{ meta: true }, {}] });
    mountDesign(fake, create);
    box400(fake.container);
    const link = fake.slides[0].element.querySelector('a')!;
    link.addEventListener('click', (event) => event.preventDefault());
    clickAt(link, 300);
    expect(fake.engine.index).toBe(0);
  });
});

describe('click-through URLs (§4 Gallery)', () => {
  const withWindow = (url: string, inEditor: boolean) => {
    const assign = jest.fn();
    const win = { location: { href: 'https://example.com/gallery', assign } } as unknown as Window;
    const fake = fakeContext({ slides: [{ clickThrough: url }, {}], win, inEditor });
    (fake.win as { location: unknown }).location = win.location;
    mountDesign(fake, create);
    box400(fake.container);
    return { fake, assign };
  };

  it.each(['https://shop.example.com/item', '/about', 'other-page'])('follows %s instead of advancing', async (url) => {
    const { fake, assign } = withWindow(url, false);
    const event = clickAt(fake.slides[0].image!, 300);
    await tasks(5);
    expect(assign).toHaveBeenCalledWith(new URL(url, 'https://example.com/gallery').href);
    expect(event.defaultPrevented).toBe(true);
    expect(fake.engine.index).toBe(0);
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi'])(
    'never follows %s: the click advances as if there were no URL',
    async (url) => {
      const { fake, assign } = withWindow(url, false);
      clickAt(fake.slides[0].image!, 300);
      await tasks(5);
      expect(assign).not.toHaveBeenCalled();
      expect(fake.engine.index).toBe(1);
    },
  );

  it('in the editor frame dispatches site-runtime:gallery-click-through-bypass {url} on the root instead of navigating', async () => {
    const { fake, assign } = withWindow('/about', true);
    const seen: unknown[] = [];
    document.addEventListener('site-runtime:gallery-click-through-bypass', (event) =>
      seen.push((event as CustomEvent).detail),
    );
    clickAt(fake.slides[0].image!, 300);
    await tasks(5);
    expect(assign).not.toHaveBeenCalled();
    expect(seen).toEqual([{ url: 'https://example.com/about' }]);
  });
});
