/**
 * The gallery's keys (spec §4 "Gallery", §9 keys 37 and 39): the arrow keys
 * on the document move the most visible gallery in view, unless the visitor
 * types in an editable field, a modifier is held, or a motion is under way.
 * Enter and Space activate the controls and slides the block made buttons.
 * The root's {@link KEYS_ATTRIBUTE} is removed by the block's markup snapshot.
 */
import { isRightToLeft } from '../../shared/reading-direction';
import type { DesignContext } from './types';

/** The arrow keys' codes (spec §9: keys 37 and 39). */
const ARROW_LEFT = 37;
const ARROW_RIGHT = 39;

/** Marks the root of every gallery that answers the arrow keys, so galleries can compare themselves. */
export const KEYS_ATTRIBUTE = 'data-gallery-keys';

/** Whether `target` (a key event's: the focused element) takes typed text: input, textarea, select, contenteditable. */
export function isEditable(target: EventTarget | null): boolean {
  const element = target as HTMLElement;
  return element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName);
}

/** Pixels of `element` inside the viewport (measured at the key press: no observer runs between presses). */
export function visibleArea(element: Element, win: Window): number {
  const r = element.getBoundingClientRect();
  const w = Math.min(r.right, win.innerWidth) - Math.max(r.left, 0);
  const h = Math.min(r.bottom, win.innerHeight) - Math.max(r.top, 0);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * Whether `root` is in view and the most visible of the galleries that
 * answer keys (ties go to the first in document order, so exactly one responds).
 */
export function isMostVisible(root: Element, win: Window): boolean {
  const mine = visibleArea(root, win);
  return (
    mine > 0 &&
    Array.from(root.ownerDocument.querySelectorAll(`[${KEYS_ATTRIBUTE}]`)).every((other) => {
      const area = other === root ? -1 : visibleArea(other, win);
      // 4: DOCUMENT_POSITION_FOLLOWING, `root` comes after `other`.
      return area < mine || (area === mine && !(other.compareDocumentPosition(root) & 4));
    })
  );
}

/**
 * Listens for keys on the document until `signal` aborts: Enter (13) and
 * Space (32) click the elements in `buttons` (role=button elements that are
 * not native buttons); with `settings.keyboard` the arrow keys move the
 * gallery. `busy` says whether something else has the keys (an open lightbox).
 */
export function createKeyboard(
  { root, engine, settings, win, guard }: DesignContext,
  buttons: Set<Element>,
  busy: () => boolean,
  signal: AbortSignal,
): void {
  const { keys, keyboard } = settings;
  if (keyboard) root.setAttribute(KEYS_ATTRIBUTE, '');
  // Right to left (issue 27): the arrow keys follow the reading direction, ArrowLeft going forward.
  // Other keys a site chose keep their meaning. Read once: a page does not change its direction.
  const mirror = isRightToLeft(root, win) && keys.next === ARROW_RIGHT && keys.previous === ARROW_LEFT ? -1 : 1;
  root.ownerDocument.addEventListener(
    'keydown',
    // Guarded: what it throws reaches the funnel with its stack, named for this gallery (DesignContext.guard).
    guard((event: KeyboardEvent) => {
      const { keyCode, target } = event;
      const direction = mirror * (keyCode === keys.next ? 1 : keyCode === keys.previous ? -1 : 0);
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if ((keyCode === 13 || keyCode === 32) && buttons.has(target as Element)) {
        event.preventDefault();
        (target as HTMLElement).click();
      } else if (
        keyboard &&
        direction &&
        !busy() &&
        !engine.inMotion &&
        !isEditable(target) &&
        isMostVisible(root, win)
      ) {
        event.preventDefault();
        direction > 0 ? engine.next('keyboard') : engine.previous('keyboard');
      }
    }),
    { signal },
  );
}
