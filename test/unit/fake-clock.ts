/**
 * Jest's fake clock, for tests of code that waits on timers (a batch, a
 * queue that loads one image per task, a debounce): a wait is then an amount
 * of fake time, and the same timers run whatever the machine's load. Promise
 * callbacks and MutationObserver records (native promises in jsdom) still
 * run for real, between the timers.
 */

/** Install the fake clock around every test of the calling file. */
export function useFakeClock(): void {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] }));
  afterEach(() => jest.useRealTimers());
}

/** Move the fake clock `ms` on, running each timer that falls due and the promise callbacks after it. */
export const advance = (ms: number): Promise<void> => jest.advanceTimersByTimeAsync(ms);

/** Run exactly the next timer (one task), and the promise callbacks after it. */
export const nextTask = (): Promise<void> => jest.advanceTimersToNextTimerAsync().then(() => undefined);
