/**
 * The example site server: two origins, as in production.
 * - Site, http://localhost:{sitePort}: example pages, fixtures, the reference API.
 * - CDN, http://127.0.0.1:{cdnPort}: the built runtime (dist/).
 * Different host names and ports make them different origins, so the examples
 * prove the runtime loads its chunks cross-origin under a strict CSP.
 */
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCdnHandler } from './cdn.mjs';
import { createReferenceApi } from './reference-api.mjs';
import { createSiteHandler } from './site.mjs';

/** The repository root: relative paths in the options resolve from here, not from the cwd. */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * @typedef {object} Servers
 * @property {string} siteUrl e.g. `http://localhost:8080`, no trailing slash
 * @property {string} cdnUrl e.g. `http://127.0.0.1:8081`, no trailing slash
 * @property {ReturnType<typeof createReferenceApi>} api the reference API: `log`, `rules`
 * @property {() => Promise<void>} close stops both origins and drops open connections
 */

/**
 * Starts the site and CDN origins. Port 0 picks a free port; the URLs report
 * the real ones.
 * @param {object} [options]
 * @param {number} [options.sitePort] default 8080
 * @param {number} [options.cdnPort] default sitePort + 1 (0 when sitePort is 0)
 * @param {string} [options.dist] built runtime directory, default `dist`
 * @param {string | null} [options.fixtures] directory served at /fixtures/, default none
 * @param {boolean} [options.quiet] no request lines on the console
 * @param {string | null} [options.probe] a script file served at /__probe.js and loaded first by every
 *   page (the cross-engine tests record page errors with it where the driver cannot), default none
 * @param {number} [options.sampleRate] the share of page views whose performance is measured, 0 to 1
 *   (./sampling.mjs; default 0.1, as a production site; `POST /__reference/sampling` changes it)
 * @returns {Promise<Servers>}
 */
export async function startServers({
  sitePort = 8080,
  cdnPort,
  dist = 'dist',
  fixtures = null,
  quiet = false,
  probe = null,
  sampleRate,
} = {}) {
  // sitePort + 1 would turn an ephemeral 0 into port 1.
  const cdnPortToUse = cdnPort ?? (sitePort === 0 ? 0 : sitePort + 1);
  const onRequest = quiet ? () => {} : (/** @type {string} */ line) => console.log(line);
  const opened = [];
  try {
    const cdn = http.createServer(createCdnHandler({ distDir: fromRoot(dist), onRequest }));
    opened.push(cdn);
    const cdnUrl = `http://127.0.0.1:${await listen(cdn, cdnPortToUse, '127.0.0.1')}`;

    const api = createReferenceApi({ onRequest, sampleRate });
    let siteUrl = '';
    const handler = createSiteHandler({
      examplesDir: fromRoot('examples'),
      fixturesDir: fixtures ? fromRoot(fixtures) : null,
      probeFile: probe ? fromRoot(probe) : null,
      api,
      cdnUrl,
      distDir: fromRoot(dist),
      siteUrl: () => siteUrl,
      onRequest,
    });
    const site = http.createServer(handler);
    opened.push(site);
    const port = await listen(site, sitePort, '127.0.0.1');
    siteUrl = `http://localhost:${port}`;
    // `localhost` may resolve to ::1 first (browsers try both); answer there too when IPv6 exists.
    const site6 = http.createServer(handler);
    if (await listen(site6, port, '::1').catch(() => null)) opened.push(site6);

    return { siteUrl, cdnUrl, api, close: () => (api.destroy(), closeAll(opened)) };
  } catch (error) {
    await closeAll(opened);
    throw error;
  }
}

/** @param {string} dir */
function fromRoot(dir) {
  return path.resolve(REPO_ROOT, dir);
}

/**
 * @param {http.Server} server
 * @param {number} port
 * @param {string} host loopback only: the example server is never exposed to the network
 * @returns {Promise<number>} the port actually bound
 */
function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(/** @type {import('node:net').AddressInfo} */ (server.address()).port);
    });
  });
}

/** @param {http.Server[]} servers */
async function closeAll(servers) {
  await Promise.all(
    servers.map(
      (server) =>
        new Promise((resolve) => {
          if (!server.listening) return resolve(undefined);
          server.close(() => resolve(undefined));
          // Keep-alive sockets (and delayed answers) would hold close() open.
          server.closeAllConnections();
        }),
    ),
  );
}
