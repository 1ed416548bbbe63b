/**
 * One submission's calls (spec §4, §7): the key from FormSubmissionKey
 * (`key` or `data.key`), then SaveFormSubmission with the payload. Resolves
 * with the outcome; never rejects. Reading: a failure without an HTTP answer
 * (network error, time-out) and a success status whose body is not JSON
 * show the unknown-error text, the only §8 wording that fits them.
 */
import { timeLimit } from '../../core/time-limit';
import { SUBMIT_TIMEOUT_MS, type FormIO } from './form-io';
import { FORM_MESSAGES, serverErrorMessage, type ServerError } from './messages';
import type { FormPayload } from './payload';

/** The calls of spec §7. */
export const FORM_PATHS = { key: '/api/form/FormSubmissionKey', save: '/api/form/SaveFormSubmission' } as const;

/** What a submission came to. */
export type SubmissionOutcome = { ok: true; data: unknown } | { ok: false; error: ServerError };

const failure = (message: string): SubmissionOutcome => ({ ok: false, error: { message, fieldErrors: [] } });

/** `key`, else `data.key`, when it is a non-empty string. */
export function keyOf(answer: unknown): string | null {
  const body = answer !== null && typeof answer === 'object' ? (answer as Record<string, unknown>) : {};
  const data = body.data !== null && typeof body.data === 'object' ? (body.data as Record<string, unknown>) : {};
  const key = [body.key, data.key].find((value) => typeof value === 'string' && value !== '');
  return (key as string | undefined) ?? null;
}

/** The §8 error of a failed SaveFormSubmission call. */
export function saveFailure(error: unknown): SubmissionOutcome {
  const detail =
    error !== null && typeof error === 'object' ? (error as { status?: unknown; data?: unknown; kind?: unknown }) : {};
  if (typeof detail.status !== 'number' || detail.kind === 'parse') return failure(FORM_MESSAGES.unknown);
  return { ok: false, error: serverErrorMessage(detail.status, detail.data) };
}

/** Get a key, then save; `buildPayload` receives the key. */
export async function submitForm(
  io: FormIO,
  buildPayload: (key: string) => FormPayload,
  win: Window | null,
): Promise<SubmissionOutcome> {
  const ms = io.timeoutMs ?? SUBMIT_TIMEOUT_MS;
  let key: string | null = null;
  try {
    key = keyOf(await timeLimit(io.request(FORM_PATHS.key, null), ms, win ?? globalThis));
  } catch {
    key = null;
  }
  if (!key) return failure(FORM_MESSAGES.noKey);
  let payload: FormPayload;
  try {
    payload = buildPayload(key);
  } catch {
    return failure(FORM_MESSAGES.parseFields);
  }
  try {
    return { ok: true, data: await timeLimit(io.request(FORM_PATHS.save, payload), ms, win ?? globalThis) };
  } catch (error) {
    return saveFailure(error);
  }
}
