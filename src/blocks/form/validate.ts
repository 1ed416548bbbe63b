/**
 * Client-side field validation (spec §5): required fields, max length,
 * email, and two rules the spec leaves open (number and website), each with
 * a clear message. One error per field: the first rule that fails.
 */
import { validateEmail } from '../../core/validators/email';
import { validateMaxLength } from '../../core/validators/max-length';
import {
  NUMBER_INVALID_MESSAGE,
  REQUIRED_MESSAGE,
  REQUIRED_UNTITLED_MESSAGE,
  WEBSITE_INVALID_MESSAGE,
} from '../../core/words/forms';
import { isCompound, isSingleText } from './field-type';
import type { FieldError, FormField } from './types';
import { asEntries, asList, asText, isBlank, partMap } from './value-shape';

export {
  NUMBER_INVALID_MESSAGE,
  REQUIRED_MESSAGE,
  REQUIRED_UNTITLED_MESSAGE,
  WEBSITE_INVALID_MESSAGE,
} from '../../core/words/forms';
import { say } from '../../core/message-format/page-words';

/**
 * A number as visitors write one: optional sign, digits with optional `,`
 * thousands groups, optional decimals after `.`, or a decimal comma
 * (`3,5`); spaces around are ignored. Lenient on purpose: the server decides.
 */
const NUMBER = /^[+-]?(?=[.\d])(\d+|\d{1,3}(,\d{3})+)?(\.\d+)?$|^[+-]?\d+,\d+$/;

/**
 * A website: an optional `http://` or `https://`, a host of at least two
 * dot-separated labels (`example.com`, `www.example.co.uk:8080`), then
 * anything without spaces. No other scheme (`javascript:x.com` fails).
 */
const WEBSITE = /^(https?:\/\/)?[^\s/?#.:@]+(\.[^\s/?#.:@]+)+(:\d+)?([/?#]\S*)?$/i;

/** Parts a required compound field needs; the others (address line 2, seconds, AM/PM, country code) may stay empty. */
const NEEDED_PARTS: Readonly<Record<string, readonly string[]>> = {
  name: ['first-name', 'last-name'],
  address: ['address1', 'city', 'state-province', 'zip', 'country'],
  date: ['month', 'day', 'year'],
  time: ['hour', 'minute'],
  phone: ['areacode', 'prefix', 'line'],
};

/**
 * Whether a required field counts as empty. Compound: any needed part that
 * is present is blank (or, with unnamed parts, all are). Checkbox: none
 * checked. Likert: a question left unanswered (a required survey wants an
 * answer to each question).
 */
export function isEmptyValue(field: FormField, value: unknown): boolean {
  if (field.type === 'checkbox') return asList(value).every(isBlank);
  if (field.type === 'likert') {
    const answered = new Map(asEntries(value));
    return field.questions.length === 0
      ? answered.size === 0
      : field.questions.some((q) => isBlank(answered.get(q.question) ?? ''));
  }
  if (!isCompound(field.type)) return isBlank(asText(value));
  const parts = partMap(field, value);
  const needed = NEEDED_PARTS[field.type].filter((name) => parts.has(name));
  return needed.length > 0 ? needed.some((name) => isBlank(parts.get(name) ?? '')) : asList(value).every(isBlank);
}

/** The required message for a field. */
export function requiredMessage(field: FormField): string {
  return field.title
    ? say('field.required', REQUIRED_MESSAGE, { title: field.title })
    : say('field.requiredUntitled', REQUIRED_UNTITLED_MESSAGE);
}

/** The rule of the field's type on a non-empty text value; `null` when it passes. */
function typeRule(field: FormField, text: string): string | null {
  const trimmed = text.trim();
  if (field.type === 'email') return validateEmail(trimmed);
  if (field.type === 'number' || field.type === 'currency')
    return NUMBER.test(trimmed) ? null : say('field.number', NUMBER_INVALID_MESSAGE);
  if (field.type === 'website') return WEBSITE.test(trimmed) ? null : say('field.website', WEBSITE_INVALID_MESSAGE);
  return null;
}

/** The first failing rule of one field, or `null`. */
export function validateField(field: FormField, value: unknown): string | null {
  if (field.type === 'section' || field.type === 'hidden') return null;
  if (isEmptyValue(field, value)) return field.required ? requiredMessage(field) : null;
  if (!isSingleText(field.type)) return null;
  const text = asText(value);
  return validateMaxLength(text, field.maxLength ?? 0) ?? typeRule(field, text);
}

/**
 * Every field error, in field order (spec §5): required empty →
 * "{title} is required."; over `data-max-length` → 'You have exceeded the
 * character limit.'; email → the §5 email message; number and currency →
 * {@link NUMBER_INVALID_MESSAGE}; website → {@link WEBSITE_INVALID_MESSAGE}.
 * An optional empty field is always valid. `values` is keyed by field id
 * (as from collectValues); a missing or wrong-typed value reads as empty.
 */
export function validateFields(fields: readonly FormField[], values: Record<string, unknown>): FieldError[] {
  return fields.flatMap((field) => {
    const own = values !== null && typeof values === 'object' && Object.prototype.hasOwnProperty.call(values, field.id);
    const message = validateField(field, own ? values[field.id] : undefined);
    return message === null ? [] : [{ fieldId: field.id, message }];
  });
}
