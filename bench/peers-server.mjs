// The peers' origin for the bench: a tiny static server on 127.0.0.1 for the
// built peers page (bench/out/peers/), whose /images/ requests are passed to
// the example site, so both galleries are served the same generated images.
import http from 'node:http';
import { resolveFile, sendFile } from '../server/static-files.mjs';

/**
 * Starts the server on an ephemeral loopback port.
 * @param {{ root: string, imagesOrigin: string }} options root: absolute; imagesOrigin: e.g. http://127.0.0.1:8080
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
export async function startPeersServer({ root, imagesOrigin }) {
  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://peers.invalid');
      if (url.pathname.startsWith('/images/')) return forward(req, res, `${imagesOrigin}${url.pathname}${url.search}`);
      const file = await resolveFile(root, url.pathname, { pages: true });
      if (!file) return void res.writeHead(404).end();
      await sendFile(req, res, file, { headers: { 'Cache-Control': 'no-cache' } });
    } catch {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
  });
  await new Promise((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * Streams the site's answer back as it comes (status, type, length, caching).
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {string} target
 */
function forward(req, res, target) {
  const upstream = http.get(target, { headers: { accept: req.headers.accept ?? '*/*' } }, (answer) => {
    const headers = {};
    for (const name of ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified']) {
      if (answer.headers[name]) headers[name] = answer.headers[name];
    }
    res.writeHead(answer.statusCode ?? 502, headers);
    answer.pipe(res);
  });
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502);
    res.end();
  });
}
