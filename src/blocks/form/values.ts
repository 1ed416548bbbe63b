/**
 * Field values (spec §3 "Form field values"), read from the live controls.
 * Values are taken as typed, never trimmed: nothing the visitor wrote is
 * lost on the way to the server.
 */
import { isCompound } from './field-type';
import type { FieldValue, FormField } from './types';

/**
 * The most characters a hidden field takes from the address. The spec gives
 * no number; its longest limit on text that comes from a link is 1000 (§5:
 * mailto and sms links). Campaign and click ids are far shorter, and anyone
 * can put a 100 KB value in a link to the page (docs/blocks/form.md "Hidden fields").
 */
export const HIDDEN_QUERY_MAX = 1000;

/** `value` cut to {@link HIDDEN_QUERY_MAX} characters, never between the two halves of a surrogate pair. */
function capped(value: string): string {
  if (value.length <= HIDDEN_QUERY_MAX) return value;
  const end = HIDDEN_QUERY_MAX - (/[\uD800-\uDBFF]/.test(value[HIDDEN_QUERY_MAX - 1]) ? 1 : 0);
  return value.slice(0, end);
}

/**
 * A hidden field's value: the same-named URL query parameter (named by the
 * input's `name` attribute, else the `data-key` of its `.form-item`), at
 * most {@link HIDDEN_QUERY_MAX} characters of it, when it is present and not
 * empty, else the field's own value. An empty parameter (`?source=`) keeps
 * the site owner's default rather than blanking it.
 */
function hiddenValue(field: FormField, search: string): string {
  const own = field.controls[0]?.value ?? '';
  if (!field.name) return own;
  const fromQuery = new URLSearchParams(search).get(field.name);
  return fromQuery ? capped(fromQuery) : own;
}

/** Compound fields: the part values in part order; phone 3 → 4 with a leading '' (spec §3). */
function partValues(field: FormField): string[] {
  const values = field.parts.map((part) => part.control.value);
  return field.type === 'phone' && values.length === 3 ? ['', ...values] : values;
}

/** Likert: question → checked value, for each answered question (spec §3: "checked values"). */
function likertValue(field: FormField): Record<string, string> {
  const answered = field.questions.flatMap(({ question, inputs }) => {
    const checked = inputs.find((input) => input.checked);
    return checked ? [[question, checked.value] as const] : [];
  });
  // fromEntries defines own properties, so a question named "__proto__" is kept as data.
  return Object.fromEntries(answered);
}

const checkedValues = (field: FormField): string[] =>
  field.controls.filter((control) => (control as HTMLInputElement).checked).map((control) => control.value);

/**
 * One field's value (spec §3 "Form field values"): single text → string;
 * address, date, name, time → the part values; phone → the same, a 3-element
 * array getting a leading ''; radio → the first checked value ('' when none);
 * checkbox → the checked values; select → the selected value; likert → a map
 * of question to answer; hidden → the query parameter, else its own value;
 * sections → `undefined` (skipped); anything else → its (first) control's value.
 * `search` is `location.search` (with or without the `?`).
 */
export function fieldValue(field: FormField, search: string): FieldValue | undefined {
  switch (field.type) {
    case 'section':
      return undefined;
    case 'hidden':
      return hiddenValue(field, search);
    case 'radio':
      return checkedValues(field)[0] ?? '';
    case 'checkbox':
      return checkedValues(field);
    case 'likert':
      return likertValue(field);
    default:
      return isCompound(field.type) ? partValues(field) : (field.controls[0]?.value ?? '');
  }
}

/**
 * Every field's value keyed by field id, sections skipped: what the payload
 * serialises into `form` (spec §3 "Form submission payloads").
 */
export function collectValues(fields: readonly FormField[], search: string): Record<string, unknown> {
  const entries = fields.flatMap((field) => {
    const value = fieldValue(field, search);
    return value === undefined ? [] : [[field.id, value] as const];
  });
  return Object.fromEntries(entries);
}
