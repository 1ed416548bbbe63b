/**
 * A button that opens a new window does so safely: `target="_blank"` with
 * `rel="noopener"`, so the opened page gets no `window.opener` to steer this
 * one with (reverse tabnabbing). The server's other `rel` tokens are kept;
 * the markup undo puts the attributes back.
 */
import type { MarkupUndo } from '../../shared/markup-undo';

/** Make `link` open a new window when `newWindow`, and give every `_blank` link `noopener`. */
export function openSafely(link: HTMLAnchorElement, newWindow: boolean, undo: MarkupUndo): void {
  if (newWindow && link.target !== '_blank') undo.attr(link, 'target', '_blank');
  if (link.target !== '_blank') return;
  const rel = (link.getAttribute('rel') ?? '').split(/\s+/).filter(Boolean);
  if (!rel.some((token) => token.toLowerCase() === 'noopener')) undo.attr(link, 'rel', [...rel, 'noopener'].join(' '));
}
