import { CONTROL_AREAS, createEscapeManager, escapeManagerFor, type EscapeManager } from '../../../src/core/escape';
import { recordUncaught } from '../uncaught';

const press = (key = 'Escape', init: KeyboardEventInit = {}) =>
  document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));

const clickOn = (down: Element, up: Element = down) => {
  down.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  up.dispatchEvent(new MouseEvent('click', { bubbles: true }));
};

let manager: EscapeManager;
beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML =
    '<div id="a"><button id="in-a">x</button></div><div id="b"></div><p id="page">text</p><div data-escape-ignore><button id="control">c</button></div>';
  manager = createEscapeManager(document);
});
afterEach(() => {
  manager.destroy();
  jest.useRealTimers();
});

const el = (id: string) => document.getElementById(id)!;

describe('Escape closes the topmost target, last in first out, after 10 ms', () => {
  it('closes only the top, and not before 10 ms', () => {
    const closed: string[] = [];
    manager.push({ close: () => closed.push('a'), element: el('a') });
    manager.push({ close: () => closed.push('b'), element: el('b') });
    press();
    jest.advanceTimersByTime(9);
    expect(closed).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(closed).toEqual(['b']);
    press();
    jest.advanceTimersByTime(10);
    expect(closed).toEqual(['b', 'a']);
    expect(manager.size).toBe(0);
  });

  it('two quick presses close two targets', () => {
    const closed: string[] = [];
    manager.push({ close: () => closed.push('a') });
    manager.push({ close: (reason) => closed.push(`b:${reason}`) });
    press();
    press();
    jest.advanceTimersByTime(10);
    expect(closed).toEqual(['b:escape', 'a']);
  });

  it('a removed target is not closed', () => {
    const close = jest.fn();
    const remove = manager.push({ close });
    press();
    remove();
    jest.advanceTimersByTime(10);
    expect(close).not.toHaveBeenCalled();
  });

  it('other keys and IME composition do nothing', () => {
    const close = jest.fn();
    manager.push({ close });
    press('Enter');
    press('Escape', { isComposing: true });
    jest.advanceTimersByTime(20);
    expect(close).not.toHaveBeenCalled();
  });
});

describe('Escape with nothing open', () => {
  it('goes to the unhandled listeners, with its modifiers', () => {
    const seen: boolean[] = [];
    manager.onUnhandled((event) => seen.push(event.shiftKey));
    press('Escape', { shiftKey: true });
    jest.advanceTimersByTime(10);
    expect(seen).toEqual([true]);
  });

  it('is left alone when a control consumed it (preventDefault)', () => {
    const listener = jest.fn();
    manager.onUnhandled(listener);
    const input = document.createElement('input');
    document.body.append(input);
    input.addEventListener('keydown', (event) => event.preventDefault());
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    jest.advanceTimersByTime(10);
    expect(listener).not.toHaveBeenCalled();
  });

  it('does not reach the unhandled listeners while something is open', () => {
    const listener = jest.fn();
    manager.onUnhandled(listener);
    manager.push({ close: () => {} });
    press();
    jest.advanceTimersByTime(10);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('a click outside the top target closes it', () => {
  it('closes on a click outside, with the reason', () => {
    const close = jest.fn();
    manager.push({ close, element: el('a') });
    clickOn(el('page'));
    jest.advanceTimersByTime(10);
    expect(close).toHaveBeenCalledWith('outside');
  });

  it('not on a click inside it', () => {
    const close = jest.fn();
    manager.push({ close, element: el('a') });
    clickOn(el('in-a'));
    jest.advanceTimersByTime(10);
    expect(close).not.toHaveBeenCalled();
  });

  it('not when mouse-down and mouse-up targets differ (a drag or a selection)', () => {
    const close = jest.fn();
    manager.push({ close, element: el('a') });
    clickOn(el('in-a'), el('page'));
    jest.advanceTimersByTime(10);
    expect(close).not.toHaveBeenCalled();
  });

  it('not in standard control areas, nor on the page scrollbar', () => {
    const close = jest.fn();
    manager.push({ close, element: el('a') });
    clickOn(el('control'));
    clickOn(document.documentElement);
    jest.advanceTimersByTime(10);
    expect(close).not.toHaveBeenCalled();
    expect(CONTROL_AREAS).toContain('[data-escape-ignore]');
  });

  it('not for modal targets or targets without an element', () => {
    const modal = jest.fn();
    const bare = jest.fn();
    manager.push({ close: bare });
    manager.push({ close: modal, element: el('a'), closeOnOutsideClick: false });
    clickOn(el('page'));
    jest.advanceTimersByTime(10);
    expect(modal).not.toHaveBeenCalled();
    expect(bare).not.toHaveBeenCalled();
  });

  it('only the top one closes', () => {
    const closed: string[] = [];
    manager.push({ close: () => closed.push('a'), element: el('a') });
    manager.push({ close: () => closed.push('b'), element: el('b') });
    clickOn(el('page'));
    jest.advanceTimersByTime(10);
    expect(closed).toEqual(['b']);
  });
});

describe('what a close or an unhandled listener throws (src/core/guard.ts)', () => {
  it("reaches the runtime with the real error, named for the target's element (its block), and is not rethrown", () => {
    const boom = new Error('the flyout could not close');
    const other = jest.fn();
    manager.push({
      close: () => {
        throw boom;
      },
      element: el('a'),
    });
    const uncaught = recordUncaught();
    try {
      press();
      expect(() => jest.advanceTimersByTime(10)).not.toThrow();
      // The manager goes on: the next Escape reaches the unhandled listeners.
      manager.onUnhandled(other);
      press();
      jest.advanceTimersByTime(10);
    } finally {
      uncaught.stop();
    }
    expect(uncaught.taken).toEqual([{ error: boom, element: el('a') }]);
    expect(uncaught.thrown).toEqual([]);
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('an unhandled listener that throws: the same, with no element', () => {
    const boom = new Error('the owner keyboard broke');
    manager.onUnhandled(() => {
      throw boom;
    });
    const uncaught = recordUncaught();
    try {
      press();
      jest.advanceTimersByTime(10);
    } finally {
      uncaught.stop();
    }
    expect(uncaught.taken).toEqual([{ error: boom, element: undefined }]);
    expect(uncaught.thrown).toEqual([]);
  });
});

describe('lifecycle', () => {
  it('destroy removes its listeners and pending timers', () => {
    const close = jest.fn();
    const listener = jest.fn();
    manager.push({ close });
    manager.onUnhandled(listener);
    press();
    manager.destroy();
    jest.advanceTimersByTime(20);
    press();
    jest.advanceTimersByTime(20);
    expect(close).not.toHaveBeenCalled();
    expect(listener).not.toHaveBeenCalled();
  });

  it('the page has one shared manager until it is destroyed', () => {
    const first = escapeManagerFor(document);
    expect(escapeManagerFor(document)).toBe(first);
    first.destroy();
    const second = escapeManagerFor(document);
    expect(second).not.toBe(first);
    second.destroy();
  });
});
