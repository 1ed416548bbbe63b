import { chunkLoadError } from '../../core/chunk-load-error';
import type { ErrorFunnel } from '../../core/log';
import type { BlockModule, BlockState, PageContext, Unmount } from '../../core/types';
import { setState } from './block-state';
import { runUnmount } from './unmount';

/**
 * Mount one root once its code is there: `ready`, or `failed` with the phase
 * that failed (`load`: the chunk; `mount`: the block's own mount). A block
 * whose outcome comes later says it through `context.setState` (a widget
 * waiting for its rendering): what it says during mount replaces the
 * `ready` of a mount that returns, and later changes apply at once. Returns
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
  let mounted = false;
  let cleanup: Unmount;
  /** What the block said of its state (BlockContext.setState), kept until its mount has returned. */
  let said: BlockState | undefined;
  const setBlockState = (state: BlockState) => {
    if (!alive) return;
    said = state;
    if (mounted && root.getAttribute('data-block-state') !== state) setState(root, state);
  };
  const fail = (error: unknown, message: string, phase: string) => {
    if (!alive) return;
    setState(root, 'failed');
    funnel.report(error, message, { ...detail, phase });
  };
  const unmount = (result: Unmount) => {
    try {
      runUnmount(result);
    } catch (error) {
      funnel.report(error, 'unmount failed', { ...detail, phase: 'unmount' });
    }
  };
  module.then(
    async (loaded) => {
      if (!alive) return;
      try {
        const result = await loaded.mount(root, { name, config, page, report, setState: setBlockState });
        // Unmounted while its mount ran: undone at once (what that throws is an unmount's failure, not a mount's).
        if (!alive) return unmount(result);
        cleanup = result;
        mounted = true;
        setState(root, said || 'ready');
      } catch (error) {
        fail(error, 'mount failed', 'mount');
      }
    },
    (error) => fail(chunkLoadError(name, error), 'chunk load failed', 'load'),
  );
  return () => {
    if (!alive) return;
    alive = false;
    unmount(cleanup);
  };
}
