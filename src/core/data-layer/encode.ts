/**
 * Query strings and request bodies (spec §7 "Generic data layer": query
 * parameters, JSON bodies, form-encoded bodies).
 */
import { DataLayerError } from './data-layer-error';

/** A query or form value. Arrays repeat the key; objects are sent as JSON (spec §7: `data (JSON)`); null and undefined are left out. */
export type FieldValue =
  string | number | boolean | null | undefined | readonly (string | number | boolean)[] | Record<string, unknown>;

/** A request body ready for fetch, with the Content-Type it needs (fetch sets the form one itself). */
export interface EncodedBody {
  body?: string | URLSearchParams;
  contentType?: string;
}

/** Adds `fields` to `params`; a key given here replaces the same key already in the path's query. */
export function appendFields(params: URLSearchParams, fields: Record<string, FieldValue> = {}): void {
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    params.delete(key);
    const items = Array.isArray(value) ? (value as readonly unknown[]) : [value];
    items.forEach((item) => params.append(key, encodeValue(item)));
  }
}

/**
 * The body of a call from its `json` or `form` option. Both at once, or a
 * body on a GET (which fetch would refuse with a bare TypeError), is refused
 * with a message that says why.
 */
export function encodeBody(
  method: string,
  json: unknown,
  form: Record<string, FieldValue> | URLSearchParams | undefined,
  url: string,
): EncodedBody {
  const invalid = (message: string) => new DataLayerError('invalid', message, { url });
  if (json !== undefined && form !== undefined)
    throw invalid(`Refused ${method} ${url}: send either json or form, not both.`);
  if ((json !== undefined || form !== undefined) && method === 'GET') {
    throw invalid(`Refused GET ${url}: a GET carries no body; put the values in query.`);
  }
  if (form !== undefined) return { body: toFormBody(form) };
  if (json === undefined) return {};
  try {
    return { body: JSON.stringify(json), contentType: 'application/json' };
  } catch (error) {
    throw new DataLayerError(
      'invalid',
      `Refused ${method} ${url}: the json body cannot be encoded: ${messageOf(error)}`,
      {
        url,
        cause: error,
      },
    );
  }
}

function toFormBody(form: Record<string, FieldValue> | URLSearchParams): URLSearchParams {
  if (form instanceof URLSearchParams) return new URLSearchParams(form);
  const params = new URLSearchParams();
  appendFields(params, form);
  return params;
}

function encodeValue(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/** An error's message, or the value itself as text. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
