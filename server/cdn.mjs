/**
 * The CDN origin: serves the built runtime (dist/) the way a real CDN would,
 * from another origin than the site, so the examples prove that the loader
 * finds its chunks relative to its own URL and that cross-origin import() works.
 */
import { existsSync } from 'node:fs';
import { resolveFile, sendFile } from './static-files.mjs';
import { sendText } from './http-helpers.mjs';

/** Headers every CDN answer carries, errors included, so a failed chunk load reads as a 404, not a CORS error. */
const SHARED_HEADERS = {
  // Module scripts are fetched in CORS mode: cross-origin chunks need this.
  'Access-Control-Allow-Origin': '*',
  'Cross-Origin-Resource-Policy': 'cross-origin',
  // Lets the runtime's performance telemetry read the chunks' timing details.
  'Timing-Allow-Origin': '*',
  'X-Content-Type-Options': 'nosniff',
};

/**
 * How long a CDN file may be cached. Chunk names carry a content hash, so a
 * chunk never changes; the loader and the manifest keep their names across
 * builds, so they are revalidated on every use.
 * @param {string} pathname
 * @returns {string}
 */
export function cacheControlFor(pathname) {
  return pathname.startsWith('/chunks/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Creates the request handler of the CDN origin.
 * @param {{ distDir: string, onRequest?: (line: string) => void }} options
 * @returns {import('node:http').RequestListener}
 */
export function createCdnHandler({ distDir, onRequest = () => {} }) {
  return async (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://cdn.invalid');
    res.on('finish', () => onRequest(`cdn  ${req.method} ${pathname} ${res.statusCode}`));
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { ...SHARED_HEADERS, 'Access-Control-Allow-Methods': 'GET, HEAD' });
        return void res.end();
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        return sendText(res, 405, 'Method not allowed', { ...SHARED_HEADERS, Allow: 'GET, HEAD, OPTIONS' });
      }
      const file = await resolveFile(distDir, pathname);
      if (!file) {
        const hint = existsSync(distDir) ? '' : ' (no dist/ yet: run `npm run build`)';
        return sendText(res, 404, `Not found${hint}`, SHARED_HEADERS);
      }
      const headers = { ...SHARED_HEADERS, 'Cache-Control': cacheControlFor(pathname) };
      await sendFile(req, res, file, { headers, gzip: true });
    } catch (error) {
      if (!res.headersSent) sendText(res, 500, `Internal error: ${error}`, SHARED_HEADERS);
      else res.destroy();
    }
  };
}
