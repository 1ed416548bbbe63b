/**
 * The carousel's previous / next controls (spec §4 "Gallery": hidden when
 * the slides fit one row, disabled at the first or last group; Enter and
 * Space activate controls). The carousel wires them itself
 * (Design.ownsControls), as it steps by groups.
 *
 * Right to left (issue 27): the next group comes in from the left, so the
 * control on the left goes forward. A theme written for left to right (most
 * are) keeps `.previous` on the left: the two swap meaning (and names) in
 * place, so nothing moves at mount. A theme that mirrors itself already put
 * `.next` on the left, and each keeps its own meaning.
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

type Controls = DesignContext['controls'];

/**
 * Whether `.previous` and `.next` swap meaning: only right to left, and not
 * when `.next` already sits left of `.previous`. A layout read: call it with
 * the mount's other reads, before any write.
 */
export function buttonsSwap(rtl: boolean, { previous, next }: Controls): boolean {
  if (!rtl || !previous || !next) return rtl;
  return next.getBoundingClientRect().left >= previous.getBoundingClientRect().left;
}

/**
 * Wires `.previous` / `.next` to `go(-1)` / `go(1)`, or the other way round
 * when they `swap`. A control that is not a <button> becomes one for
 * assistive technology and the keyboard (role, tab stop, Enter and Space);
 * each gets the name Previous / Next unless the server gave it one (swapped,
 * each takes the other's).
 */
export function createCarouselButtons(
  undo: MarkupUndo,
  controls: Controls,
  swap: boolean,
  go: (direction: 1 | -1) => void,
): CarouselButtons {
  const wire = (element: HTMLElement | null, label: string, direction: 1 | -1) => {
    if (!element) return;
    if (swap || !element.hasAttribute('aria-label')) undo.attr(element, 'aria-label', label);
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
  // The names read before either is written: swapped, each takes the other's.
  const previousName =
    controls.previous?.getAttribute('aria-label') || say('lightbox.previous', LIGHTBOX_WORDS.previous);
  const nextName = controls.next?.getAttribute('aria-label') || say('lightbox.next', LIGHTBOX_WORDS.next);
  const [back, forward] = swap ? [controls.next, controls.previous] : [controls.previous, controls.next];
  wire(back, previousName, -1);
  wire(forward, nextName, 1);
  return {
    update(fits, atFirst, atLast) {
      set(back, fits, atFirst);
      set(forward, fits, atLast);
    },
  };
}
