/**
 * The popup as a modal dialog (WAI-ARIA dialog pattern) on the server's
 * markup: `role="dialog"`, `aria-modal`, labelled by its first heading;
 * focus moves into it when it opens, Tab stays inside (the dialogs' own
 * trap, src/core/ui/focus-trap.ts), and focus goes back to where it was
 * when it closes. It closes with its close button, Escape (through the
 * page's escape manager: nothing here listens for Escape) and a click on
 * the backdrop (a press that starts inside and ends outside is a text
 * selection, not a click).
 */
import type { EscapeManager } from '../../core/escape';
import { trapTab } from '../../core/ui/focus-trap';
import { uniqueId } from '../../core/ui/unique-id';
import type { MarkupUndo } from '../../shared/markup-undo';
import { say } from '../../core/message-format/page-words';
import { GENERIC_WORDS } from '../../core/words/generic';
import { CHROME_WORDS } from '../../core/words/site-chrome';

/** How the popup was closed. */
export type CloseReason = 'button' | 'escape' | 'backdrop';

/** The parts of the popup's markup. */
export interface PopupParts {
  overlay: HTMLElement;
  panel: HTMLElement;
  close: HTMLElement;
}

/** The popup's parts: `.sqs-popup-overlay` > `.sqs-popup-overlay-content`, and its close button (made when missing). */
export function findPopupParts(doc: Document, undo: MarkupUndo): PopupParts | null {
  const overlay = doc.querySelector<HTMLElement>('.sqs-popup-overlay');
  const panel = overlay?.querySelector<HTMLElement>('.sqs-popup-overlay-content');
  if (!overlay || !panel) return null;
  let close = panel.querySelector<HTMLElement>('.sqs-popup-overlay-close');
  if (!close) {
    close = undo.added(doc.createElement('button'));
    close.className = 'sqs-popup-overlay-close';
    close.setAttribute('type', 'button');
    close.textContent = '×';
    panel.prepend(close);
  }
  if (!close.getAttribute('aria-label') && !close.textContent?.trim().match(/\w/))
    undo.attr(close, 'aria-label', say('generic.close', GENERIC_WORDS.close));
  return { overlay, panel, close };
}

/** Open the dialog; `onClose` hears the one close. Returns the function that closes it without a reason (stop). */
export function openPopupDialog(
  { overlay, panel, close }: PopupParts,
  undo: MarkupUndo,
  escape: EscapeManager,
  onClose: (reason: CloseReason) => void,
): () => void {
  const doc = overlay.ownerDocument;
  const previous = doc.activeElement as HTMLElement | null;
  const heading = panel.querySelector<HTMLElement>('h1, h2, h3, [role=heading]');
  // Everything opening changes is undone by closing: the markup is the server's again, hidden.
  undo.scoped('open', () => {
    undo.attr(panel, 'role', 'dialog');
    undo.attr(panel, 'aria-modal', 'true');
    if (heading && !heading.id) undo.attr(heading, 'id', uniqueId('popup-title'));
    if (heading) undo.attr(panel, 'aria-labelledby', heading.id);
    else undo.attr(panel, 'aria-label', say('chrome.popup', CHROME_WORDS.popup));
    undo.attr(panel, 'tabindex', '-1');
    undo.attr(overlay, 'hidden', null);
  });

  let open = true;
  const finish = (reason: CloseReason | null) => {
    if (!open) return;
    open = false;
    removeEscape();
    undo.restore('open');
    // The opener may be gone: then focus stays where the browser puts it.
    if (previous && previous !== doc.body && previous.isConnected) previous.focus({ preventScroll: true });
    if (reason) onClose(reason);
  };
  const removeEscape = escape.push({ close: () => finish('escape'), element: panel, closeOnOutsideClick: false });
  let pressed: EventTarget | null = null;
  undo.scoped('open', () => {
    undo.on(overlay, 'mousedown', (event) => void (pressed = event.target));
    undo.on(overlay, 'click', (event) => {
      if (event.target === overlay && pressed === overlay) finish('backdrop');
    });
    undo.on(close, 'click', () => finish('button'));
    undo.on(panel, 'keydown', (event) => trapTab(event as KeyboardEvent, panel));
  });
  panel.focus({ preventScroll: true });
  return () => finish(null);
}
