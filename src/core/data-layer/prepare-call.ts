/**
 * Checks and shapes one call before anything is sent: method, destination,
 * body, headers, retry count and overlay choice. Everything refused here is
 * a DataLayerError of kind `invalid` with a message that says why.
 */
import { DataLayerError } from './data-layer-error';
import { encodeBody } from './encode';
import { resolveTarget, type Target } from './request-target';
import type { Method, RequestOptions } from './types';

/** A call ready to send (the crumb and the XSRF token are added per attempt). */
export interface Call {
  method: Method;
  target: Target;
  secure: boolean;
  body?: string | URLSearchParams;
  headers: Record<string, string>;
  retry: number;
  overlay: boolean;
  /** The caller's cancel signal, if any. */
  signal?: AbortSignal;
}

/** What a call needs to know about the page and the data layer's defaults. */
export interface CallEnv {
  pageOrigin: string;
  secureOrigin: string;
  overlay: boolean;
}

const METHODS: readonly Method[] = ['GET', 'POST', 'PUT', 'DELETE'];

/** Shapes a call; throws a DataLayerError of kind `invalid` for a bad method, path or body. */
export function prepareCall(method: unknown, path: unknown, options: RequestOptions, env: CallEnv): Call {
  const verb = (typeof method === 'string' ? method.toUpperCase() : '') as Method;
  if (!METHODS.includes(verb)) {
    const message = `Refused ${String(method)} ${String(path)}: the data layer sends GET, POST, PUT or DELETE (spec §7).`;
    throw new DataLayerError('invalid', message, { url: String(path) });
  }
  const secure = options.secure === true;
  const target = resolveTarget(path, options.query, env.pageOrigin, secure ? env.secureOrigin : null);
  const { body, contentType } = encodeBody(verb, options.json, options.form, target.display);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (contentType) headers['Content-Type'] = contentType;
  Object.entries(options.headers ?? {}).forEach(([name, value]) => setHeader(headers, name, String(value)));
  const overlay = typeof options.overlay === 'boolean' ? options.overlay : env.overlay;
  const call: Call = { method: verb, target, secure, body, headers, retry: retryCount(options.retry), overlay };
  if (options.signal) call.signal = options.signal;
  return call;
}

/** Sets a header, replacing any spelling of the same name (header names ignore case). */
export function setHeader(headers: Record<string, string>, name: string, value: string): void {
  Object.keys(headers)
    .filter((key) => key.toLowerCase() === name.toLowerCase())
    .forEach((key) => delete headers[key]);
  headers[name] = value;
}

/** A whole number of retries; anything else (negative, NaN, Infinity, text) is the default, 0. */
function retryCount(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}
