/**
 * Turns one HTTP answer into data or a DataLayerError (spec §8 "Data layer").
 * Pure: no I/O, so every row of the catalogue is a plain unit test.
 */
import { DataLayerError } from './data-layer-error';
import { MESSAGES, parseErrorMessage } from './messages';
import { say } from '../message-format/page-words';

/** What one attempt came to: the data, or the error. */
export type Outcome = { ok: true; data: unknown } | { ok: false; error: DataLayerError };

/** Spec §8: these statuses pass the server's own message on when its JSON carries one. */
const PASS_ON_STATUSES: readonly number[] = [400, 401, 500, 502];
/** Spec §8: the JSON fields that make a failed answer the server's own error. */
const SERVER_ERROR_FIELDS = ['error', 'message', 'billingErrorCode'] as const;
/** Spec §8: answer flags, in the order they are handled (a crumb retry may cure the others). */
const FLAGS = ['crumbFail', 'loginRequired', 'authorizationFail'] as const;

/** Whether `value` is a plain JSON object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Classifies an answer. Flags win over statuses (a 401 carrying
 * `loginRequired` is a login prompt, not an error message). A failed status
 * is mapped by status even when its body is not JSON (a proxy's HTML 503 is a
 * 503); only a success status with an unparsable body is a `parse` error.
 * An empty body (204, or 200 with nothing) is `null` data, not a parse error.
 */
export function classifyAnswer(status: number, text: string, url: string): Outcome {
  const parsed = parseJson(text);
  if ('value' in parsed) {
    const flagged = flagError(parsed.value, status, url);
    if (flagged) return { ok: false, error: flagged };
  }
  if (status < 200 || status > 299) {
    const data = 'value' in parsed ? parsed.value : text;
    return { ok: false, error: statusError(status, data, url) };
  }
  if ('value' in parsed) return { ok: true, data: parsed.value };
  const message = parseErrorMessage(url, parsed.error.message);
  return { ok: false, error: new DataLayerError('parse', message, { status, data: text, url, cause: parsed.error }) };
}

/** The error for a failed status: the server's message for the pass-on statuses, else the cleaned one. */
export function statusError(status: number, data: unknown, url: string): DataLayerError {
  if (PASS_ON_STATUSES.includes(status) && carriesServerError(data)) {
    return new DataLayerError('server', serverMessage(data) ?? cleanedMessage(status), { status, data, url });
  }
  return new DataLayerError('status', cleanedMessage(status), { status, data, url });
}

/** Spec §8's wording for a status; statuses it does not list get the generic words. */
export function cleanedMessage(status: number): string {
  if (status === 401 || status === 403) return say('dataLayer.unauthorized', MESSAGES.unauthorized);
  if (status === 500 || status === 501) return say('dataLayer.internal', MESSAGES.internal);
  if (status === 503) return say('dataLayer.unavailable', MESSAGES.unavailable);
  return say('generic.somethingWentWrong', MESSAGES.generic);
}

/** The server's own words: `error`, else `message`, when either is a non-empty string. */
export function serverMessage(data: unknown): string | undefined {
  if (!isRecord(data)) return undefined;
  const words = [data.error, data.message].find((value) => typeof value === 'string' && value.trim() !== '');
  return words as string | undefined;
}

/** Whether a retry could help: no answer at all, or a 5xx (spec §7 "Retry when a retry count is set"). */
export function isRetryable(error: DataLayerError): boolean {
  if (error.kind === 'network') return true;
  return (error.kind === 'server' || error.kind === 'status') && error.status !== null && error.status >= 500;
}

function carriesServerError(data: unknown): data is Record<string, unknown> {
  return isRecord(data) && SERVER_ERROR_FIELDS.some((field) => data[field] !== undefined && data[field] !== null);
}

function flagError(data: unknown, status: number, url: string): DataLayerError | null {
  if (!isRecord(data)) return null;
  const flag = FLAGS.find((name) => Boolean(data[name]));
  if (!flag) return null;
  // Reading: the catalogue has no words for these flags; the server's own, else 'Unauthorized request'.
  return new DataLayerError(flag, serverMessage(data) ?? say('dataLayer.unauthorized', MESSAGES.unauthorized), {
    status,
    data,
    url,
  });
}

function parseJson(text: string): { value: unknown } | { error: Error } {
  if (text.trim() === '') return { value: null };
  try {
    return { value: JSON.parse(text) as unknown };
  } catch (error) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }
}
