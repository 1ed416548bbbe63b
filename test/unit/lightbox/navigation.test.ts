import { KEY_NEXT, KEY_PREVIOUS } from '../../../src/shared/lightbox/constants';
import {
  $,
  click,
  counter,
  dialog,
  flush,
  image,
  mockMedia,
  open,
  pressKey,
  useDesktopPage,
  viewport,
} from './helpers';

useDesktopPage();

const next = () => $<HTMLButtonElement>('.sqs-lightbox-next')!.click();
const previous = () => $<HTMLButtonElement>('.sqs-lightbox-previous')!.click();

describe('previous and next step through the items and wrap around', () => {
  it('next and previous move one item and report it through onChange', () => {
    const { handle, onChange } = open();
    next();
    expect(counter()).toBe('2 / 3');
    expect(handle.index).toBe(1);
    previous();
    expect(counter()).toBe('1 / 3');
    expect(onChange.mock.calls).toEqual([[1], [0]]);
  });

  it('next from the last item goes to the first, previous from the first to the last', () => {
    const { onChange } = open({ index: 2 });
    next();
    expect(counter()).toBe('1 / 3');
    previous();
    expect(counter()).toBe('3 / 3');
    expect(onChange.mock.calls).toEqual([[0], [2]]);
  });

  it('shows the new item image', () => {
    open();
    next();
    expect(image()!.getAttribute('src')).toContain('photo2');
    expect(image()!.alt).toBe('Alt 2');
    expect($('.meta-title')!.textContent).toBe('Title 2');
  });

  it('goTo moves to an index, normalised modulo the count, and onChange follows', () => {
    const { handle, onChange } = open();
    handle.goTo(-1);
    expect(counter()).toBe('3 / 3');
    handle.goTo(4);
    expect(handle.index).toBe(1);
    handle.goTo(1);
    expect(onChange.mock.calls).toEqual([[2], [1]]);
  });
});

describe('a polite live region announces "n of N" on a step', () => {
  it('is empty at open and says the new position after each step', () => {
    open();
    const status = $('[aria-live="polite"]')!;
    expect(status.textContent).toBe('');
    next();
    expect(status.textContent).toBe('2 of 3');
    next();
    expect(status.textContent).toBe('3 of 3');
  });
});

describe('spec §4, §9: arrow keys 37 and 39 step, throttled to 200 ms', () => {
  it('39 goes forward and 37 back, and the page does not scroll', () => {
    open();
    const event = pressKey(KEY_NEXT);
    expect(counter()).toBe('2 / 3');
    expect(event.defaultPrevented).toBe(true);
    jest.advanceTimersByTime(200);
    pressKey(KEY_PREVIOUS);
    expect(counter()).toBe('1 / 3');
  });

  it('10 presses within 100 ms move once', () => {
    const { onChange } = open();
    for (let i = 0; i < 10; i += 1) {
      pressKey(KEY_NEXT);
      jest.advanceTimersByTime(10);
    }
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(counter()).toBe('2 / 3');
  });

  it('presses 200 ms apart each move', () => {
    const { onChange } = open({}, 5);
    for (let i = 0; i < 4; i += 1) {
      pressKey(KEY_NEXT);
      jest.advanceTimersByTime(200);
    }
    expect(onChange.mock.calls).toEqual([[1], [2], [3], [4]]);
  });

  it('a held key (repeats every 30 ms for 1 s) moves once per 200 ms', () => {
    const { onChange } = open({}, 10);
    for (let t = 0; t < 1000; t += 30) {
      pressKey(KEY_NEXT, { repeat: t > 0 });
      jest.advanceTimersByTime(30);
    }
    expect(onChange).toHaveBeenCalledTimes(5);
  });

  it('the buttons are not throttled', () => {
    const { onChange } = open({}, 5);
    next();
    next();
    next();
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('leaves the keys alone with a modifier (Alt+Left is the browser Back) and ignores other keys', () => {
    const { onChange } = open();
    expect(pressKey(KEY_PREVIOUS, { altKey: true }).defaultPrevented).toBe(false);
    pressKey(KEY_NEXT, { metaKey: true });
    pressKey(38);
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('spec §4: on desktop a click on the left or right half steps, outside a 2 % margin', () => {
  beforeEach(() => mockMedia('(pointer: fine)'));

  it('the right half goes to the next item, the left half to the previous', () => {
    const { onChange, onClose } = open();
    const stage = $('.sqs-lightbox-slide')!;
    click(stage, 1000);
    expect(counter()).toBe('2 / 3');
    click(stage, 200);
    expect(counter()).toBe('1 / 3');
    expect(onChange.mock.calls).toEqual([[1], [0]]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a click on the image itself does nothing', async () => {
    const { onChange, onClose } = open();
    click(image()!, 1000);
    await flush();
    expect(onChange).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog()).not.toBeNull();
  });

  it('a click within the 2 % edge margin closes', async () => {
    const { onClose } = open();
    click($('.sqs-lightbox-slide')!, 1275);
    await flush();
    expect(dialog()).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a press that starts on one element and ends on another (a drag, a selection) does nothing', () => {
    const { onChange } = open();
    image()!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, clientX: 1000 }));
    $('.sqs-lightbox-slide')!.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 1000 }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a click on the caption does nothing (the visitor may be selecting its text)', () => {
    const { onChange, onClose } = open();
    click($('.meta-title')!, 1000);
    expect(onChange).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('on touch screens a click outside the image closes, and a horizontal swipe steps', () => {
  const pointer = (type: string, target: Element, x: number, y = 300) => {
    const event = new MouseEvent(type, { bubbles: true, clientX: x, clientY: y });
    Object.defineProperty(event, 'pointerType', { value: 'touch' });
    target.dispatchEvent(event);
  };

  it('a tap beside the image closes (no half-screen steps without a fine pointer)', async () => {
    mockMedia('(hover: none)');
    const { onChange, onClose } = open();
    click($('.sqs-lightbox-slide')!, 1000);
    await flush();
    expect(onChange).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('a phone-sized screen never steps on a click, even with a fine pointer', async () => {
    mockMedia('(pointer: fine)');
    viewport(400, 800);
    const { onClose } = open();
    click($('.sqs-lightbox-slide')!, 300);
    await flush();
    expect(onClose).toHaveBeenCalled();
  });

  it('a swipe left shows the next item, a swipe right the previous, and its click is swallowed', () => {
    const { onChange, onClose } = open();
    const stage = $('.sqs-lightbox-slide')!;
    expect(stage.style.touchAction).toBe('none');
    pointer('pointerdown', stage, 600);
    pointer('pointerup', stage, 500);
    click(stage, 500);
    expect(onChange.mock.calls).toEqual([[1]]);
    pointer('pointerdown', stage, 500);
    pointer('pointerup', stage, 600);
    expect(onChange.mock.calls).toEqual([[1], [0]]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a move of 50 px or less, or a mostly vertical one, is no swipe', () => {
    const { onChange } = open();
    const stage = $('.sqs-lightbox-slide')!;
    pointer('pointerdown', stage, 600);
    pointer('pointerup', stage, 550);
    pointer('pointerdown', stage, 600, 100);
    pointer('pointerup', stage, 500, 300);
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('the neighbours are preloaded once the current image loads', () => {
  it('creates images for the next and previous items, sized like the lightbox would show them', () => {
    open({ index: 1 });
    const create = jest.spyOn(document, 'createElement');
    image()!.dispatchEvent(new Event('load'));
    const made = create.mock.results.map((r) => r.value as HTMLImageElement).filter((el) => el.tagName === 'IMG');
    create.mockRestore();
    expect(made.map((img) => img.getAttribute('src'))).toEqual([
      '/images/photo3-1500x1000.png?format=1000w',
      '/images/photo1-1500x1000.png?format=1000w',
    ]);
    expect(made[0].sizes).toBe('900px');
    expect(made[0].getAttribute('srcset')).toContain('photo3-1500x1000.png?format=1500w 1500w');
  });

  it('nothing to preload with a single item, and nothing before the load', () => {
    const create = jest.spyOn(document, 'createElement');
    open({}, 1);
    const before = create.mock.calls.filter(([tag]) => tag === 'img').length;
    image()!.dispatchEvent(new Event('load'));
    expect(create.mock.calls.filter(([tag]) => tag === 'img').length).toBe(before);
    create.mockRestore();
  });
});
