/**
 * Small response and request helpers shared by the site, the CDN and the
 * reference API. Node's http module only: the server must run with no
 * dependencies beyond the repository's own devDependencies.
 */
import { STATUS_CODES } from 'node:http';

/** Content types by file extension; anything else is sent as octet-stream. */
export const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  // text/javascript is the MIME type the HTML standard asks for module scripts.
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/**
 * The content type for a file name.
 * @param {string} file
 * @returns {string}
 */
export function contentTypeFor(file) {
  const dot = file.lastIndexOf('.');
  return CONTENT_TYPES[dot < 0 ? '' : file.slice(dot).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Sends a JSON answer that no cache keeps (API answers change call to call).
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} data
 * @param {Record<string, string | string[]>} [headers]
 */
export function sendJson(res, status, data, headers = {}) {
  const body = Buffer.from(JSON.stringify(data));
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(body);
}

/**
 * Sends a short plain-text answer (404s and other refusals).
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} [text] defaults to the status's reason phrase
 * @param {Record<string, string | string[]>} [headers]
 */
export function sendText(res, status, text = STATUS_CODES[status] ?? 'Error', headers = {}) {
  const body = Buffer.from(`${text}\n`);
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(body);
}

/**
 * Parses a Cookie header into a name → value map.
 * @param {string | undefined} header
 * @returns {Record<string, string>}
 */
export function parseCookies(header) {
  /** @type {Record<string, string>} */
  const cookies = {};
  for (const pair of (header ?? '').split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0) continue;
    const name = pair.slice(0, eq).trim();
    if (name && !(name in cookies)) cookies[name] = pair.slice(eq + 1).trim();
  }
  return cookies;
}

/**
 * A random URL-safe token (form keys, crumbs, page-load ids). Uses the global
 * Web Crypto object that Node 20 provides, so no extra import is needed.
 * @returns {string}
 */
export function randomToken() {
  return globalThis.crypto.randomUUID().replaceAll('-', '');
}

/**
 * The Set-Cookie value for a fresh `crumb` (spec §3 Cookies: the request
 * token). Not HttpOnly: the runtime reads it from document.cookie to send it.
 * @param {string} [token]
 * @returns {string}
 */
export function crumbCookie(token = randomToken()) {
  return `crumb=${token}; Path=/; SameSite=Lax`;
}
