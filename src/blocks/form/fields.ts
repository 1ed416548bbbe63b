/**
 * Reading a form's fields from the server markup (docs/blocks/form-markup.md;
 * spec §3 "Form builder"). Pure DOM reading: nothing is changed.
 */
import { parseMaxLength } from '../../core/validators/max-length';
import { choiceInputs, compoundParts, controlsIn, elementControls, likertQuestions, uniqueName } from './field-parts';
import { fieldTypeOf, isCompound, isSingleText } from './field-type';
import type { FieldControl, FieldType, FormField } from './types';

/** The field's visible title: the `.title` text without its required mark or description. */
export function titleOf(item: Element): string {
  const title = item.querySelector('legend.title, label.title') ?? item.querySelector('.title');
  if (!title) return '';
  const copy = title.cloneNode(true) as Element;
  copy.querySelectorAll('.required, .description').forEach((mark) => mark.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function controlsOf(item: Element, type: FieldType): FieldControl[] {
  if (type === 'section') return [];
  if (type === 'hidden') return controlsIn(item, 'input[type="hidden"]');
  if (type === 'radio' || type === 'checkbox') return choiceInputs(item, type);
  if (type === 'likert') return choiceInputs(item, 'radio');
  return elementControls(item);
}

/** `data-max-length` of the control, else of the `.form-item` (spec §5). */
function maxLengthOf(item: Element, control: FieldControl | undefined): number | null {
  const attr = control?.getAttribute('data-max-length') ?? item.getAttribute('data-max-length');
  return parseMaxLength(attr);
}

/**
 * The `.required` class marks a required field (the builder's contract); a
 * `required` attribute on a control counts too, since the visitor sees the
 * browser treat it as required. Sections and hidden fields never are.
 */
function isRequired(item: Element, type: FieldType, controls: readonly FieldControl[]): boolean {
  if (type === 'section' || type === 'hidden') return false;
  return item.classList.contains('required') || controls.some((control) => control.required);
}

/**
 * The key of the value: the `.form-item`'s `id` (the builder writes ids like
 * `text-yui_3_17_2_1_1234_5678`); a hidden input without one uses its `name`;
 * anything else without one is `field-{n}` (its position, from 1). A repeated
 * id gets ` (2)`, ` (3)`… so no value overwrites another.
 */
function idOf(item: Element, name: string, index: number, taken: Set<string>): string {
  const id = item.id.trim() || name || `field-${index + 1}`;
  return uniqueName(id, taken);
}

function readField(item: HTMLElement, index: number, taken: Set<string>): FormField {
  const type = fieldTypeOf(item);
  const controls = controlsOf(item, type);
  const hiddenKey = type === 'hidden' ? (item.getAttribute('data-key') ?? '') : '';
  const name = controls[0]?.name || hiddenKey;
  return {
    id: idOf(item, name, index, taken),
    type,
    title: type === 'hidden' ? name : titleOf(item),
    required: isRequired(item, type, controls),
    element: item,
    controls,
    parts: isCompound(type) ? compoundParts(item, type) : [],
    questions: type === 'likert' ? likertQuestions(item) : [],
    name,
    maxLength: isSingleText(type) ? maxLengthOf(item, controls[0]) : null,
  };
}

/**
 * The fields of `form` in document order: every `.form-item` (and
 * `input[type=hidden].form-item`) not nested in another one. Sections are
 * included with type `section` and no controls (the values skip them, spec §3).
 */
export function readFields(form: HTMLFormElement): FormField[] {
  const items = Array.from(form.querySelectorAll<HTMLElement>('.form-item'));
  const outer = items.filter((item) => !item.parentElement?.closest('.form-item'));
  const taken = new Set<string>();
  return outer.map((item, index) => readField(item, index, taken));
}
