/**
 * Keeps Tab and Shift+Tab inside a modal dialog (WAI-ARIA dialog pattern):
 * from the last focusable element Tab wraps to the first, and from the first
 * Shift+Tab wraps to the last.
 *
 * @build-inline: stateless and small, copied into each chunk that imports
 * it (scripts/inline-small-modules.mjs) rather than made a chunk of its own:
 * the lightbox, the popup overlay and the core dialogs each carry a copy.
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
  const [first, last] = [items[0], items[items.length - 1]];
  // Tab from the last element, Shift+Tab from the first, or either from outside: over to the other end.
  if (!items.length || active === (event.shiftKey ? first : last) || !container.contains(active)) {
    event.preventDefault();
    (event.shiftKey ? last : first)?.focus();
  }
}
