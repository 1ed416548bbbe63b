/**
 * Forced failures: rules that make the next calls to a path fail in a chosen
 * way, so every error path of spec §8 can be tried by hand or by a test.
 */
import { STATUS_CODES } from 'node:http';
import { randomToken } from './http-helpers.mjs';

/** The data-layer answers of spec §8 that are flags in a 200 body, not HTTP statuses. */
const FLAG_ANSWERS = ['crumbFail', 'loginRequired', 'authorizationFail'];

/** Every failure a rule can force, in the order the errors page lists them. */
export const FORCED_STATUSES = [400, 401, 403, 404, 429, 500, 501, 502, 503, 'network', 'badjson', ...FLAG_ANSWERS];

/** Longest delay a rule may ask for: the spec's chunk-load time-out (§4, 120000 ms). */
export const MAX_DELAY_MS = 120_000;

/**
 * @typedef {object} FailRule
 * @property {number} id
 * @property {string} path an exact `/api/` path, a prefix ending in `*`, or `*` for any `/api/` path
 * @property {number | string | null} status null for a rule that only delays
 * @property {number} times how many calls it answers; 0 means until cleared
 * @property {number} remaining calls left (times 0: stays 0)
 * @property {number} delay milliseconds to wait before answering
 * @property {unknown} [body] replaces the default body
 */

/** Creates an empty rule set. */
export function createFailRules() {
  /** @type {FailRule[]} */
  let rules = [];
  let nextId = 1;

  return {
    /**
     * Validates and adds a rule; throws a readable Error when the spec is wrong.
     * @param {unknown} spec `{ path, status, times?, delay?, body? }`
     * @returns {FailRule}
     */
    add(spec) {
      const rule = { id: nextId++, ...validate(spec) };
      rules.push(rule);
      return { ...rule };
    },
    /**
     * The oldest rule matching `path`, counting one use of it; null when none.
     * @param {string} path
     * @returns {FailRule | null}
     */
    take(path) {
      const rule = rules.find((candidate) => matches(candidate.path, path));
      if (!rule) return null;
      if (rule.times > 0 && --rule.remaining <= 0) rules = rules.filter((r) => r !== rule);
      return { ...rule };
    },
    /** Active rules, oldest first. */
    list() {
      return rules.map((rule) => ({ ...rule }));
    },
    clear() {
      rules = [];
    },
  };
}

/**
 * @param {string} pattern
 * @param {string} path
 */
function matches(pattern, path) {
  if (pattern === '*') return true;
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
}

/**
 * @param {unknown} spec
 * @returns {Omit<FailRule, 'id'>}
 */
function validate(spec) {
  if (!spec || typeof spec !== 'object') throw new Error('Send a JSON object: { path, status, times, delay, body }.');
  const { path, times = 1, delay = 0, body } = /** @type {Record<string, any>} */ (spec);
  if (typeof path !== 'string' || !(path === '*' || path.startsWith('/api/'))) {
    throw new Error('path must be "*" or start with /api/.');
  }
  if (!Number.isInteger(times) || times < 0) throw new Error('times must be an integer ≥ 0 (0: until cleared).');
  if (typeof delay !== 'number' || !(delay >= 0 && delay <= MAX_DELAY_MS)) {
    throw new Error(`delay must be a number of milliseconds from 0 to ${MAX_DELAY_MS}.`);
  }
  const status = normaliseStatus(/** @type {any} */ (spec).status, delay);
  return { path, status, times, remaining: times, delay, ...(body === undefined ? {} : { body }) };
}

/**
 * @param {unknown} status
 * @param {number} delay
 * @returns {number | string | null}
 */
function normaliseStatus(status, delay) {
  if ((status === undefined || status === null || status === '') && delay > 0) return null;
  if (typeof status === 'string' && FORCED_STATUSES.includes(status)) return status;
  const code = Number(status);
  if (Number.isInteger(code) && code >= 400 && code <= 599) return code;
  throw new Error(
    `status must be 400-599 or one of ${FORCED_STATUSES.filter((s) => typeof s === 'string').join(', ')}.`,
  );
}

/**
 * @typedef {object} Answer
 * @property {number} status
 * @property {unknown} [json]
 * @property {string | Buffer} [raw] sent as is, with `type`
 * @property {string} [type]
 * @property {Record<string, string>} [headers]
 */

/**
 * The answer a rule forces: `'network'` to destroy the socket, null when the
 * rule only delays, else the status with the body spec §8 says the client
 * reads (`errors` per field for 400, `error` and `message` otherwise).
 * @param {FailRule} rule
 * @param {unknown} requestBody the parsed body, to aim a 400 at a real form field
 * @returns {Answer | 'network' | null}
 */
export function forcedAnswer(rule, requestBody) {
  const { status, body } = rule;
  if (status === null) return null;
  if (status === 'network') return 'network';
  if (status === 'badjson') {
    const raw = '<!doctype html><title>Bad gateway</title><p>Reference API: this answer is not JSON.';
    return { status: 200, type: 'application/json; charset=utf-8', raw };
  }
  const code = typeof status === 'number' ? status : 200;
  const headers = code === 429 || code === 503 ? { 'Retry-After': '60' } : {};
  if (typeof body === 'string') return { status: code, headers, type: 'text/plain; charset=utf-8', raw: body };
  return { status: code, headers, json: body !== undefined ? body : defaultBody(status, requestBody) };
}

/**
 * @param {number | string} status
 * @param {unknown} requestBody
 */
function defaultBody(status, requestBody) {
  if (status === 'crumbFail') return { crumbFail: true, crumb: randomToken() };
  if (typeof status === 'string') return { [status]: true };
  const error = STATUS_CODES[status] ?? 'Error';
  const message = `The reference API was told to answer ${status} to this call.`;
  if (status !== 400) return { error, message };
  return { errors: { [firstFieldId(requestBody)]: 'This field is invalid.' }, error, message };
}

/** The first field id of a form payload (spec §3: `form` maps field id to value), else `field`. */
function firstFieldId(requestBody) {
  const form = requestBody && typeof requestBody === 'object' ? /** @type {any} */ (requestBody).form : null;
  const first = form && typeof form === 'object' ? Object.keys(form)[0] : undefined;
  return first ?? 'field';
}
