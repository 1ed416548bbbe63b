/**
 * Finds the donate button in the server markup. The builder renders
 * `.sqs-block-button-element`; a plain `button` or link is accepted too.
 */

/** The selectors tried in order; the first that matches inside the root wins. */
export const BUTTON_SELECTORS = ['.sqs-block-button-element', 'button', 'a'] as const;

/** The block's button-like element, or `null` (spec §8: "donation block without a button"). */
export function findDonateButton(root: HTMLElement): HTMLElement | null {
  for (const selector of BUTTON_SELECTORS) {
    const found = root.querySelector<HTMLElement>(selector);
    if (found) return found;
  }
  return null;
}

/** Whether the browser itself turns Enter and Space on `element` into a click. */
export function isNativeButton(element: Element): boolean {
  if (element.tagName === 'BUTTON') return true;
  if (element.tagName !== 'INPUT') return false;
  const type = (element as HTMLInputElement).type;
  return type === 'button' || type === 'submit' || type === 'reset';
}

/** Whether `element` is in the tab order without help. */
export function isFocusable(element: Element): boolean {
  if (element.hasAttribute('tabindex')) return true;
  if (element.tagName === 'A') return element.hasAttribute('href');
  return isNativeButton(element);
}

/** Whether `element` already has a role of its own (native or written). */
export function hasRole(element: Element): boolean {
  if (element.hasAttribute('role')) return true;
  if (element.tagName === 'A') return element.hasAttribute('href');
  return isNativeButton(element);
}
