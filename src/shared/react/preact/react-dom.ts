/**
 * `flushSync` for the CDN build (see ./react.ts): the updates `run` makes are
 * rendered before it returns, as React's flushSync does. Preact schedules a
 * render through `options.debounceRendering`; for the time of `run` the
 * scheduled render is captured and then run at once.
 */
import { options } from 'preact';

export function flushSync<T>(run: () => T): T {
  const schedule = options.debounceRendering;
  let pending: (() => void) | undefined;
  options.debounceRendering = (render) => void (pending = render);
  try {
    const result = run();
    pending?.();
    return result;
  } finally {
    options.debounceRendering = schedule;
  }
}
