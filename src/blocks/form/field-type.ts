/**
 * Which builder field type a `.form-item` is, from its classes (the markup
 * contract of docs/blocks/form-markup.md).
 */
import { COMPOUND_TYPES, type FieldType } from './types';

/** Single-element types matched by class, checked after sections, hidden and compound fields. */
const CLASS_TYPES: readonly FieldType[] = [
  'likert',
  'radio',
  'checkbox',
  'select',
  'textarea',
  'email',
  'number',
  'website',
  'currency',
  'password',
  'twitter',
  'text',
];

/** `input[type=hidden].form-item`, or `.form-item.hidden` holding one. */
function isHidden(item: Element): boolean {
  if (item instanceof HTMLInputElement) return item.type === 'hidden';
  return item.classList.contains('hidden') && item.querySelector('input[type="hidden"]') !== null;
}

/**
 * The field's type. A `.hidden` class alone does not make a hidden field
 * (themes use it to hide things): it must hold a hidden input. A compound
 * class counts on a `.fields` fieldset, and also without `.fields` for phone,
 * whose class the builder puts on either. Unknown types read as `text`, so a
 * field type added later still sends what the visitor typed.
 */
export function fieldTypeOf(item: Element): FieldType {
  const classes = item.classList;
  if (isHidden(item)) return 'hidden';
  if (classes.contains('section')) return 'section';
  const compound = COMPOUND_TYPES.find((type) => classes.contains(type));
  if (compound && (classes.contains('fields') || compound === 'phone')) return compound;
  return CLASS_TYPES.find((type) => classes.contains(type)) ?? 'text';
}

/** Types whose value is a single string typed by the visitor (max length applies). */
export function isSingleText(type: FieldType): boolean {
  return CLASS_TYPES.includes(type) && !['likert', 'radio', 'checkbox', 'select'].includes(type);
}

/** Types whose value is an array of part values. */
export function isCompound(type: FieldType): type is (typeof COMPOUND_TYPES)[number] {
  return (COMPOUND_TYPES as readonly string[]).includes(type);
}
