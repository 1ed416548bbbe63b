/**
 * Text shrink (spec §9: "min font 11 px, tolerance 3 px, debounce 100 ms"):
 * a heading marked `data-text-shrink` must fit one line; when it is wider
 * than its box, its font size shrinks until it fits (never below 11 px;
 * 3 px of overflow are tolerated, so sub-pixel rounding never shrinks a
 * heading that fits). It is measured again, debounced 100 ms, when its box
 * changes width and when the web fonts arrive. A shrunk heading keeps its
 * room (./room.ts), so nothing moves when it is fitted. See
 * docs/blocks/text-shrink.md.
 */
import { guard } from '../../core/guard';
import { TEXT_SHRINK } from '../../core/enums/timings';
import type { Unmount } from '../../core/types';
import { createMarkupUndo } from '../../shared/markup-undo';
import { fitFontSize } from './fit';
import { measureRoom } from './room';

export { fitFontSize } from './fit';

/** The loader's entry: keep one heading on one line. */
export function mount(root: HTMLElement): Unmount {
  const win = root.ownerDocument.defaultView as Window & typeof globalThis;
  const undo = createMarkupUndo();
  // One line is the point: the text may not wrap while it is measured or after.
  undo.style(root, { 'white-space': 'nowrap' });
  const original = parseFloat(win.getComputedStyle(root).fontSize) || 0;
  const keepRoom = measureRoom(root, undo);
  const overflow = (size: number) => {
    undo.style(root, { 'font-size': `${size}px` });
    return root.scrollWidth - root.clientWidth;
  };
  let width = -1;
  let live = true;
  const fit = () => {
    const now = root.clientWidth;
    if (!live || now === width || !original) return;
    width = now;
    const size = fitFontSize(overflow, original);
    undo.style(root, { 'font-size': `${size}px` });
    if (size < original) keepRoom();
    width = root.clientWidth;
  };
  fit();
  let timer: number | undefined;
  // Guarded, named for this block: what a later fit throws reaches the funnel with its stack.
  const refit = guard(fit, root);
  const later = () => {
    win.clearTimeout(timer);
    timer = win.setTimeout(refit, TEXT_SHRINK.debounceMs);
  };
  undo.add(() => win.clearTimeout(timer));
  if (win.ResizeObserver) {
    const observer = new win.ResizeObserver(later);
    observer.observe(root);
    undo.add(() => observer.disconnect());
  } else undo.on(win, 'resize', later);
  // Web fonts change the text's width without changing the box.
  void root.ownerDocument.fonts?.ready.then(() => {
    width = -1;
    later();
  });
  return () => {
    live = false;
    undo.restore();
  };
}
