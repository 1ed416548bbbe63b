import type { Strategy } from './strategy';

/** The longest a block waits for an idle moment before loading anyway. */
export const IDLE_TIMEOUT = 2000;

/** Load when the main thread is idle (Safari lacks requestIdleCallback: a timer stands in). */
export const idle: Strategy = (_element, run, win) => {
  if (win.requestIdleCallback) {
    const id = win.requestIdleCallback(run, { timeout: IDLE_TIMEOUT });
    return () => win.cancelIdleCallback(id);
  }
  const id = win.setTimeout(run, 200);
  return () => win.clearTimeout(id);
};
