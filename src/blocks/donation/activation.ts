/**
 * Makes a button-like element activate on click, Enter (13) and Space (32)
 * (spec §2), and undoes every change on destroy.
 */
import { guard } from '../../core/guard';
import { hasRole, isFocusable, isNativeButton } from './find-button';

/** What {@link createActivation} returns. */
export interface Activation {
  destroy(): void;
}

const ENTER = 13;
const SPACE = 32;

/** Whether a keydown is a plain Enter or Space (no modifier, no auto-repeat). */
export function isActivationKey(event: KeyboardEvent): boolean {
  if (event.repeat || event.altKey || event.ctrlKey || event.metaKey) return false;
  const key = event.key;
  return key === 'Enter' || key === ' ' || key === 'Spacebar' || event.keyCode === ENTER || event.keyCode === SPACE;
}

/** Add `name="value"` unless present; returns the undo. */
function addAttribute(element: Element, name: string, value: string): () => void {
  if (element.hasAttribute(name)) return () => {};
  element.setAttribute(name, value);
  return () => element.removeAttribute(name);
}

/**
 * Wire `action` to `element`. A native button gets Enter and Space from the
 * browser (as a click), so only click is listened to; any other element
 * (a link, a `div`) handles both keys itself, and Space's default (scrolling
 * the page) is prevented. A non-native element also gets `role="button"` and
 * `tabindex="0"` where it has none, so keyboards and screen readers reach it.
 */
export function createActivation(element: HTMLElement, action: () => void): Activation {
  // Guarded: what the action throws reaches the funnel with its stack, named for this block.
  const activate = guard(action, element);
  const undo: (() => void)[] = [];
  const native = isNativeButton(element);
  if (!hasRole(element)) undo.push(addAttribute(element, 'role', 'button'));
  if (!isFocusable(element)) undo.push(addAttribute(element, 'tabindex', '0'));

  const link = element.tagName === 'A' && element.hasAttribute('href');
  const onClick = (event: MouseEvent) => {
    // Ctrl/Meta/Shift-click on a real link opens the server's href in a new
    // tab or window, as the visitor asked; only a plain click is ours.
    if (link && (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0)) return;
    event.preventDefault();
    activate();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!isActivationKey(event)) return;
    event.preventDefault();
    activate();
  };
  element.addEventListener('click', onClick);
  if (!native) element.addEventListener('keydown', onKeyDown);
  return {
    destroy() {
      element.removeEventListener('click', onClick);
      element.removeEventListener('keydown', onKeyDown);
      undo.forEach((restore) => restore());
    },
  };
}
