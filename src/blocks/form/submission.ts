/**
 * One submission's calls (spec §4, §7): the key from FormSubmissionKey
 * (`key` or `data.key`), then SaveFormSubmission with the payload. Resolves
 * with the outcome; never rejects. Reading: a failure without an HTTP answer
 * (network error, time-out) and a success status whose body is not JSON
 * show the unknown-error text, the only §8 wording that fits them.
 *
 * Each call is aborted when it times out, so a late answer can never
 * complete a submission the visitor was told had failed. The key names the
 * submission (docs/blocks/form.md "Submission keys"): the caller passes the
 * key of an earlier attempt to retry it, and the outcome says whether the
 * server may have completed that attempt (`uncertain`), i.e. whether a retry
 * must carry the same key.
 */
import { timeLimit } from '../../core/time-limit';
import { SUBMIT_TIMEOUT_MS, type FormIO } from './form-io';
import { formErrorMessage, serverErrorMessage, type ServerError } from './messages';
import type { FormPayload } from './payload';

/** The calls of spec §7. */
export const FORM_PATHS = { key: '/api/form/FormSubmissionKey', save: '/api/form/SaveFormSubmission' } as const;

/**
 * What a submission came to, with the key it used. `uncertain`: the save got
 * no answer (network error, time-out), a 5xx, or a success status whose body
 * was not JSON; the server may have completed it.
 */
export type SubmissionOutcome =
  { ok: true; data: unknown; key: string } | { ok: false; error: ServerError; key?: string; uncertain?: boolean };

const failure = (message: string, uncertain = false): SubmissionOutcome => ({
  ok: false,
  error: { message, fieldErrors: [] },
  uncertain,
});

/** `key`, else `data.key`, when it is a non-empty string. */
export function keyOf(answer: unknown): string | null {
  const body = answer !== null && typeof answer === 'object' ? (answer as Record<string, unknown>) : {};
  const data = body.data !== null && typeof body.data === 'object' ? (body.data as Record<string, unknown>) : {};
  const key = [body.key, data.key].find((value) => typeof value === 'string' && value !== '');
  return (key as string | undefined) ?? null;
}

/** The §8 error of a failed SaveFormSubmission call, and whether the server may have completed it. */
export function saveFailure(error: unknown): SubmissionOutcome {
  const detail =
    error !== null && typeof error === 'object' ? (error as { status?: unknown; data?: unknown; kind?: unknown }) : {};
  if (typeof detail.status !== 'number' || detail.kind === 'parse') return failure(formErrorMessage('unknown'), true);
  return { ok: false, error: serverErrorMessage(detail.status, detail.data), uncertain: detail.status >= 500 };
}

/** One call, aborted when it fails or times out. */
async function call(io: FormIO, path: string, payload: FormPayload | null, ms: number, win: Window | null) {
  const abort = new AbortController();
  try {
    return await timeLimit(io.request(path, payload, abort.signal), ms, win ?? globalThis);
  } catch (error) {
    abort.abort();
    throw error;
  }
}

/**
 * Get a key (or retry with `key`, an earlier attempt's), then save;
 * `buildPayload` receives the key.
 */
export async function submitForm(
  io: FormIO,
  buildPayload: (key: string) => FormPayload,
  win: Window | null,
  key: string | null = null,
): Promise<SubmissionOutcome> {
  const ms = io.timeoutMs ?? SUBMIT_TIMEOUT_MS;
  if (!key) {
    try {
      key = keyOf(await call(io, FORM_PATHS.key, null, ms, win));
    } catch {
      key = null;
    }
  }
  if (!key) return failure(formErrorMessage('noKey'));
  let payload: FormPayload;
  try {
    payload = buildPayload(key);
  } catch {
    return failure(formErrorMessage('parseFields'));
  }
  try {
    return { ok: true, data: await call(io, FORM_PATHS.save, payload, ms, win), key };
  } catch (error) {
    return { ...saveFailure(error), key };
  }
}
