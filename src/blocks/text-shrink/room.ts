/**
 * Mounting moves nothing (issue 24): a heading whose font is shrunk keeps the
 * room it had as the server rendered it, so nothing around it moves:
 * - its height (a `min-height`), and its margins in px (a theme's margins in
 *   em would shrink with the font);
 * - where its text starts in the box: in a theme's line-height (1.5, say) a
 *   smaller font starts higher, so the top padding takes up the difference.
 * Measured once, at the server's size, before anything changes.
 */
import type { MarkupUndo } from '../../shared/markup-undo';

/** Where `root`'s text starts, from the top of its box. */
function textTop(root: HTMLElement): number {
  const range = root.ownerDocument.createRange();
  range.selectNodeContents(root);
  // A Range that cannot be measured (no layout engine) puts the text at the top.
  const rect = typeof range.getBoundingClientRect === 'function' ? range.getBoundingClientRect() : null;
  return rect ? rect.top - root.getBoundingClientRect().top : 0;
}

/** Measures `root`'s room now; the returned function keeps it after a font change. */
export function measureRoom(root: HTMLElement, undo: MarkupUndo): () => void {
  const style = (root.ownerDocument.defaultView as Window).getComputedStyle(root);
  const room = {
    'box-sizing': 'border-box',
    'min-height': `${root.getBoundingClientRect().height}px`,
    'margin-top': style.marginTop,
    'margin-bottom': style.marginBottom,
  };
  const padding = parseFloat(style.paddingTop) || 0;
  const start = textTop(root);
  return () => {
    undo.style(root, { ...room, 'padding-top': `${padding}px` });
    undo.style(root, { 'padding-top': `${padding + start - textTop(root)}px` });
  };
}
