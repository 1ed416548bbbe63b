import { start } from '../../../src/features/telemetry';
import { startErrorReporter } from '../../../src/features/telemetry/errors';
import type { FeatureContext } from '../../../src/core/types';
import { catchErrors, type Caught } from '../../../src/core/error-catcher';
import { fakeContext, throwUncaught } from './helpers';

// The reporter's chunk, as the feature imports it on the first error.
jest.mock('../../../src/features/telemetry/errors', () => ({ startErrorReporter: jest.fn(() => () => undefined) }));
// The part after paint is not this file's subject.
jest.mock('../../../src/features/telemetry/deferred', () => ({ startDeferred: () => () => undefined }));

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

function catcher({ stopAfter = true } = {}) {
  const { onRuntimeError, funnel } = fakeContext();
  const onFirst = jest.fn();
  const caught = catchErrors(window, onRuntimeError);
  caught.whenFirst(onFirst);
  // (never twice: jest's jsdom counts the page's error listeners by add and remove calls)
  if (stopAfter) stops.push(() => caught.destroy());
  return { caught, onFirst, funnel };
}

function brokenImage() {
  const img = document.createElement('img');
  document.body.append(img);
  img.dispatchEvent(new Event('error')); // does not bubble: the window's capture listener hears it
  img.remove();
}

describe('the error catcher (before the reporter arrives)', () => {
  it('asks for the reporter once, on the first error, and keeps every error until it attaches', () => {
    const { caught, onFirst, funnel } = catcher();
    expect(onFirst).not.toHaveBeenCalled();
    throwUncaught('one');
    funnel(new Error('two'), 'mount failed', { block: 'gallery' });
    expect(onFirst).toHaveBeenCalledTimes(1);
    const heard: Caught[] = [];
    caught.attach((...args) => heard.push(args));
    expect(heard.map(([source, message, block]) => [message ?? (source as ErrorEvent).message, block])).toEqual([
      ['one', undefined],
      ['mount failed', 'gallery'],
    ]);
    throwUncaught('three'); // after attaching: straight through
    expect(heard).toHaveLength(3);
    expect(onFirst).toHaveBeenCalledTimes(1);
  });

  it('keeps at most 20 (the reports spec §9 allows a page) and counts the rest', () => {
    const { caught } = catcher();
    for (let i = 0; i < 50; i++) throwUncaught(`boom ${i}`);
    const heard: Caught[] = [];
    expect(caught.attach((...args) => heard.push(args))).toBe(30);
    expect(heard).toHaveLength(20);
    expect((heard[19][0] as ErrorEvent).message).toBe('boom 19');
  });

  it('a broken image is not an error of the page: it never fetches the reporter', () => {
    const { onFirst } = catcher();
    brokenImage();
    expect(onFirst).not.toHaveBeenCalled();
    const script = document.createElement('script');
    document.head.append(script);
    script.dispatchEvent(new Event('error'));
    script.remove();
    expect(onFirst).toHaveBeenCalledTimes(1);
  });

  it('whenFirst answers at once when errors are already kept, and only once', () => {
    const { caught } = catcher();
    throwUncaught('early');
    const later = jest.fn();
    caught.whenFirst(later);
    expect(later).toHaveBeenCalledTimes(1);
    throwUncaught('again');
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('a detached reporter leaves the catcher keeping again, for the next one to attach', () => {
    const { caught } = catcher();
    const first: Caught[] = [];
    caught.attach((...args) => first.push(args));
    throwUncaught('while attached');
    caught.detach();
    throwUncaught('while detached');
    const next: Caught[] = [];
    expect(caught.attach((...args) => next.push(args))).toBe(0);
    expect(first.map(([event]) => (event as ErrorEvent).message)).toEqual(['while attached']);
    expect(next.map(([event]) => (event as ErrorEvent).message)).toEqual(['while detached']);
  });

  it('destroy stops listening', () => {
    const { caught, onFirst, funnel } = catcher({ stopAfter: false });
    caught.destroy();
    const keepJestCalm = () => {}; // jest's jsdom fails a test on an error event nobody listens to
    window.addEventListener('error', keepJestCalm);
    throwUncaught('late');
    window.removeEventListener('error', keepJestCalm);
    funnel(new Error('late'), 'late', {});
    expect(onFirst).not.toHaveBeenCalled();
  });
});

describe('the telemetry feature fetches the error reporter only on the first error', () => {
  /** The feature, with the catcher the runtime made at its start. */
  const begin = () => {
    const { onRuntimeError } = fakeContext();
    const pageErrors = catchErrors(window, onRuntimeError);
    const feature = {
      name: 'telemetry',
      page: {},
      report: jest.fn(),
      onError: onRuntimeError,
      pageErrors,
    } as unknown as FeatureContext;
    const stop = start(feature) as () => void;
    stops.push(() => (stop(), pageErrors.destroy()));
    return pageErrors;
  };
  const reporterStarts = startErrorReporter as jest.Mock;
  beforeEach(() => reporterStarts.mockClear());

  it('a page without errors never starts it; the first error starts it once, with the errors caught', async () => {
    begin();
    brokenImage();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reporterStarts).not.toHaveBeenCalled();
    throwUncaught('first');
    throwUncaught('second');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reporterStarts).toHaveBeenCalledTimes(1);
    const heard: Caught[] = [];
    (reporterStarts.mock.calls[0][1] as ReturnType<typeof catchErrors>).attach((...args) => heard.push(args));
    expect(heard.map(([event]) => (event as ErrorEvent).message)).toEqual(['first', 'second']);
  });

  it('errors the runtime caught before the feature started fetch the reporter at its start', async () => {
    const { onRuntimeError } = fakeContext();
    const pageErrors = catchErrors(window, onRuntimeError);
    throwUncaught('before telemetry arrived');
    const feature = { name: 'telemetry', page: {}, report: jest.fn(), pageErrors } as unknown as FeatureContext;
    const stop = start(feature) as () => void;
    stops.push(() => (stop(), pageErrors.destroy()));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reporterStarts).toHaveBeenCalledTimes(1);
    const heard: Caught[] = [];
    (reporterStarts.mock.calls[0][1] as ReturnType<typeof catchErrors>).attach((...args) => heard.push(args));
    expect(heard.map(([event]) => (event as ErrorEvent).message)).toEqual(['before telemetry arrived']);
  });
});
