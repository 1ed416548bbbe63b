/**
 * The site origin: example pages (and test fixtures) as a published site
 * would serve them, with a strict CSP and a crumb cookie, plus the reference
 * API under /api/ and its controls under /__reference/.
 */
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { resolveFile, sendFile } from './static-files.mjs';
import { crumbCookie, parseCookies, sendJson, sendText } from './http-helpers.mjs';
import { createImageHandler } from './images.mjs';
import { createProviders } from './providers.mjs';
import { addMarkupListings } from './markup-listings.mjs';
import { expandPreload } from './preload-hints.mjs';
import { renderSearchPage } from './search.mjs';

/**
 * The Content-Security-Policy of every page: no eval and no inline code, so
 * the examples prove the runtime needs neither. Only the CDN origin is added,
 * and the hosts of the only two video players (spec §3 "Video embed"), which a
 * site with video embeds frames (the examples frame the loopback fakes).
 * @param {string} cdnUrl
 * @returns {string}
 */
export function contentSecurityPolicy(cdnUrl) {
  return [
    `default-src 'self'`,
    `script-src 'self' ${cdnUrl}`,
    `style-src 'self' ${cdnUrl}`,
    `img-src 'self' data: ${cdnUrl}`,
    `connect-src 'self' ${cdnUrl}`,
    `font-src 'self' ${cdnUrl}`,
    `frame-src 'self' https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
  ].join('; ');
}

/**
 * Creates the request handler of the site origin.
 * @param {object} options
 * @param {string} options.examplesDir absolute
 * @param {string | null} options.fixturesDir absolute, served at /fixtures/ when set
 * @param {string | null} [options.probeFile] absolute: served at /__probe.js and loaded first by every page when set
 * @param {ReturnType<typeof import('./reference-api.mjs').createReferenceApi>} options.api
 * @param {string} options.cdnUrl replaces `{{CDN}}` in pages
 * @param {string} options.distDir absolute: the built runtime the CDN serves, whose manifest `{{PRELOAD …}}` reads
 * @param {() => string} options.siteUrl replaces `{{SITE}}` in pages (known once listening)
 * @param {(line: string) => void} [options.onRequest]
 * @returns {import('node:http').RequestListener}
 */
export function createSiteHandler({
  examplesDir,
  fixturesDir,
  probeFile = null,
  api,
  cdnUrl,
  distDir,
  siteUrl,
  onRequest = () => {},
}) {
  const images = createImageHandler();
  // The fake third-party providers; their requests go to the reference API's log like API calls.
  const providers = createProviders({
    record: (req, url) => api.log.record(req, url, null),
  });
  return async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://site.invalid');
    try {
      if (url.pathname.startsWith('/api/')) return await api.handleApi(req, res, url);
      if (url.pathname.startsWith('/__reference/')) return await api.handleControl(req, res, url);
      res.on(
        'finish',
        () => res.statusCode >= 400 && onRequest(`site ${req.method} ${url.pathname} ${res.statusCode}`),
      );
      if (req.method !== 'GET' && req.method !== 'HEAD')
        return sendText(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
      if (url.pathname.startsWith('/images/')) return images.handle(req, res, url);
      if (url.pathname.startsWith('/providers/')) return await providers(req, res, url);
      if (probeFile && url.pathname === '/__probe.js')
        return await sendFile(req, res, probeFile, { headers: { 'Cache-Control': 'no-cache' } });
      // The search page (spec §2, page type 102), rendered for ?q= so it works without JavaScript.
      if (url.pathname === '/search') {
        const html = await renderSearchPage(url.searchParams.get('q') ?? '');
        return await sendPage(req, res, html, { cdnUrl, siteUrl: siteUrl(), distDir, probe: !!probeFile });
      }
      const file = await findPageFile(url.pathname, examplesDir, fixturesDir);
      if (!file) return sendText(res, 404, 'Not found');
      if (file.endsWith('.html'))
        return await sendPage(req, res, await readFile(file, 'utf8'), {
          cdnUrl,
          siteUrl: siteUrl(),
          distDir,
          probe: !!probeFile,
        });
      // Compressed, as a published site's pages, styles and scripts are (the CDN's too: cdn.mjs).
      await sendFile(req, res, file, {
        headers: { 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' },
        gzip: true,
      });
    } catch (error) {
      if (!res.headersSent) sendJson(res, 500, { error: `Internal error: ${error}` });
      else res.destroy();
    }
  };
}

/**
 * /fixtures/… from the fixtures directory when there is one, else examples/.
 * @param {string} pathname
 * @param {string} examplesDir
 * @param {string | null} fixturesDir
 */
function findPageFile(pathname, examplesDir, fixturesDir) {
  const fixture = /^\/fixtures(\/.*)?$/.exec(pathname);
  if (fixture && fixturesDir) return resolveFile(fixturesDir, fixture[1] ?? '/', { pages: true });
  return resolveFile(examplesDir, pathname, { pages: true });
}

/**
 * Sends an HTML page with its placeholders filled, its markup listings
 * (markup-listings.mjs), gzipped when the browser accepts it, the CSP, and a crumb
 * cookie when the visitor has none (spec §3 Cookies: the runtime sends it back).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} page the page's HTML, placeholders not yet filled
 * @param {{ cdnUrl: string, siteUrl: string, distDir: string, probe?: boolean }} where `{{CDN}}`, `{{SITE}}`
 *   and the build whose manifest `{{PRELOAD …}}` reads; `probe`: load /__probe.js before anything else
 */
async function sendPage(req, res, page, { cdnUrl, siteUrl, distDir, probe = false }) {
  const filled = (await expandPreload(page, distDir, cdnUrl)).replaceAll('{{CDN}}', cdnUrl);
  const listed = addMarkupListings(filled.replaceAll('{{SITE}}', siteUrl));
  // First in <head>, so it hears every error and console line of the page (a classic, blocking script).
  const html = probe ? listed.replace(/<head>/i, '<head><script src="/__probe.js"></script>') : listed;
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const body = gzip ? gzipSync(html) : Buffer.from(html);
  /** @type {Record<string, string | number>} */
  const headers = {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': body.length,
    'Content-Security-Policy': contentSecurityPolicy(cdnUrl),
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    Vary: 'Accept-Encoding',
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
  };
  if (!parseCookies(req.headers.cookie).crumb) headers['Set-Cookie'] = crumbCookie();
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}
