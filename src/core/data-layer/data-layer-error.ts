/**
 * The one error type every data-layer call rejects with, so a caller can
 * branch on `kind` instead of parsing messages.
 */

/**
 * Why a call failed:
 * - `invalid`: refused before sending (a path outside /api/, a bad method or body);
 * - `network`: no answer at all (spec §8 'Unable to connect…');
 * - `parse`: a success status whose body is not JSON;
 * - `server`: a 400, 401, 500 or 502 whose JSON message is passed on (spec §8);
 * - `status`: any other failed status, with the catalogue's cleaned message;
 * - `loginRequired`, `authorizationFail`, `crumbFail`: the answer carried that flag;
 * - `destroyed`: the data layer was destroyed before or during the call;
 * - `aborted`: the caller's `signal` cancelled the call.
 */
export type DataLayerErrorKind =
  | 'invalid'
  | 'network'
  | 'parse'
  | 'server'
  | 'status'
  | 'loginRequired'
  | 'authorizationFail'
  | 'crumbFail'
  | 'destroyed'
  | 'aborted';

/** Extra facts about a failed call. */
export interface DataLayerErrorDetail {
  /** The HTTP status, or null when there was no answer. */
  status?: number | null;
  /** The parsed answer (the raw text for `parse`), or null. */
  data?: unknown;
  /** The URL requested, without the crumb (a request token never lands in a message or a log). */
  url?: string;
  /** The underlying error (the fetch rejection, the JSON.parse error). */
  cause?: unknown;
}

/** A failed data-layer call: `{ kind, status, message, data, url }`. */
export class DataLayerError extends Error {
  readonly kind: DataLayerErrorKind;
  readonly status: number | null;
  readonly data: unknown;
  readonly url: string;
  readonly cause: unknown;

  constructor(kind: DataLayerErrorKind, message: string, detail: DataLayerErrorDetail = {}) {
    super(message);
    this.name = 'DataLayerError';
    this.kind = kind;
    this.status = detail.status ?? null;
    this.data = detail.data ?? null;
    this.url = detail.url ?? '';
    this.cause = detail.cause;
  }
}

/** Whether `value` is a DataLayerError (also across bundles, where `instanceof` may fail). */
export function isDataLayerError(value: unknown): value is DataLayerError {
  return value instanceof DataLayerError || (value instanceof Error && value.name === 'DataLayerError');
}
