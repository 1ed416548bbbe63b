/**
 * The carousel's previous / next controls (spec §4 "Gallery": hidden when
 * the slides fit one row, disabled at the first or last group; Enter and
 * Space activate controls). The carousel wires them itself
 * (Design.ownsControls), as it steps by groups.
 */
import type { DesignContext } from '../../types';
import type { MarkupUndo } from '../../../../shared/markup-undo';
import { say } from '../../../../core/message-format/page-words';
import { LIGHTBOX_WORDS } from '../../../../core/words/media';

/** What {@link createCarouselButtons} returns. */
export interface CarouselButtons {
  /** Shows or hides both, and disables each at its end (class `disabled` and aria-disabled). */
  update(fits: boolean, atFirst: boolean, atLast: boolean): void;
}

/**
 * Wires `.previous` / `.next` to `go(-1)` / `go(1)`. A control that is not a
 * <button> becomes one for assistive technology and the keyboard (role,
 * tab stop, Enter and Space); each gets the name Previous / Next unless the
 * server gave it one.
 */
export function createCarouselButtons(
  undo: MarkupUndo,
  controls: DesignContext['controls'],
  go: (direction: 1 | -1) => void,
): CarouselButtons {
  const wire = (element: HTMLElement | null, label: string, direction: 1 | -1) => {
    if (!element) return;
    if (!element.hasAttribute('aria-label')) undo.attr(element, 'aria-label', label);
    undo.on(element, 'click', (event) => (event.preventDefault(), go(direction)));
    // A <button> turns Enter and Space into clicks by itself.
    if (element.tagName === 'BUTTON') return;
    if (!element.hasAttribute('role')) undo.attr(element, 'role', 'button');
    if (!element.hasAttribute('tabindex')) undo.attr(element, 'tabindex', '0');
    undo.on(element, 'keydown', (event) => {
      const { key } = event as KeyboardEvent;
      if (key === 'Enter' || key === ' ') {
        event.preventDefault();
        go(direction);
      }
    });
  };
  const set = (element: HTMLElement | null, fits: boolean, disabled: boolean) => {
    if (!element) return;
    undo.style(element, { display: fits ? 'none' : '' });
    undo.cls(element, 'disabled', disabled);
    undo.attr(element, 'aria-disabled', disabled ? 'true' : null);
  };
  wire(controls.previous, say('lightbox.previous', LIGHTBOX_WORDS.previous), -1);
  wire(controls.next, say('lightbox.next', LIGHTBOX_WORDS.next), 1);
  return {
    update(fits, atFirst, atLast) {
      set(controls.previous, fits, atFirst);
      set(controls.next, fits, atLast);
    },
  };
}
