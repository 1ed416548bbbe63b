/**
 * The textarea counter (spec §5): a positive `data-max-length` shows
 * 'current / max' after the control, live as the visitor types (announced
 * politely); over the limit the field is marked in error. A non-numeric or
 * zero value turns it off (readFields already reads it as no limit).
 */
import type { MarkupUndo } from '../../shared/markup-undo';
import type { FormField } from './types';

/** The class of the counter element. */
export const COUNTER_CLASS = 'form-field-counter';

/** The counter's text. */
export const counterText = (length: number, max: number): string => `${length} / ${max}`;

/** Add a counter to every textarea field with a max length; `undo.restore()` removes them and their listeners. */
export function startCounters(fields: readonly FormField[], undo: MarkupUndo): void {
  fields
    .filter((field) => field.type === 'textarea' && field.maxLength !== null && field.controls[0])
    .forEach((field) => startCounter(field, field.maxLength as number, undo));
}

function startCounter(field: FormField, max: number, undo: MarkupUndo): void {
  const control = field.controls[0];
  const doc = control.ownerDocument;
  const counter = undo.added(doc.createElement('div'));
  counter.className = COUNTER_CLASS;
  counter.setAttribute('aria-live', 'polite');
  control.after(counter);
  const update = () => {
    const length = control.value.length;
    counter.textContent = counterText(length, max);
    const over = length > max;
    counter.classList.toggle('over-limit', over);
    // The submission errors own `.error` while shown; the counter adds it only when over.
    if (over) undo.cls(field.element, 'error', true);
    else if (!field.element.querySelector('.field-error')) field.element.classList.remove('error');
  };
  update();
  undo.on(control, 'input', update);
}
