/**
 * Keeps Tab and Shift+Tab inside a modal dialog (WAI-ARIA dialog pattern):
 * from the last focusable element Tab wraps to the first, and from the first
 * Shift+Tab wraps to the last.
 */

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements Tab reaches inside `container`, in document order. */
export function focusableIn(container: Element): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hidden && !el.closest('[hidden],[inert]'),
  );
}

/** The parts of a keydown the trap reads: both React's synthetic event and a DOM event fit. */
export interface TabKeyEvent {
  key: string;
  shiftKey: boolean;
  preventDefault(): void;
}

/**
 * Handles one keydown inside `container`: wraps Tab at the ends, and pulls
 * focus back in when it is somehow outside. Other keys pass through.
 */
export function trapTab(event: TabKeyEvent, container: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const items = focusableIn(container);
  const active = container.ownerDocument.activeElement;
  const inside = active !== null && container.contains(active);
  if (items.length === 0) {
    event.preventDefault();
    return;
  }
  const first = items[0];
  const last = items[items.length - 1];
  if (event.shiftKey && (!inside || active === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}
