/**
 * Locking the form while it submits (spec §4 "submitting"): every control
 * that was enabled is disabled (disabled controls keep what was typed; the
 * values were read before locking), the form is marked busy, and the submit
 * button shows the in-progress text. Unlocking puts all of it back.
 */
import type { MarkupUndo } from '../../shared/markup-undo';

/** The scope of every change made here. */
export const LOCK_SCOPE = 'lock';

/** The form's submit buttons: `input[type=submit]`, `button[type=submit]` and bare `<button>`s. */
export function submitButtons(form: HTMLFormElement): HTMLElement[] {
  return Array.from(
    form.querySelectorAll<HTMLElement>('input[type="submit"], button:not([type]), button[type="submit"]'),
  );
}

/** Replace a button's label: `value` for an input, the text for a button (its original nodes are kept aside). */
function relabel(button: HTMLElement, text: string, undo: MarkupUndo): void {
  if (button instanceof HTMLInputElement) {
    undo.attr(button, 'value', text);
    return;
  }
  const original = Array.from(button.childNodes);
  button.replaceChildren(button.ownerDocument.createTextNode(text));
  undo.add(() => button.replaceChildren(...original));
}

/** Lock `form`, showing `inProgressText` on its submit buttons. */
export function lockForm(form: HTMLFormElement, inProgressText: string, undo: MarkupUndo): void {
  undo.scoped(LOCK_SCOPE, () => {
    undo.attr(form, 'aria-busy', 'true');
    undo.cls(form, 'is-submitting', true);
    Array.from(form.elements).forEach((element) => {
      if ('disabled' in element && !(element as HTMLInputElement).disabled) undo.attr(element, 'disabled', '');
    });
    submitButtons(form).forEach((button) => relabel(button, inProgressText, undo));
  });
}

/** Put the form back as it was before {@link lockForm}. */
export function unlockForm(undo: MarkupUndo): void {
  undo.restore(LOCK_SCOPE);
}
