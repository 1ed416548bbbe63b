/**
 * Max-length fields and the textarea counter (spec §5 "Form field with max
 * length", "Textarea data-max-length"). Lengths count code points, so an
 * emoji is one character, as a visitor counts it.
 */
import type { FieldRuleOptions } from './email';
import { MAX_LENGTH_MESSAGE } from '../words/validation';
import { say } from '../message-format/page-words';

/** The number of characters a visitor sees in `value` (code points). */
export function characterCount(value: string): number {
  return Array.from(value).length;
}

/**
 * `null` when `value` fits in `max` characters, else 'You have exceeded the
 * character limit.' An empty value never exceeds a limit: an optional empty
 * field is fine (spec §5), and a required empty one is the form's required
 * check, not this one, so `required` changes nothing here; it is accepted so
 * every field rule takes the same options. A `max` that is not a positive
 * number means no limit.
 */
export function validateMaxLength(value: unknown, max: number, _options: FieldRuleOptions = {}): string | null {
  const text = typeof value === 'string' ? value : '';
  if (!(max > 0) || text === '') return null;
  return characterCount(text) > max ? say('validation.maxLength', MAX_LENGTH_MESSAGE) : null;
}

/**
 * The textarea's `data-max-length`: a positive whole number (digits only,
 * spaces around allowed) enables the counter; anything else, including `0`,
 * `'-3'`, `'2.5'` and `'12px'`, disables it (`null`).
 */
export function parseMaxLength(attr: string | null | undefined): number | null {
  if (typeof attr !== 'string' || !/^\s*\d+\s*$/.test(attr)) return null;
  const max = Number(attr);
  return max > 0 && Number.isSafeInteger(max) ? max : null;
}

/** The counter text: `'12 / 200'`. */
export function counterText(current: number, max: number): string {
  return `${current} / ${max}`;
}

/** True when the field is marked as an error: more characters than the max (spec §5). */
export function isOverMaxLength(value: string, max: number): boolean {
  return max > 0 && characterCount(value) > max;
}
