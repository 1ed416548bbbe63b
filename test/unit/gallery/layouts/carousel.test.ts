import { create } from '../../../../src/blocks/gallery/designs/carousel';
import { css, fakeGallery, normal, slideEls, type FakeOptions, tasks } from './fake-context';

const TEN = Array(10).fill('1200x1200');

/** A carousel whose fake engine calls its show(), like the block's. */
function carousel(options: FakeOptions = {}, rtl = false) {
  const fake = fakeGallery(
    { dims: TEN, controls: 'button', settings: { slidesPerRow: 3 }, ...options },
    (index, from) => design.show(index, from, index > from ? 1 : -1),
  );
  if (rtl) fake.container.style.direction = 'rtl';
  const design = create(fake.context);
  const [previous, next] = [fake.context.controls.previous!, fake.context.controls.next!];
  const shift = (i = 0) => css(slideEls(fake)[i], 'transform');
  const visible = () => slideEls(fake).flatMap((s, i) => (s.hasAttribute('inert') ? [] : [i]));
  return { fake, design, previous, next, shift, visible };
}

describe('carousel: groups of slides (§9: 3 per row, 1 % gutter)', () => {
  it('lays the slides in one clipped row, 3 to a group with a 1 % gutter', () => {
    const { fake, design } = carousel();
    expect(design.ownsControls).toBe(true);
    expect(fake.container.classList.contains('sqs-gallery-design-carousel')).toBe(true);
    expect([css(fake.container, 'display'), css(fake.container, 'overflow')]).toEqual(['flex', 'hidden']);
    const [slide] = slideEls(fake);
    expect(css(slide, 'width')).toBe(normal('width', 'calc((100% - 2 * 1%) / 3)'));
    expect(css(slide, 'margin-right')).toBe('1%');
    expect(css(slide, 'aspect-ratio')).toBe('1');
  });

  it('drops to 3 per row under 724 px and to 2 under 480 px, on layout() after a resize', () => {
    const { fake, design, visible } = carousel({ width: 1000, settings: { slidesPerRow: 5 } });
    expect(visible()).toEqual([0, 1, 2, 3, 4]);
    fake.setWidth(700);
    design.layout!();
    expect(visible()).toEqual([0, 1, 2]);
    fake.setWidth(479);
    design.layout!();
    expect(visible()).toEqual([0, 1]);
    expect(css(slideEls(fake)[0], 'width')).toBe(normal('width', 'calc((100% - 1 * 1%) / 2)'));
  });

  it('loads the visible group and one group either side, not the rest, each once', async () => {
    const { fake, next } = carousel();
    await tasks();
    expect(fake.loaded).toEqual([0, 1, 2, 3, 4, 5]);
    next.click();
    await tasks();
    expect(fake.loaded).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe('carousel: the buttons move by groups', () => {
  it('next moves a whole group with a transform, and the engine follows the first slide of it', () => {
    const { fake, next, shift, visible } = carousel({ width: 1000 });
    expect(shift()).toBe('translateX(0px)');
    next.click();
    expect(fake.goTo).toHaveBeenLastCalledWith(3, 'control');
    // A slide and its gutter: (1000 + 10) / 3 px, three of them.
    expect(shift()).toBe(`translateX(${-3 * (1010 / 3)}px)`);
    expect(css(slideEls(fake)[0], 'transition')).toBe('transform 500ms ease');
    expect(visible()).toEqual([3, 4, 5]);
  });

  it('the last group is full: 10 slides go 0, 3, 6, 7', () => {
    const { fake, next, visible } = carousel();
    for (let i = 0; i < 4; i++) next.click();
    expect(fake.goTo.mock.calls.map(([index]) => index)).toEqual([3, 6, 7]);
    expect(visible()).toEqual([7, 8, 9]);
  });

  it('a gutter in pixels sets the margin and the step', () => {
    const { fake, next, shift } = carousel({ width: 1000, settings: { slidesPerRow: 4, gutter: 20 } });
    expect(css(slideEls(fake)[0], 'margin-right')).toBe('20px');
    next.click();
    expect(shift()).toBe(`translateX(${-4 * (1020 / 4)}px)`);
  });

  it('a refused change (the gallery is in motion) moves nothing', () => {
    const { fake, next, shift } = carousel();
    (fake.context.engine as { inMotion: boolean }).inMotion = true;
    next.click();
    expect(fake.goTo).toHaveBeenCalledWith(3, 'control');
    expect(shift()).toBe('translateX(0px)');
    expect(next.classList.contains('disabled')).toBe(false);
  });
});

describe('carousel: buttons hidden when everything fits, disabled at the first and last group (§4)', () => {
  it('hides both buttons when every slide fits in one row', () => {
    const { previous, next } = carousel({ dims: ['1000x1000', '1000x1000', '1000x1000'] });
    expect([css(previous, 'display'), css(next, 'display')]).toEqual(['none', 'none']);
  });

  it('shows them again when a narrower gallery no longer fits every slide', () => {
    const { fake, design, next } = carousel({ dims: ['1000x1000', '1000x1000', '1000x1000'] });
    fake.setWidth(400);
    design.layout!();
    expect(css(next, 'display')).toBe('');
  });

  it('disables previous at the first group and next at the last, with aria-disabled', () => {
    const { previous, next } = carousel();
    expect([previous.classList.contains('disabled'), previous.getAttribute('aria-disabled')]).toEqual([true, 'true']);
    expect([next.classList.contains('disabled'), next.hasAttribute('aria-disabled')]).toEqual([false, false]);
    for (let i = 0; i < 3; i++) next.click();
    expect([next.classList.contains('disabled'), next.getAttribute('aria-disabled')]).toEqual([true, 'true']);
    expect(previous.classList.contains('disabled')).toBe(false);
    previous.click();
    previous.click();
    previous.click();
    expect(previous.classList.contains('disabled')).toBe(true);
  });
});

describe('carousel: keyboard and ARIA', () => {
  const key = (element: HTMLElement, name: string) => {
    const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
    element.dispatchEvent(event);
    return event.defaultPrevented;
  };

  it('div controls become buttons: role, tab stop, Previous/Next names, Enter and Space move', () => {
    const { fake, previous, next, visible } = carousel({ controls: 'div' });
    expect([next.getAttribute('role'), next.getAttribute('tabindex'), next.getAttribute('aria-label')]).toEqual([
      'button',
      '0',
      'Next',
    ]);
    expect(previous.getAttribute('aria-label')).toBe('Previous');
    expect(key(next, 'Enter')).toBe(true);
    expect(visible()).toEqual([3, 4, 5]);
    expect(key(next, ' ')).toBe(true);
    expect(visible()).toEqual([6, 7, 8]);
    expect(key(next, 'a')).toBe(false);
    expect(fake.goTo).toHaveBeenCalledTimes(2);
  });

  it('real buttons get no role, and Enter is left to the browser (which clicks a button itself)', () => {
    const { fake, next } = carousel();
    expect(next.hasAttribute('role')).toBe(false);
    expect(next.hasAttribute('tabindex')).toBe(false);
    expect(key(next, 'Enter')).toBe(false);
    expect(fake.goTo).not.toHaveBeenCalled();
  });

  it('keeps a name the server gave the button', () => {
    const fake = fakeGallery({ dims: TEN, controls: 'button' });
    fake.context.controls.next!.setAttribute('aria-label', 'Next slides');
    create(fake.context);
    expect(fake.context.controls.next!.getAttribute('aria-label')).toBe('Next slides');
  });

  it('slides outside the visible group are inert and aria-hidden', () => {
    const { fake } = carousel();
    const slides = slideEls(fake);
    expect(slides.map((s) => s.getAttribute('aria-hidden'))).toEqual([null, null, null, ...Array(7).fill('true')]);
    expect(slides.filter((s) => s.hasAttribute('inert'))).toHaveLength(7);
  });
});

describe('carousel right to left (issue 27): the row starts at the right, the left button goes forward', () => {
  const side = (element: HTMLElement, left: number) =>
    jest.spyOn(element, 'getBoundingClientRect').mockReturnValue({ left } as DOMRect);

  it("the gutter sits on each slide's left (a theme's margin-right cleared), a group forward moves the row right", () => {
    const { fake, next, shift, visible } = carousel({ width: 1000 }, true);
    expect([css(slideEls(fake)[0], 'margin-left'), css(slideEls(fake)[0], 'margin-right')]).toEqual(['1%', '0px']);
    // A theme written for left to right: .previous on the left, so it goes forward now.
    fake.context.controls.previous!.click();
    expect(fake.goTo).toHaveBeenLastCalledWith(3, 'control');
    expect(shift()).toBe(`translateX(${3 * (1010 / 3)}px)`);
    expect(visible()).toEqual([3, 4, 5]);
    next.click();
    expect(fake.goTo).toHaveBeenCalledTimes(2);
    expect(visible()).toEqual([0, 1, 2]);
  });

  it('the two swap names and ends: the left one is Next and disabled at the last group', () => {
    const { previous: left, next: right } = carousel({ controls: 'div' }, true);
    expect([left.getAttribute('aria-label'), right.getAttribute('aria-label')]).toEqual(['Next', 'Previous']);
    expect([left.classList.contains('disabled'), right.getAttribute('aria-disabled')]).toEqual([false, 'true']);
    for (let i = 0; i < 3; i++) left.click();
    expect([left.getAttribute('aria-disabled'), right.hasAttribute('aria-disabled')]).toEqual(['true', false]);
  });

  it('names the server gave swap with their buttons', () => {
    const fake = fakeGallery({ dims: TEN, controls: 'button' });
    fake.container.style.direction = 'rtl';
    const { previous, next } = fake.context.controls;
    previous!.setAttribute('aria-label', 'Previous slides');
    next!.setAttribute('aria-label', 'Next slides');
    create(fake.context);
    expect([previous!.getAttribute('aria-label'), next!.getAttribute('aria-label')]).toEqual([
      'Next slides',
      'Previous slides',
    ]);
  });

  it('a theme that mirrors itself (.next already on the left) keeps each meaning', () => {
    const fake = fakeGallery({ dims: TEN, controls: 'button', settings: { slidesPerRow: 3 } });
    fake.container.style.direction = 'rtl';
    const { previous, next } = fake.context.controls;
    side(previous!, 900);
    side(next!, 10);
    create(fake.context);
    next!.click();
    expect(fake.goTo).toHaveBeenLastCalledWith(3, 'control');
    expect(next!.getAttribute('aria-label')).toBe('Next');
  });

  it('left to right nothing swaps', () => {
    const { fake, previous } = carousel();
    expect(previous.getAttribute('aria-label')).toBe('Previous');
    expect(css(slideEls(fake)[0], 'margin-left')).toBe('');
  });
});

describe('carousel: show() follows the engine', () => {
  afterEach(() => jest.useRealTimers());

  it('a key step inside the group moves nothing; one out of it brings that slide in first', () => {
    const { design, visible } = carousel();
    expect(design.show(2, 1, 1)).toBeUndefined();
    expect(visible()).toEqual([0, 1, 2]);
    void design.show(3, 2, 1);
    expect(visible()).toEqual([3, 4, 5]);
    void design.show(2, 3, -1);
    expect(visible()).toEqual([2, 3, 4]);
    void design.show(9, 2, 1);
    expect(visible()).toEqual([7, 8, 9]);
  });

  it('a move is in motion for 0.5 s (the promise the engine waits on)', async () => {
    jest.useFakeTimers();
    const { design } = carousel();
    let done = false;
    void (design.show(5, 0, 1) as Promise<void>).then(() => (done = true));
    await jest.advanceTimersByTimeAsync(499);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('under reduced motion moves at once, without a transition or a motion', () => {
    const { design, shift } = carousel({ reducedMotion: true });
    expect(design.show(4, 0, 1)).toBeUndefined();
    expect(shift()).not.toBe('translateX(0px)');
    expect(css(slideEls(carousel({ reducedMotion: true }).fake)[0], 'transition')).toBe('none');
  });

  it('starts at the engine index (an address that names a slide)', () => {
    const fake = fakeGallery({ dims: TEN, controls: 'button', settings: { slidesPerRow: 3 } }, (i, f) =>
      design.show(i, f, 1),
    );
    (fake.context.engine as { index: number }).index = 8;
    const design = create(fake.context);
    expect(slideEls(fake).flatMap((s, i) => (s.hasAttribute('inert') ? [] : [i]))).toEqual([7, 8, 9]);
  });
});

describe('carousel: destroy', () => {
  it('restores the server markup exactly and unwires the buttons', () => {
    const { fake, design, next } = carousel({ controls: 'div' });
    next.click();
    design.destroy();
    expect(fake.root.outerHTML).toBe(fake.html);
    next.click();
    expect(fake.root.outerHTML).toBe(fake.html);
  });

  it('ends a move in progress', async () => {
    const { design } = carousel();
    const motion = design.show(5, 0, 1) as Promise<void>;
    design.destroy();
    await expect(motion).resolves.toBeUndefined();
  });
});
