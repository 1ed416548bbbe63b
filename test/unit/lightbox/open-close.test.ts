import { escapeManagerFor } from '../../../src/core/escape';
import { CLOSE_FALLBACK, CONTENT_FADE, OVERLAY_FADE, OVERLAY_OPACITY } from '../../../src/shared/lightbox/constants';
import { HISTORY_KEY } from '../../../src/shared/lightbox/history-marker';
import { installFakeAnimate, mockReducedMotion } from '../ui/helpers';
import {
  $,
  cleanPage,
  click,
  dialog,
  flush,
  image,
  item,
  mockMedia,
  open,
  openWith,
  pressEscape,
  viewport,
} from './helpers';

let page: HTMLElement;
beforeEach(() => {
  jest.useFakeTimers();
  viewport(1280, 800);
  page = document.createElement('main');
  page.innerHTML = '<a href="#x">A link on the page</a>';
  document.body.append(page);
});
afterEach(async () => {
  await cleanPage();
  jest.useRealTimers();
});

const tab = (shiftKey = false) => {
  const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });
  document.activeElement!.dispatchEvent(event);
  return event;
};
const label = () => document.activeElement?.getAttribute('aria-label');

describe('WAI-ARIA dialog: focus moves in, stays in, and goes back', () => {
  it('focuses the close button on open', () => {
    open();
    expect(label()).toBe('Close');
  });

  it('Tab from the last control wraps to the first, Shift+Tab from the first to the last', () => {
    open();
    expect(tab(true).defaultPrevented).toBe(true);
    expect(label()).toBe('Next');
    expect(tab().defaultPrevented).toBe(true);
    expect(label()).toBe('Close');
  });

  it('returns focus to the opener after closing', async () => {
    const { handle, opener } = open();
    handle.close();
    await flush();
    expect(document.activeElement).toBe(opener);
  });

  it('without an opener, returns focus to the element focused before opening', async () => {
    const before = page.querySelector('a')!;
    before.focus();
    const handle = openWith({ items: [item(1)], index: 0, theme: 'dark' });
    expect(document.activeElement).not.toBe(before);
    handle.close();
    await flush();
    expect(document.activeElement).toBe(before);
  });
});

describe('the page behind is inert and does not scroll while open, then restored exactly', () => {
  it('makes every other body child inert, and only those it changed come back', async () => {
    const already = document.createElement('aside');
    already.setAttribute('inert', '');
    document.body.append(already);
    const { handle } = open();
    expect(page.hasAttribute('inert')).toBe(true);
    expect(dialog()!.closest('[inert]')).toBeNull();
    handle.close();
    await flush();
    expect(page.hasAttribute('inert')).toBe(false);
    expect(already.hasAttribute('inert')).toBe(true);
  });

  it('locks scrolling and restores the inline styles as they were', async () => {
    document.body.style.paddingRight = '3px';
    const { handle } = open();
    expect(document.documentElement.style.overflow).toBe('hidden');
    handle.close();
    await flush();
    expect(document.documentElement.hasAttribute('style')).toBe(false);
    expect(document.body.style.paddingRight).toBe('3px');
  });

  it('pads body by the scrollbar width so the page does not move under the overlay', () => {
    Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: 1265 });
    const { handle } = open();
    expect(document.body.style.paddingRight).toBe('15px');
    handle.destroy();
    expect(document.body.hasAttribute('style')).toBe(false);
    delete (document.documentElement as { clientWidth?: number }).clientWidth;
  });
});

describe('Escape closes it through the page escape manager', () => {
  it('pushes one target on open and pops it on close', async () => {
    const manager = escapeManagerFor(document);
    const { onClose } = open();
    expect(manager.size).toBe(1);
    pressEscape();
    await flush();
    expect(dialog()).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(manager.size).toBe(0);
  });

  it('a target pushed later (a dialog over the lightbox) closes first', async () => {
    const manager = escapeManagerFor(document);
    const { onClose } = open();
    const above = jest.fn();
    manager.push({ close: above });
    pressEscape();
    await flush();
    expect(above).toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog()).not.toBeNull();
  });

  it('destroy pops the target too', () => {
    const { handle } = open();
    handle.destroy();
    expect(escapeManagerFor(document).size).toBe(0);
  });
});

describe('the close button and an outside click close it', () => {
  it('the close control closes', async () => {
    const { onClose } = open();
    $<HTMLButtonElement>('.sqs-lightbox-close')!.click();
    await flush();
    expect(dialog()).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a click on the overlay beside the image closes (desktop edge margin)', async () => {
    mockMedia('(pointer: fine)');
    const { onClose } = open();
    click($('.sqs-lightbox-counter')!, 5);
    await flush();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('Back closes it, and closing leaves history as it was', () => {
  it('pushes a marker entry with the same URL, keeping the page state', () => {
    history.replaceState({ router: 'kept' }, '');
    const length = history.length;
    const url = location.href;
    open();
    expect(history.length).toBe(length + 1);
    expect(location.href).toBe(url);
    expect(history.state).toMatchObject({ router: 'kept', [HISTORY_KEY]: expect.any(String) });
  });

  it('popstate off the marker (Back) closes without another history move', async () => {
    const { onClose } = open();
    const back = jest.spyOn(history, 'back');
    history.replaceState(null, ''); // what the browser shows after Back: the entry before the marker
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    await flush();
    expect(dialog()).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(back).not.toHaveBeenCalled();
    back.mockRestore();
  });

  it('closing by other means goes back over the marker while it is the current entry', async () => {
    const back = jest.spyOn(history, 'back').mockImplementation(() => {});
    const { handle } = open();
    handle.close();
    handle.close();
    await flush();
    expect(back).toHaveBeenCalledTimes(1);
    back.mockRestore();
  });

  it('does not go back when the marker is no longer current (the page moved on)', async () => {
    const back = jest.spyOn(history, 'back').mockImplementation(() => {});
    const { handle } = open();
    history.pushState({ other: true }, '');
    handle.close();
    await flush();
    expect(back).not.toHaveBeenCalled();
    back.mockRestore();
  });

  it('destroy does not move history, and a later popstate does nothing', () => {
    const back = jest.spyOn(history, 'back').mockImplementation(() => {});
    const { handle, onClose } = open();
    handle.destroy();
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    expect(back).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    back.mockRestore();
  });
});

describe('spec §4, §9: the overlay fades in over 0.35 s to 0.95, then the content over 0.6 s', () => {
  let animate: ReturnType<typeof installFakeAnimate>;
  beforeEach(() => {
    animate = installFakeAnimate();
  });
  afterEach(() => animate.restore());

  it('animates the overlay first and holds the content invisible until it is done', () => {
    open();
    const [overlay, content] = animate.runs;
    expect(overlay.options.duration).toBe(OVERLAY_FADE);
    expect(overlay.keyframes).toEqual([{ opacity: 0 }, { opacity: OVERLAY_OPACITY }]);
    expect(content.options.duration).toBe(OVERLAY_FADE + CONTENT_FADE);
    expect(content.keyframes[0].opacity).toBe(0);
    expect(content.keyframes[1]).toMatchObject({ opacity: 0, offset: OVERLAY_FADE / (OVERLAY_FADE + CONTENT_FADE) });
    expect(content.keyframes[2].opacity).toBe(1);
  });

  it('a step slides the new image in over 0.6 s from the side it comes from', () => {
    open();
    $<HTMLButtonElement>('.sqs-lightbox-next')!.click();
    const slide = animate.runs[animate.runs.length - 1];
    expect(slide.options.duration).toBe(600);
    expect(String(slide.keyframes[0].transform)).toBe('translateX(8%)');
    $<HTMLButtonElement>('.sqs-lightbox-previous')!.click();
    expect(String(animate.runs[animate.runs.length - 1].keyframes[0].transform)).toBe('translateX(-8%)');
  });

  it('closing fades out over 0.35 s and removes only then; onClose after the removal', async () => {
    const { handle, onClose } = open();
    const seen: boolean[] = [];
    onClose.mockImplementation(() => seen.push(!!dialog()));
    handle.close();
    const fade = animate.runs[animate.runs.length - 1];
    expect(fade.options.duration).toBe(OVERLAY_FADE);
    expect(fade.keyframes).toEqual([{ opacity: 1 }, { opacity: 0 }]);
    await flush();
    expect(dialog()).not.toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    fade.finish();
    await flush();
    expect(dialog()).toBeNull();
    expect(seen).toEqual([false]);
  });

  it('is removed after the fallback even when the fade never reports its end', async () => {
    const { handle, onClose } = open();
    handle.close();
    jest.advanceTimersByTime(CLOSE_FALLBACK);
    await flush();
    expect(dialog()).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('destroy removes everything at once, without animation, focus return or onClose', () => {
    const { handle, onClose, opener } = open();
    const runs = animate.runs.length;
    handle.destroy();
    expect(dialog()).toBeNull();
    expect(document.body.lastElementChild).toBe(opener);
    expect(animate.runs.length).toBe(runs);
    expect(document.activeElement).not.toBe(opener);
    expect(onClose).not.toHaveBeenCalled();
    handle.destroy();
  });

  it('destroy during the fade-out removes at once and onClose never comes', async () => {
    const { handle, onClose } = open();
    handle.close();
    handle.destroy();
    expect(dialog()).toBeNull();
    animate.runs[animate.runs.length - 1].finish();
    jest.advanceTimersByTime(CLOSE_FALLBACK);
    await flush();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('under prefers-reduced-motion nothing animates', () => {
  it('opens, steps and closes without a single animation', async () => {
    const animate = installFakeAnimate();
    mockReducedMotion(true);
    const { handle, onClose } = open();
    $<HTMLButtonElement>('.sqs-lightbox-next')!.click();
    handle.close();
    await flush();
    expect(animate.runs).toHaveLength(0);
    expect(onClose).toHaveBeenCalledTimes(1);
    animate.restore();
  });
});

describe('closing order and what is ignored meanwhile', () => {
  it('onChange for each step comes before onClose', async () => {
    const calls: string[] = [];
    const { handle } = open({ onChange: (i) => calls.push(`change ${i}`), onClose: () => calls.push('close') });
    $<HTMLButtonElement>('.sqs-lightbox-next')!.click();
    handle.close();
    await flush();
    expect(calls).toEqual(['change 1', 'close']);
  });

  it('calling close twice closes once', async () => {
    const { handle, onClose } = open();
    handle.close();
    handle.close();
    await flush();
    handle.close();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('goTo while closing is ignored', () => {
    const animate = installFakeAnimate();
    const { handle, onChange } = open();
    handle.close();
    handle.goTo(2);
    expect(handle.index).toBe(0);
    expect(onChange).not.toHaveBeenCalled();
    animate.restore();
  });

  it('a second Escape during the fade-out does not reach the page', async () => {
    const animate = installFakeAnimate();
    const unhandled = jest.fn();
    const manager = escapeManagerFor(document);
    manager.onUnhandled(unhandled);
    const { onClose } = open();
    pressEscape();
    pressEscape();
    expect(unhandled).not.toHaveBeenCalled();
    animate.runs[animate.runs.length - 1].finish();
    await flush();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(manager.size).toBe(0);
    animate.restore();
  });
});

describe('a crash of the view is a close without the fade, reported to the caller’s funnel', () => {
  /** An item whose title throws when the view reads it. */
  const exploding = (n: number) => {
    const broken = item(n);
    Object.defineProperty(broken, 'title', {
      get() {
        throw new Error('bad item');
      },
    });
    return broken;
  };

  it('removes the lightbox, returns focus, calls onClose and reports with the lightbox named', () => {
    const report = jest.fn();
    const { handle, onClose, opener } = open({ items: [item(1), exploding(2)], report });

    handle.goTo(1);

    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(escapeManagerFor(document).size).toBe(0);
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'bad item' }), 'lightbox crashed');
  });

  it('a crash on the first render closes it before openLightbox returns', () => {
    const report = jest.fn();
    const { onClose } = open({ items: [exploding(1)], report });

    expect(dialog()).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledTimes(1);
  });
});

describe('a crash after opening (a resize, the caption toggle) ends it the same way', () => {
  /** An item whose title throws once `broken.now` is set. */
  const fragile = () => {
    const broken = { now: false };
    const it1 = item(1);
    const title = it1.title;
    Object.defineProperty(it1, 'title', {
      get() {
        if (broken.now) throw new Error('bad item');
        return title;
      },
    });
    return { broken, it1 };
  };

  it('a throw while laying out on resize removes it, returns focus, calls onClose and reports once', () => {
    const report = jest.fn();
    const { broken, it1 } = fragile();
    const { onClose, opener } = open({ items: [it1, item(2)], report });
    broken.now = true;
    viewport(1000, 700);
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'bad item' }), 'lightbox crashed');
    viewport(900, 700);
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('a throw on the caption toggle does the same', () => {
    viewport(400, 800);
    const report = jest.fn();
    const { broken, it1 } = fragile();
    const { onClose } = open({ items: [it1], report });
    broken.now = true;
    $<HTMLButtonElement>('.sqs-lightbox-toggle')!.click();
    expect(dialog()).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('a funnel that throws does not make a second error, and the lightbox is still removed', () => {
    const report = jest.fn(() => {
      throw new Error('funnel down');
    });
    const { broken, it1 } = fragile();
    const { onClose } = open({ items: [it1, item(2)], report });
    broken.now = true;
    expect(() => viewport(1000, 700)).not.toThrow();
    expect(dialog()).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledTimes(1);
  });
});

describe('closing and destroy end every listener, timer and animation', () => {
  it('after destroy, resize, keys, clicks and Back reach nothing it left behind', () => {
    const timers = jest.getTimerCount();
    const { handle, onChange, onClose } = open();
    const el = dialog()!;
    const img = image()!;
    const next = $<HTMLButtonElement>('.sqs-lightbox-next')!;
    const width = img.style.width;
    handle.destroy();
    viewport(1000, 700);
    el.dispatchEvent(new KeyboardEvent('keydown', { keyCode: 39, bubbles: true, cancelable: true }));
    next.click();
    click(el.querySelector('.sqs-lightbox-slide')!, 1000);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    expect(img.style.width).toBe(width);
    expect(onChange).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(timers);
  });

  it('the fallback timer goes with the fade’s end', async () => {
    // jsdom's history.back() is a timer of its own.
    const back = jest.spyOn(history, 'back').mockImplementation(() => {});
    const animate = installFakeAnimate();
    const { handle } = open();
    const timers = jest.getTimerCount();
    handle.close();
    expect(jest.getTimerCount()).toBe(timers + 1);
    animate.runs[animate.runs.length - 1].finish();
    await flush();
    expect(jest.getTimerCount()).toBe(timers);
    animate.restore();
    back.mockRestore();
  });

  it('destroy cancels the animations still running (the open fades, a slide)', () => {
    const animate = installFakeAnimate();
    const { handle } = open();
    $<HTMLButtonElement>('.sqs-lightbox-next')!.click();
    expect(animate.runs).toHaveLength(3);
    handle.destroy();
    expect(animate.runs.map((run) => run.cancel.mock.calls.length)).toEqual([1, 1, 1]);
    animate.restore();
  });

  it('the fallback removal cancels the fade that never reported its end', async () => {
    const animate = installFakeAnimate();
    const { handle } = open();
    handle.close();
    const fade = animate.runs[animate.runs.length - 1];
    jest.advanceTimersByTime(CLOSE_FALLBACK);
    await flush();
    expect(dialog()).toBeNull();
    expect(fade.cancel).toHaveBeenCalled();
    animate.restore();
  });
});
