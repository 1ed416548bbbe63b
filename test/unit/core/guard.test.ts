/**
 * src/core/guard.ts: what a guarded callback throws reaches the runtime as an
 * event with the real error (WebKit would give the window "Script error."),
 * and is thrown on when no runtime takes it.
 */
import { guard, UNCAUGHT_EVENT, type UncaughtDetail } from '../../../src/core/guard';

const boom = new TypeError('a real error');
const throwing = () => {
  throw boom;
};

describe('a guarded callback that throws', () => {
  it('hands the real error and the element it is installed on to the runtime, which takes it', () => {
    const element = document.createElement('div');
    const heard: UncaughtDetail[] = [];
    const take = (event: Event) => {
      event.preventDefault();
      heard.push((event as CustomEvent<UncaughtDetail>).detail);
    };
    window.addEventListener(UNCAUGHT_EVENT, take);
    try {
      expect(() => guard(throwing, element)()).not.toThrow();
    } finally {
      window.removeEventListener(UNCAUGHT_EVENT, take);
    }
    expect(heard).toEqual([{ error: boom, element }]);
  });

  it('installed on the document or the window: the same, with no element', () => {
    const heard: unknown[] = [];
    const take = (event: Event) => {
      event.preventDefault();
      heard.push((event as CustomEvent<UncaughtDetail>).detail.element);
    };
    window.addEventListener(UNCAUGHT_EVENT, take);
    try {
      guard(throwing, document)();
      guard(throwing, window)();
    } finally {
      window.removeEventListener(UNCAUGHT_EVENT, take);
    }
    expect(heard).toEqual([undefined, undefined]);
  });

  it('installed on what is no node (a media query list, a signal): the page window, with no element', () => {
    const heard: unknown[] = [];
    const take = (event: Event) => {
      event.preventDefault();
      heard.push((event as CustomEvent<UncaughtDetail>).detail);
    };
    window.addEventListener(UNCAUGHT_EVENT, take);
    try {
      guard(throwing, new AbortController().signal)();
    } finally {
      window.removeEventListener(UNCAUGHT_EVENT, take);
    }
    expect(heard).toEqual([{ error: boom, element: undefined }]);
  });

  it('with no runtime to take it, throws it on (the window listeners remain the fallback)', () => {
    expect(() => guard(throwing, document.body)()).toThrow(boom);
  });

  it('passes its arguments and returns normally when nothing is thrown', () => {
    const calls: unknown[][] = [];
    guard((...args: unknown[]) => void calls.push(args), document)(1, 'two');
    expect(calls).toEqual([[1, 'two']]);
  });
});
