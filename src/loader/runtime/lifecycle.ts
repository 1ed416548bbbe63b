import type { ErrorFunnel } from '../../core/log';
import type { LifecycleState } from '../api';

type Callback = () => void;

export interface Lifecycle {
  readonly state: LifecycleState;
  /** Run `fn` at every init (at once if already initialised). Returns the unsubscribe. */
  ready(fn: Callback): () => void;
  /** Run `fn` at every destroy. Returns the unsubscribe. */
  onDestroy(fn: Callback): () => void;
  /** Run the ready callbacks; a failing one is reported and the others continue. False if already initialised. */
  init(): boolean;
  /** Run the destroy callbacks (newest first) and reset to not initialised. False if not initialised. */
  destroy(): boolean;
}

export function createLifecycle(funnel: ErrorFunnel): Lifecycle {
  const readyCallbacks = new Set<Callback>();
  const destroyCallbacks = new Set<Callback>();
  let state: LifecycleState = 'uninitialised';

  const run = (fn: Callback, phase: string) => {
    try {
      fn();
    } catch (error) {
      funnel.report(error, `${phase} callback failed`);
    }
  };

  return {
    get state() {
      return state;
    },
    ready(fn) {
      readyCallbacks.add(fn);
      if (state === 'initialised') run(fn, 'ready');
      return () => readyCallbacks.delete(fn);
    },
    onDestroy(fn) {
      destroyCallbacks.add(fn);
      return () => destroyCallbacks.delete(fn);
    },
    init() {
      if (state === 'initialised') return false;
      Array.from(readyCallbacks).forEach((fn) => run(fn, 'ready'));
      return !!(state = 'initialised');
    },
    destroy() {
      if (state !== 'initialised') return false;
      Array.from(destroyCallbacks)
        .reverse()
        .forEach((fn) => run(fn, 'destroy'));
      state = 'uninitialised';
      return true;
    },
  };
}
