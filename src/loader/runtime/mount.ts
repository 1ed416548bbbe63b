import { chunkLoadError } from '../../core/chunk-load-error';
import type { ErrorFunnel } from '../../core/log';
import type { BlockModule, PageContext, Unmount } from '../../core/types';
import { setState } from './block-state';
import { runUnmount } from './unmount';

/**
 * Mount one root once its code is there: `ready`, or `failed` with the phase
 * that failed (`load`: the chunk; `mount`: the block's own mount). Returns
 * the unmount, which also stops a mount still on its way.
 */
export function mountRoot(
  root: HTMLElement,
  name: string,
  config: Record<string, unknown>,
  module: Promise<BlockModule>,
  page: PageContext,
  funnel: ErrorFunnel,
): () => void {
  const detail = { block: name, element: root };
  const report = (error: unknown, message = 'error') => funnel.report(error, message, detail);
  let alive = true;
  let cleanup: Unmount;
  const fail = (error: unknown, message: string, phase: string) => {
    if (!alive) return;
    setState(root, 'failed');
    funnel.report(error, message, { ...detail, phase });
  };
  module.then(
    async (loaded) => {
      if (!alive) return;
      try {
        const result = await loaded.mount(root, { name, config, page, report });
        if (!alive) return runUnmount(result);
        cleanup = result;
        setState(root, 'ready');
      } catch (error) {
        fail(error, 'mount failed', 'mount');
      }
    },
    (error) => fail(chunkLoadError(name, error), 'chunk load failed', 'load'),
  );
  return () => {
    if (!alive) return;
    alive = false;
    try {
      runUnmount(cleanup);
    } catch (error) {
      funnel.report(error, 'unmount failed', { ...detail, phase: 'unmount' });
    }
  };
}
