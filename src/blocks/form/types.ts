/**
 * The form block's data shapes (spec §3 "Form builder", "Form field values"):
 * what {@link readFields} reads from the server markup and what the values,
 * validation and payload modules work on. See docs/blocks/form-markup.md.
 */

/** The field types of the form builder (spec §3 "Form builder"). */
export const FIELD_TYPES = [
  'text',
  'textarea',
  'email',
  'number',
  'website',
  'phone',
  'name',
  'address',
  'date',
  'time',
  'currency',
  'password',
  'twitter',
  'section',
  'radio',
  'checkbox',
  'select',
  'likert',
  'hidden',
] as const;

/** One of {@link FIELD_TYPES}. */
export type FieldType = (typeof FIELD_TYPES)[number];

/** The compound types: a `fieldset.form-item.fields.{type}` with one `.field.{part}` per part. */
export const COMPOUND_TYPES = ['name', 'address', 'date', 'time', 'phone'] as const;

/** One of {@link COMPOUND_TYPES}. */
export type CompoundType = (typeof COMPOUND_TYPES)[number];

/**
 * The parts of each compound type, in value order (spec §3 "Field summary
 * formats" gives the same order). Phone's `country-code` is there only when
 * the builder's showCountryCode is on.
 */
export const COMPOUND_PARTS: Readonly<Record<CompoundType, readonly string[]>> = {
  name: ['first-name', 'last-name'],
  address: ['address1', 'address2', 'city', 'state-province', 'zip', 'country'],
  date: ['month', 'day', 'year'],
  time: ['hour', 'minute', 'second', 'ampm'],
  phone: ['country-code', 'areacode', 'prefix', 'line'],
};

/** A control a visitor fills in. */
export type FieldControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** One part of a compound field: its `.field.{name}` class and its control. */
export interface FieldPart {
  /** The part's class (`first-name`, `areacode`, …); `''` for a control found outside any known part. */
  readonly name: string;
  readonly control: FieldControl;
}

/** One question of a likert field and its radio inputs (valued -2…2). */
export interface LikertQuestion {
  /** `data-question` of the `.item`, else the `.question` text (made unique within the field). */
  readonly question: string;
  readonly inputs: readonly HTMLInputElement[];
}

/** One field of a form, as read from the markup. */
export interface FormField {
  /** The `id` of the `.form-item` (e.g. `text-yui_3_17_2_1_1234_5678`); the key of its value. */
  readonly id: string;
  readonly type: FieldType;
  /** The `.title` text without the required mark; `''` when there is none. */
  readonly title: string;
  readonly required: boolean;
  /** The `.form-item` element (for hidden fields, maybe the input itself). */
  readonly element: HTMLElement;
  /** Every control of the field, in document order. */
  readonly controls: readonly FieldControl[];
  /** Compound fields: the parts found, in {@link COMPOUND_PARTS} order; else empty. */
  readonly parts: readonly FieldPart[];
  /** Likert fields: the questions in document order; else empty. */
  readonly questions: readonly LikertQuestion[];
  /** The first control's `name` attribute (hidden fields: the query parameter they read). */
  readonly name: string;
  /** From `data-max-length` (via parseMaxLength); `null` means no limit. */
  readonly maxLength: number | null;
}

/** A field's value (spec §3 "Form field values"); sections have none. */
export type FieldValue = string | string[] | Record<string, string>;

/** A validation or server error attached to one field. */
export interface FieldError {
  readonly fieldId: string;
  readonly message: string;
}
