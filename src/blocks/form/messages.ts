/**
 * The form's user-facing messages (spec §8 "Form"), word for word, and the
 * mapping of a failed SaveFormSubmission answer to them.
 */
import { FORM_MESSAGES } from '../../core/words/forms';
import type { FieldError } from './types';
import type { MessageId } from '../../core/words/catalogue';
import { say } from '../../core/message-format/page-words';

export { FORM_MESSAGES };

/** A key of {@link FORM_MESSAGES}. */
export type FormMessageKind = keyof typeof FORM_MESSAGES;

/** The message of a kind; an unknown kind gives the unknown-error message rather than nothing. */
export function formErrorMessage(kind: FormMessageKind): string {
  if (!Object.prototype.hasOwnProperty.call(FORM_MESSAGES, kind)) kind = 'unknown';
  // The captcha's words are spec §5's (validation.captcha); the others the form's own ids.
  const id = kind === 'captcha' ? 'validation.captcha' : `form.${kind}`;
  return say(id as MessageId, FORM_MESSAGES[kind] as never);
}

/** What a failed submission shows: one message for the top of the form, and errors per field. */
export interface ServerError {
  readonly message: string;
  readonly fieldErrors: readonly FieldError[];
}

const BY_STATUS: Readonly<Record<number, FormMessageKind>> = {
  401: 'unauthorized',
  404: 'notConfigured',
  429: 'rateLimited',
  500: 'serverError',
};

const textOr = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.trim() !== '' ? value : fallback;

/**
 * `data.errors` (field id → message) as field errors. A message that is not
 * a non-empty string still marks its field, with the invalid-fields message,
 * so the visitor sees which field the server refused.
 */
function fieldErrorsOf(errors: unknown): FieldError[] {
  if (errors === null || typeof errors !== 'object' || Array.isArray(errors)) return [];
  return Object.entries(errors).map(([fieldId, message]) => ({
    fieldId,
    message: textOr(message, formErrorMessage('invalidFields')),
  }));
}

/**
 * A failed SaveFormSubmission answer (spec §8): 400 with a non-empty
 * `data.errors` → per-field errors and the invalid-fields message on top;
 * 401, 404, 429, 500 → their messages (these win over `data.error`); else
 * `data.error` when it is a non-empty string; else the unknown-error text.
 * `data` may be anything (a non-JSON answer reads as `{}`).
 */
export function serverErrorMessage(status: number, data: unknown): ServerError {
  const body = data !== null && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const fieldErrors = status === 400 ? fieldErrorsOf(body.errors) : [];
  if (fieldErrors.length > 0) return { message: formErrorMessage('invalidFields'), fieldErrors };
  const kind = Object.prototype.hasOwnProperty.call(BY_STATUS, status) ? BY_STATUS[status] : undefined;
  if (kind) return { message: formErrorMessage(kind), fieldErrors: [] };
  return { message: textOr(body.error, formErrorMessage('unknown')), fieldErrors: [] };
}
