/**
 * The menu block's chunk entry (`.sqs-block.menu-block`, the builder's
 * restaurant menu): its menus become WAI-ARIA tabs (./tabs.ts). A block with
 * a single menu is left as the server sent it. See docs/blocks/menu.md.
 */
import type { Unmount } from '../../core/types';
import { createMarkupUndo } from '../../shared/markup-undo';
import { readMenuMarkup } from './read-markup';
import { createMenuTabs } from './tabs';

export { ACTIVE_LABEL_CLASS } from './tabs';

/** The bubbling event fired on the block root when another menu is selected (`detail.index`). */
export const MENU_TAB_EVENT = 'site-runtime:menu-tab-change';

/** The loader's entry: mount a menu block. */
export function mount(root: HTMLElement): Unmount {
  const markup = readMenuMarkup(root);
  if (!markup) return undefined;
  const undo = createMarkupUndo();
  let started = false;
  createMenuTabs(markup, undo, (index) => {
    // The first menu is selected at mount: no change for a listener to hear.
    if (started) root.dispatchEvent(new CustomEvent(MENU_TAB_EVENT, { bubbles: true, detail: { index } }));
  });
  started = true;
  return () => undo.restore();
}
