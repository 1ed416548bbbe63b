/**
 * Shared set-up for the server tests: both origins on ephemeral ports, a fake
 * dist/ and a fixtures directory in a temp dir, and requests bounded in time.
 * (Node's test runner also loads this file as a test file; it has no tests.)
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startServers } from '../../server/index.mjs';

/** No request in these tests may take longer than this. */
export const REQUEST_TIMEOUT_MS = 5000;

/**
 * Starts the servers on a temp dist (loader.js, manifest.json, chunks/x-abc.js)
 * and a temp fixtures dir (page.html using {{CDN}}).
 * @returns {Promise<Awaited<ReturnType<typeof startServers>> & { stop(): Promise<void> }>}
 */
export async function startTestServers() {
  const temp = await mkdtemp(path.join(os.tmpdir(), 'site-runtime-server-'));
  const dist = path.join(temp, 'dist');
  const fixtures = path.join(temp, 'fixtures');
  await mkdir(path.join(dist, 'chunks'), { recursive: true });
  await mkdir(fixtures);
  await writeFile(path.join(dist, 'loader.js'), 'window.SiteRuntime = {};\n');
  await writeFile(path.join(dist, 'manifest.json'), '{"x":"chunks/x-abc.js"}\n');
  await writeFile(path.join(dist, 'chunks', 'x-abc.js'), 'export function mount() {}\n');
  await writeFile(
    path.join(fixtures, 'page.html'),
    '<!doctype html><title>Fixture</title><script src="{{CDN}}/loader.js" defer></script>\n',
  );
  const servers = await startServers({ sitePort: 0, cdnPort: 0, dist, fixtures, quiet: true });
  return {
    ...servers,
    async stop() {
      await servers.close();
      await rm(temp, { recursive: true, force: true });
    },
  };
}

/**
 * fetch with a time limit.
 * @param {string} url
 * @param {RequestInit} [init]
 */
export function get(url, init = {}) {
  return fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
}

/**
 * POSTs a JSON body.
 * @param {string} url
 * @param {unknown} body
 */
export function postJson(url, body) {
  return get(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

/**
 * A raw GET that sends `rawPath` byte for byte (fetch would normalise `..`).
 * @param {string} origin
 * @param {string} rawPath
 * @returns {Promise<{ status: number, body: string }>}
 */
export function rawGet(origin, rawPath) {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = http.get({ host: hostname, port, path: rawPath, timeout: REQUEST_TIMEOUT_MS }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('timeout', () => req.destroy(new Error(`timed out: ${rawPath}`)));
    req.on('error', reject);
  });
}
