/**
 * Promises with a time-out: the two rules, named for what they do.
 *
 * - {@link timeLimit}: the promise's own answer, or a rejection with a
 *   `TimeoutError` once `ms` have passed (a call that must fail when it
 *   hangs: a form submission, a captcha script, a settings request).
 * - {@link settleWithin}: never rejects; the answer, or a fallback on failure
 *   or time-out (a call whose answer is optional: the A/B test service).
 *
 * The timers are injectable (a window, or fake timers in tests), and every
 * timer is cleared as soon as the race is decided.
 *
 * @build-inline: stateless and small, copied into each chunk that imports
 * it (scripts/inline-small-modules.mjs) rather than made a chunk of its own.
 */

/** Where the timer runs: `window` or `globalThis` (fake timers in tests). */
export type Timers = Pick<WindowOrWorkerGlobalScope, 'setTimeout' | 'clearTimeout'>;

/** The `name` of the error {@link timeLimit} rejects with. */
export const TIMEOUT_ERROR = 'TimeoutError';

/** Whether `error` is {@link timeLimit}'s time-out (and not the promise's own failure). */
export const isTimeout = (error: unknown): boolean => (error as Error | null)?.name === TIMEOUT_ERROR;

/**
 * `promise`'s answer or failure, or, after `ms`, a rejection with an Error
 * named `TimeoutError` ("Timed out after {ms} ms"). `onTimeout` runs when the
 * time is up (abort the request there); it is never called once the promise
 * has settled.
 */
export function timeLimit<T>(
  promise: PromiseLike<T>,
  ms: number,
  timers: Timers = globalThis,
  onTimeout?: () => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = timers.setTimeout(() => {
      onTimeout?.();
      reject(Object.assign(new Error(`Timed out after ${ms} ms`), { name: TIMEOUT_ERROR }));
    }, ms);
    promise.then(
      (value) => (timers.clearTimeout(timer), resolve(value)),
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- the call's own rejection goes on unchanged: callers read its status and data
      (error) => (timers.clearTimeout(timer), reject(error)),
    );
  });
}

/** A pending call that can be given up. */
export interface Settling<T> {
  promise: Promise<T>;
  /** Settle now with the fallback and stop the timer. */
  cancel(): void;
}

/**
 * Run `call`, settling with its answer, or with `fallback` when it throws,
 * rejects or takes longer than `ms`. `onFail` hears why, once ('service
 * timed out' or 'service failed'); a cancelled call is not a failure.
 */
export function settleWithin<T>(
  call: () => T | PromiseLike<T>,
  fallback: T,
  ms: number,
  onFail: (error: unknown, message: string) => void,
  timers: Timers = globalThis,
): Settling<T> {
  let cancel = () => {};
  const given = new Promise<T>((resolve, reject) => {
    cancel = () => resolve(fallback);
    new Promise<T>((run) => run(call())).then(resolve, reject);
  });
  const promise = timeLimit(given, ms, timers).catch((error: unknown) => {
    onFail(error, isTimeout(error) ? 'service timed out' : 'service failed');
    return fallback;
  });
  return { promise, cancel: () => cancel() };
}
