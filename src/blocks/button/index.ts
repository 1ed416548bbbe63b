/**
 * The button block's chunk entry (`.sqs-block.button-block`,
 * `data-block-type="53"`): the server's link keeps doing the navigating;
 * the runtime adds the census (spec §7 `button-render` once visible,
 * `button-click` on click), opens a new window safely (`noopener`), and
 * lets one click burst start one navigation. See docs/blocks/button.md.
 */
import type { BlockContext, Unmount } from '../../core/types';
import { createMarkupUndo } from '../../shared/markup-undo';
import { createButtonCensus, onceVisible, type ButtonCensus } from './census';
import { createClickGuard } from './click-guard';
import { openSafely } from './new-window';
import { findButtonLink, readButton } from './read-button';

export { BUTTON_CONTEXT, findButtonLink, readButton } from './read-button';

/** What the button block works with; tests pass their own. */
export interface ButtonIo {
  win: Window & typeof globalThis;
  census: ButtonCensus;
}

/** Enhance one button block; without a link it reports once and leaves the markup alone. */
export function mountButton(root: HTMLElement, context: BlockContext, io?: ButtonIo): Unmount {
  const link = findButtonLink(root);
  if (!link) {
    context.report(new Error('button block without a link'), 'button block without a link');
    return undefined;
  }
  const win = io?.win ?? (root.ownerDocument.defaultView as Window & typeof globalThis);
  const census = io?.census ?? createButtonCensus(context.page, root.ownerDocument);
  const button = readButton(root, link, context.config);
  const undo = createMarkupUndo();
  openSafely(link, !!button.newWindow, undo);
  const guard = createClickGuard(win);
  undo.on(link, 'click', (event) => {
    // The census goes with the click (a keepalive request); the navigation is the browser's.
    if (guard.take()) census.click(button);
    else event.preventDefault();
  });
  const stopWatching = onceVisible(link, win, () => census.render(button));
  return () => {
    stopWatching();
    guard.destroy();
    census.destroy();
    undo.restore();
  };
}

/** The loader's entry: mount a button block. */
export function mount(root: HTMLElement, context: BlockContext): Unmount {
  return mountButton(root, context);
}
