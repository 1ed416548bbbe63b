/** The email field rule (spec §5 "Email field"). */
import { EMAIL_INVALID_MESSAGE } from '../words/validation';
import { say } from '../message-format/page-words';

/** The address shown for `{email}` in the email messages. */
export const EMAIL_FORMAT_EXAMPLE = 'user@domain.com';

/** The length range of a valid address (spec §5: 3 to 256 characters). */
export const EMAIL_LENGTH = { min: 3, max: 256 } as const;

/**
 * The "simple pattern": something without spaces or `@`, one `@`, dot-separated
 * labels, and a top-level part of 2-4 letters. Deliberately loose in the local
 * part (`+`, `'`, `!` are all real), strict only where typos show.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[a-z]{2,4}$/i;

/** Options of the field validators. */
export interface FieldRuleOptions {
  /** A required field; an optional one that is empty is always valid. */
  required?: boolean;
}

/** True when `value` is a valid address: 3-256 characters and the pattern. */
export function isValidEmail(value: string): boolean {
  const length = Array.from(value).length;
  return length >= EMAIL_LENGTH.min && length <= EMAIL_LENGTH.max && EMAIL_PATTERN.test(value);
}

/**
 * `null` when valid, else the spec's message with `{email}` filled in:
 * 'Email is not valid. Email addresses should follow the format user@domain.com.'
 * Spaces around the address are ignored (a visitor who pastes one with a
 * trailing space means the address). An optional empty field is valid; a
 * required empty one gets the same message, the only one the spec gives.
 * A value that is not a string is treated as empty.
 */
export function validateEmail(value: unknown, options: FieldRuleOptions = {}): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '' && !options.required) return null;
  return isValidEmail(text) ? null : say('validation.email', EMAIL_INVALID_MESSAGE, { email: EMAIL_FORMAT_EXAMPLE });
}
