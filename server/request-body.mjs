/**
 * Reads and parses request bodies the way the runtime sends them: JSON,
 * form-encoded (spec §7: widgetJSON, data, form hold JSON strings), multipart
 * (FormData beacons) or plain text (sendBeacon with a string is text/plain).
 */

/** Bodies larger than this are refused: nothing in spec §7 comes close. */
export const MAX_BODY_BYTES = 1_000_000;

/** Fields whose string value is itself JSON (spec §3 and §7). */
const JSON_FIELDS = ['data', 'form', 'widgetJSON'];

/**
 * Reads the whole body, or rejects with `{ status: 413 }` past the limit.
 * @param {import('node:http').IncomingMessage} req
 * @param {number} [limit]
 * @returns {Promise<Buffer>}
 */
export function readBody(req, limit = MAX_BODY_BYTES) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > limit) reject(Object.assign(new Error('Body too large'), { status: 413 }));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * Parses a body by its content type. Never throws: what cannot be parsed is
 * kept as text, so the request log always shows what arrived.
 * @param {Buffer} buffer
 * @param {string | undefined} contentType
 * @returns {unknown} null for an empty body
 */
export function parseBody(buffer, contentType = '') {
  if (buffer.length === 0) return null;
  const text = buffer.toString('utf8');
  const type = contentType.split(';')[0].trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') return fieldsToObject(new URLSearchParams(text));
  if (type === 'multipart/form-data') return fieldsToObject(parseMultipart(text, contentType));
  // JSON, or a beacon's JSON sent as text/plain (spec §7 performance records).
  const trimmed = text.trimStart();
  if (type.endsWith('json') || trimmed.startsWith('{') || trimmed.startsWith('[')) {
    const parsed = tryJson(text);
    if (parsed.ok) return expandJsonFields(parsed.value);
  }
  return text;
}

/**
 * @param {string} text
 * @returns {{ ok: true, value: unknown } | { ok: false }}
 */
function tryJson(text) {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * Collects fields into an object; a repeated name becomes an array.
 * @param {Iterable<[string, unknown]>} fields
 */
function fieldsToObject(fields) {
  /** @type {Record<string, unknown>} */
  const object = {};
  for (const [name, value] of fields) {
    if (!(name in object)) object[name] = value;
    else if (Array.isArray(object[name])) object[name].push(value);
    else object[name] = [object[name], value];
  }
  return expandJsonFields(object);
}

/**
 * Replaces JSON-string fields (`data`, `form`, `widgetJSON`) by their parsed
 * value, in an object or in each object of an array (error reports carry a
 * JSON `data` string per entry).
 * @param {unknown} value
 * @returns {unknown}
 */
function expandJsonFields(value) {
  if (Array.isArray(value)) return value.map((item) => expandOne(item));
  return expandOne(value);
}

/** @param {unknown} value */
function expandOne(value) {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const copy = { ...value };
  for (const name of JSON_FIELDS) {
    if (typeof copy[name] !== 'string') continue;
    const parsed = tryJson(copy[name]);
    if (parsed.ok) copy[name] = parsed.value;
  }
  return copy;
}

/**
 * A minimal multipart reader: text fields by name, files as `{ filename, size }`.
 * @param {string} text
 * @param {string} contentType
 * @returns {Array<[string, unknown]>}
 */
function parseMultipart(text, contentType) {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) return [];
  /** @type {Array<[string, unknown]>} */
  const fields = [];
  for (const part of text.split(`--${boundary}`).slice(1, -1)) {
    const split = part.indexOf('\r\n\r\n');
    const head = part.slice(0, split);
    const content = part.slice(split + 4, part.endsWith('\r\n') ? -2 : undefined);
    const name = /name="([^"]*)"/i.exec(head)?.[1];
    const filename = /filename="([^"]*)"/i.exec(head)?.[1];
    if (name === undefined) continue;
    fields.push([name, filename === undefined ? content : { filename, size: content.length }]);
  }
  return fields;
}
