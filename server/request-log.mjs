/**
 * What the reference API received: a bounded ring of the last requests, so a
 * theme author (and the api-log example page) can see what the runtime sent.
 */
import { parseCookies } from './http-helpers.mjs';

/** Headers worth showing: how the body was encoded and which tokens came with it. */
const HEADERS_OF_INTEREST = [
  'content-type',
  'accept',
  'origin',
  'referer',
  'x-csrf-token',
  'x-xsrf-token',
  'x-requested-with',
];

/**
 * @typedef {object} LogEntry
 * @property {number} id increasing, so a poller can tell what is new
 * @property {string} time ISO 8601
 * @property {string} method
 * @property {string} path pathname only; the query is in `query`
 * @property {Record<string, string | string[]>} query
 * @property {Record<string, string>} headers only {@link HEADERS_OF_INTEREST}
 * @property {string[]} cookies cookie names only: values are the visitor's business
 * @property {unknown} body parsed body, null when empty
 * @property {number | string | null} status the answer's status; `network` for a forced destroyed socket, `aborted` when the client gave up, null while pending
 * @property {string} [forced] the forced-failure rule that answered, if any
 */

/**
 * Creates an empty request log.
 * @param {{ limit?: number, now?: () => number }} [options]
 */
export function createRequestLog({ limit = 500, now = Date.now } = {}) {
  /** @type {LogEntry[]} */
  let entries = [];
  let nextId = 1;
  let dropped = 0;

  return {
    /**
     * Records one request and returns its entry (the caller fills in `status`).
     * @param {import('node:http').IncomingMessage} req
     * @param {URL} url
     * @param {unknown} body
     * @returns {LogEntry}
     */
    record(req, url, body) {
      /** @type {LogEntry} */
      const entry = {
        id: nextId++,
        time: new Date(now()).toISOString(),
        method: req.method ?? 'GET',
        path: url.pathname,
        query: queryToObject(url.searchParams),
        headers: pickHeaders(req.headers),
        cookies: Object.keys(parseCookies(req.headers.cookie)),
        body,
        status: null,
      };
      entries.push(entry);
      if (entries.length > limit) {
        entries.shift();
        dropped++;
      }
      return entry;
    },
    /** Entries, newest first. */
    list() {
      return entries.slice().reverse();
    },
    /** How many entries fell off the end of the ring since the last clear. */
    get dropped() {
      return dropped;
    },
    clear() {
      entries = [];
      dropped = 0;
    },
  };
}

/** @param {URLSearchParams} params */
function queryToObject(params) {
  /** @type {Record<string, string | string[]>} */
  const query = {};
  for (const [name, value] of params) {
    const previous = query[name];
    if (previous === undefined) query[name] = value;
    else query[name] = Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return query;
}

/** @param {import('node:http').IncomingHttpHeaders} headers */
function pickHeaders(headers) {
  /** @type {Record<string, string>} */
  const picked = {};
  for (const name of HEADERS_OF_INTEREST) {
    const value = headers[name];
    if (value !== undefined) picked[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return picked;
}
