/**
 * Showing a failed submission (spec §4 "Failure", §8 "Form"): per-field
 * errors above the field's title, the form-level error at the top of the
 * form (focused), and the two review notices except on newsletter forms.
 * Every change goes through the undo log under the `errors` scope, so the
 * next submission (and the unmount) clears them without touching a value.
 */
import type { MarkupUndo } from '../../shared/markup-undo';
import { formErrorMessage } from './messages';
import type { FieldError, FormField } from './types';

/** The scope of every change made here. */
export const ERRORS_SCOPE = 'errors';

/** Classes of the elements this module adds (documented in docs/blocks/form.md). */
export const ERROR_CLASSES = {
  field: 'field-error',
  form: 'form-submission-error',
  noticeAbove: 'form-error-notice form-error-notice-above',
  noticeBelow: 'form-error-notice form-error-notice-below',
} as const;

/** What to show. */
export interface ErrorView {
  readonly message: string;
  readonly fieldErrors: readonly FieldError[];
  readonly newsletter: boolean;
}

const make = (doc: Document, className: string, text: string): HTMLElement => {
  const element = doc.createElement('div');
  element.className = className;
  element.textContent = text;
  return element;
};

/** A DOM-safe id for the error of a field (`{fieldId}-error`, spaces and brackets replaced). */
export const errorIdFor = (fieldId: string): string => `${fieldId.replace(/[^\w-]/g, '_')}-error`;

/**
 * One field's error, "above the field's title": the first child of the
 * `.form-item`, except in a fieldset, where the legend must stay the first
 * child to remain its accessible name, so the error goes right after it.
 */
function showFieldError(field: FormField, message: string, undo: MarkupUndo): void {
  const item = field.element;
  const doc = item.ownerDocument;
  const error = undo.added(make(doc, ERROR_CLASSES.field, message));
  error.id = errorIdFor(field.id);
  const legend = item.firstElementChild?.tagName === 'LEGEND' ? item.firstElementChild : null;
  if (item instanceof HTMLInputElement) item.before(error);
  else if (legend) legend.after(error);
  else item.prepend(error);
  undo.cls(item, 'error', true);
  field.controls.forEach((control) => {
    undo.attr(control, 'aria-invalid', 'true');
    const described = control.getAttribute('aria-describedby');
    undo.attr(control, 'aria-describedby', described ? `${described} ${error.id}` : error.id);
  });
}

/**
 * Render the errors of one failure; returns the form-level error element
 * (focused by the caller). Unknown field ids only count towards the top message.
 */
export function renderErrors(
  form: HTMLFormElement,
  fields: readonly FormField[],
  view: ErrorView,
  undo: MarkupUndo,
): HTMLElement {
  const doc = form.ownerDocument;
  let top = form as HTMLElement;
  undo.scoped(ERRORS_SCOPE, () => {
    const byId = new Map(fields.map((field) => [field.id, field]));
    view.fieldErrors.forEach(({ fieldId, message }) => {
      const field = byId.get(fieldId);
      if (field) showFieldError(field, message, undo);
    });
    top = undo.added(make(doc, ERROR_CLASSES.form, view.message));
    top.setAttribute('role', 'alert');
    top.tabIndex = -1;
    form.prepend(top);
    if (view.newsletter) return;
    form.before(undo.added(make(doc, ERROR_CLASSES.noticeAbove, formErrorMessage('noticeAbove'))));
    form.after(undo.added(make(doc, ERROR_CLASSES.noticeBelow, formErrorMessage('noticeBelow'))));
  });
  return top;
}

/** Remove every error element and attribute of the last failure. */
export function clearErrors(undo: MarkupUndo): void {
  undo.restore(ERRORS_SCOPE);
}
