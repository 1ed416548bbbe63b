/** A service call that always settles: its answer, or `fallback` on failure or time-out. */

/** A pending call that can be given up. */
export interface Settling<T> {
  promise: Promise<T>;
  /** Settle now with the fallback and stop the timer. */
  cancel(): void;
}

/**
 * Run `call`, settling with its answer, or with `fallback` when it throws,
 * rejects or takes longer than `timeoutMs`. `onFail` hears why (once).
 */
export function withTimeout<T>(
  call: () => Promise<T>,
  fallback: T,
  timeoutMs: number,
  onFail: (error: unknown, message: string) => void,
): Settling<T> {
  let settle: (value: T) => void = () => {};
  let settled = false;
  const promise = new Promise<T>((resolve) => {
    settle = (value) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(value);
    };
  });
  const fail = (error: unknown, message: string) => {
    if (!settled) onFail(error, message);
    settle(fallback);
  };
  const timer = setTimeout(() => fail(new Error(`timed out after ${timeoutMs} ms`), 'service timed out'), timeoutMs);
  new Promise<T>((resolve) => resolve(call())).then(settle, (error) => fail(error, 'service failed'));
  return { promise, cancel: () => settle(fallback) };
}
