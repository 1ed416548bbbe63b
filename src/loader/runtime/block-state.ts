import { EVENT_PREFIX } from '../../core/log';
import type { BlockState } from '../../core/types';

/**
 * Set a root's `data-block-state`; `ready` and `failed` also fire
 * `site-runtime:block-ready` / `-failed`, bubbling from the root.
 */
export function setState(root: Element, state: BlockState): void {
  root.setAttribute('data-block-state', state);
  if (state !== 'loading') root.dispatchEvent(new CustomEvent(`${EVENT_PREFIX}block-${state}`, { bubbles: true }));
}
