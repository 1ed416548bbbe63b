import { isTimeout, settleWithin, timeLimit } from '../../../src/core/time-limit';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}
const flush = () => Promise.resolve().then(() => undefined);

describe('timeLimit: the answer, or a TimeoutError after ms', () => {
  it('passes the answer through before the time is up, and clears its timer', async () => {
    const call = deferred<string>();
    const limited = timeLimit(call.promise, 1000);
    call.resolve('ok');
    await expect(limited).resolves.toBe('ok');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('passes the call’s own rejection through unchanged (its status and data)', async () => {
    const call = deferred<string>();
    const limited = timeLimit(call.promise, 1000);
    const failure = Object.assign(new Error('400'), { status: 400 });
    call.reject(failure);
    await expect(limited).rejects.toBe(failure);
    expect(isTimeout(failure)).toBe(false);
  });

  it('rejects with a TimeoutError exactly when ms have passed, and runs onTimeout once', async () => {
    const onTimeout = jest.fn();
    const limited = timeLimit(new Promise(() => undefined), 1000, globalThis, onTimeout);
    const seen = limited.catch((error: unknown) => error);
    jest.advanceTimersByTime(999);
    await flush();
    expect(onTimeout).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    const error = await seen;
    expect(isTimeout(error)).toBe(true);
    expect((error as Error).message).toBe('Timed out after 1000 ms');
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('a late answer after the time-out changes nothing', async () => {
    const call = deferred<string>();
    const onTimeout = jest.fn();
    const seen = timeLimit(call.promise, 10, globalThis, onTimeout).catch((error: unknown) => error);
    jest.advanceTimersByTime(10);
    call.resolve('late');
    expect(isTimeout(await seen)).toBe(true);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('uses the timers it is given (a window)', () => {
    const timers = { setTimeout: jest.fn(() => 7), clearTimeout: jest.fn() };
    void timeLimit(new Promise(() => undefined), 5, timers as unknown as typeof globalThis);
    expect(timers.setTimeout).toHaveBeenCalledWith(expect.any(Function), 5);
  });
});

describe('settleWithin: never rejects; the answer, else the fallback', () => {
  it('settles with the answer', async () => {
    const onFail = jest.fn();
    await expect(settleWithin(() => Promise.resolve('b'), 'a', 100, onFail).promise).resolves.toBe('b');
    expect(onFail).not.toHaveBeenCalled();
  });

  it.each<[string, () => unknown]>([
    [
      'throws',
      () => {
        throw new Error('boom');
      },
    ],
    ['rejects', () => Promise.reject(new Error('boom'))],
  ])('the fallback, once, when the call %s ("service failed")', async (_label, call) => {
    const onFail = jest.fn();
    await expect(settleWithin(call as () => string, 'a', 100, onFail).promise).resolves.toBe('a');
    expect(onFail.mock.calls.map(([, message]) => message)).toEqual(['service failed']);
  });

  it('the fallback after ms ("service timed out")', async () => {
    const onFail = jest.fn();
    const { promise } = settleWithin(() => new Promise<string>(() => undefined), 'a', 100, onFail);
    jest.advanceTimersByTime(100);
    await expect(promise).resolves.toBe('a');
    expect(onFail.mock.calls.map(([, message]) => message)).toEqual(['service timed out']);
  });

  it('cancel settles now with the fallback, stops the timer and is no failure', async () => {
    const onFail = jest.fn();
    const call = deferred<string>();
    const settling = settleWithin(() => call.promise, 'a', 100, onFail);
    settling.cancel();
    await expect(settling.promise).resolves.toBe('a');
    call.resolve('b');
    jest.advanceTimersByTime(100);
    await flush();
    expect(onFail).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);
  });
});
