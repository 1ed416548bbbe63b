import { UNCAUGHT_EVENT, type UncaughtDetail } from '../../src/core/guard';

/** What {@link recordUncaught} returns. */
export interface UncaughtRecord {
  /** What guarded callbacks handed the runtime (src/core/guard.ts), taken as the runtime takes it. */
  taken: UncaughtDetail[];
  /** What reached the window's `error` listeners instead: a throw nobody guarded, or one thrown on. */
  thrown: unknown[];
  stop(): void;
}

/**
 * Stands in for the runtime on `win` until `stop()`: takes what guarded
 * callbacks hand it, and records what reaches the window's `error`
 * listeners (jsdom reports a listener's or a timer's throw there).
 */
export function recordUncaught(win: Window = window): UncaughtRecord {
  const taken: UncaughtDetail[] = [];
  const thrown: unknown[] = [];
  const take = (event: Event) => {
    event.preventDefault();
    taken.push((event as CustomEvent<UncaughtDetail>).detail);
  };
  const onError = (event: ErrorEvent) => {
    event.preventDefault(); // recorded here: jsdom's console need not print it
    thrown.push(event.error);
  };
  win.addEventListener(UNCAUGHT_EVENT, take);
  win.addEventListener('error', onError);
  return {
    taken,
    thrown,
    stop() {
      win.removeEventListener(UNCAUGHT_EVENT, take);
      win.removeEventListener('error', onError);
    },
  };
}
