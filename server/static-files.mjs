/**
 * Maps URL paths to files inside one directory, and sends them. Shared by the
 * site origin (examples, fixtures) and the CDN origin (dist).
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { contentTypeFor } from './http-helpers.mjs';

/**
 * Finds the file a URL path names inside `root`, or null. Traversal is
 * refused twice over: any `.`-prefixed segment (which covers `..`, encoded or
 * not, and dotfiles) is rejected, and the resolved path must stay in `root`.
 * @param {string} root absolute directory
 * @param {string} pathname the URL's pathname, still percent-encoded
 * @param {{ pages?: boolean }} [options] pages: also try `{path}.html` and `{path}/index.html`
 * @returns {Promise<string | null>}
 */
export async function resolveFile(root, pathname, { pages = false } = {}) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null; // malformed escapes such as `%E0%A4%A`
  }
  // Backslashes count as separators too, so `..\` cannot slip through on Windows.
  const segments = decoded.split(/[\\/]/).filter(Boolean);
  if (decoded.includes('\0') || segments.some((segment) => segment.startsWith('.'))) return null;
  const base = path.resolve(root, ...segments);
  if (base !== root && !base.startsWith(root + path.sep)) return null;
  const wantsIndex = decoded.endsWith('/') || segments.length === 0;
  const candidates = wantsIndex ? [path.join(base, 'index.html')] : [base];
  if (pages && !wantsIndex) candidates.push(`${base}.html`, path.join(base, 'index.html'));
  for (const candidate of candidates) {
    if (await isFile(candidate)) return candidate;
  }
  return null;
}

/** @param {string} file */
async function isFile(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * Sends a file with its content type, a weak ETag (so `no-cache` files are
 * revalidated with a cheap 304) and, when asked and accepted, gzip.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} file absolute path from {@link resolveFile}
 * @param {{ headers?: Record<string, string | string[]>, gzip?: boolean }} [options]
 */
export async function sendFile(req, res, file, { headers = {}, gzip = false } = {}) {
  const info = await stat(file);
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const type = contentTypeFor(file);
  const common = { 'Content-Type': type, ETag: etag, ...headers };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, common);
    res.end();
    return;
  }
  let body = await readFile(file);
  const compressible = /^(text\/|application\/json|image\/svg)/.test(type);
  if (gzip && compressible) {
    common.Vary = 'Accept-Encoding';
    if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      body = gzipSync(body);
      common['Content-Encoding'] = 'gzip';
    }
  }
  res.writeHead(200, { ...common, 'Content-Length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}
