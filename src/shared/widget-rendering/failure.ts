/**
 * The failure notice of a widget (spec §8 "Generic"): 'Unable to load
 * results' and a 'Try again' button, added after the server's markup, which
 * stays in place. The button asks for one request per click (the data-fetch
 * helper ignores a click while a request is in flight); it stays focusable
 * while that request runs (aria-disabled, not disabled), so a keyboard user
 * keeps their place.
 */
import { GENERIC_WORDS } from '../../core/words/generic';
import type { MarkupUndo } from '../markup-undo';
import { say } from '../../core/message-format/page-words';

/** Class of the notice, for theme CSS. */
export const FAILURE_CLASS = 'widget-failure';

/** What {@link createFailureNotice} returns. */
export interface FailureNotice {
  /** Shows the notice (once), its button ready. */
  show(): void;
  /** While a retry is in flight: the button says it is busy (only once the notice is shown). */
  busy(): void;
  /** Removes it; focus inside it moves to `focusTarget`. */
  hide(focusTarget: HTMLElement): void;
}

/** A notice for `root`, recorded in `undo`'s `failure` scope; `retry` runs on each click. */
export function createFailureNotice(root: HTMLElement, undo: MarkupUndo, retry: () => void): FailureNotice {
  const doc = root.ownerDocument;
  let button: HTMLButtonElement | undefined;
  let notice: HTMLElement | undefined;
  return {
    show() {
      if (!notice) {
        undo.scoped('failure', () => {
          notice = undo.added(doc.createElement('div'));
          notice.className = FAILURE_CLASS;
          const message = notice.appendChild(doc.createElement('p'));
          message.setAttribute('role', 'status');
          message.textContent = say('generic.unableToLoadResults', GENERIC_WORDS.unableToLoadResults);
          button = notice.appendChild(doc.createElement('button'));
          button.type = 'button';
          button.textContent = say('generic.tryAgain', GENERIC_WORDS.tryAgain);
          undo.on(button, 'click', () => button?.getAttribute('aria-disabled') !== 'true' && retry());
          root.append(notice);
        });
      }
      button?.setAttribute('aria-disabled', 'false');
    },
    busy() {
      button?.setAttribute('aria-disabled', 'true');
    },
    hide(focusTarget) {
      if (!notice) return;
      const hadFocus = notice.contains(doc.activeElement);
      undo.restore('failure');
      notice = button = undefined;
      if (hadFocus) {
        undo.attr(focusTarget, 'tabindex', focusTarget.getAttribute('tabindex') ?? '-1');
        focusTarget.focus();
      }
    },
  };
}
