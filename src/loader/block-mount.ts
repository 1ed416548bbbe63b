import { readBlockJson } from './block-json';
import { EVENT_PREFIX, type ErrorFunnel } from '../core/log';
import type { Strategy } from './strategies';
import type { BlockContext, BlockDescriptor, BlockModule, BlockState, PageContext, Unmount } from '../core/types';


export interface MountDeps {
  page: PageContext;
  funnel: ErrorFunnel;
  strategy: Strategy;
  win: Window & typeof globalThis;
  /** The descriptor's module, loaded once and shared by all its roots. */
  module: () => Promise<BlockModule>;
}

/** One block root's life: wait, load, mount, and unmount. */
export interface MountedBlock {
  unmount(): void;
}

function setState(root: HTMLElement, state: BlockState, win: Window & typeof globalThis) {
  root.setAttribute('data-block-state', state);
  if (state !== 'loading') {
    root.dispatchEvent(new win.CustomEvent(`${EVENT_PREFIX}block-${state}`, { bubbles: true }));
  }
}

/** Run whatever a mount or start returned: a function, an object with destroy(), or nothing. */
export function runUnmount(unmount: Unmount) {
  if (typeof unmount === 'function') unmount();
  else if (unmount && typeof unmount.destroy === 'function') unmount.destroy();
}

/**
 * Start one block root: `loading` at once, then `ready` or `failed`.
 * Malformed `data-block-json` fails this root only, before any code is fetched.
 */
export function mountBlock(root: HTMLElement, descriptor: BlockDescriptor, deps: MountDeps): MountedBlock {
  const { name } = descriptor;
  const detail = { block: name, element: root };
  const report = (error: unknown, message = 'error') => deps.funnel.report(error, message, detail);
  let alive = true;
  let cleanup: Unmount;
  let cancelWait = () => {};

  setState(root, 'loading', deps.win);
  const fail = (error: unknown, message: string) => {
    if (!alive) return;
    setState(root, 'failed', deps.win);
    report(error, message);
  };

  let config: Record<string, unknown>;
  try {
    config = readBlockJson(root);
  } catch (error) {
    fail(error, 'malformed data-block-json');
    return { unmount: () => ((alive = false), root.removeAttribute('data-block-state')) };
  }

  const context: BlockContext = { name, config, page: deps.page, report };
  const start = async () => {
    let step = 'chunk load failed';
    try {
      const module = await deps.module();
      step = 'mount failed';
      if (!alive) return;
      const result = await module.mount(root, context);
      if (!alive) return runUnmount(result);
      cleanup = result;
      setState(root, 'ready', deps.win);
    } catch (error) {
      fail(error, step);
    }
  };
  cancelWait = deps.strategy(root, start, deps.win);

  return {
    unmount() {
      if (!alive) return;
      alive = false;
      cancelWait();
      try {
        runUnmount(cleanup);
      } catch (error) {
        report(error, 'unmount failed');
      }
      root.removeAttribute('data-block-state');
    },
  };
}
