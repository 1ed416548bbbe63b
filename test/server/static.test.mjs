/**
 * The two origins: pages with {{CDN}} filled in under a strict CSP, the CDN
 * with CORS and cache headers, and no way out of the served directories.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { get, rawGet, startTestServers } from './helpers.mjs';

/** @type {Awaited<ReturnType<typeof startTestServers>>} */
let servers;
before(async () => {
  servers = await startTestServers();
});
after(() => servers.stop());

describe('origins', () => {
  test('site and CDN are different origins, both on loopback ports', () => {
    const site = new URL(servers.siteUrl);
    const cdn = new URL(servers.cdnUrl);
    assert.equal(site.hostname, 'localhost');
    assert.equal(cdn.hostname, '127.0.0.1');
    assert.notEqual(site.port, cdn.port);
    assert.notEqual(site.origin, cdn.origin);
  });
});

describe('pages', () => {
  test('{{CDN}} is replaced by the CDN origin in a fixture page', async () => {
    const response = await get(`${servers.siteUrl}/fixtures/page.html`);
    const html = await response.text();
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/html/);
    assert.ok(html.includes(`<script src="${servers.cdnUrl}/loader.js" defer>`), html);
    assert.ok(!html.includes('{{CDN}}'));
  });

  test('extension-less paths find the .html page', async () => {
    const response = await get(`${servers.siteUrl}/fixtures/page`);
    assert.equal(response.status, 200);
  });

  test('the examples home is served at / with no placeholder left', async () => {
    const response = await get(`${servers.siteUrl}/`);
    const html = await response.text();
    assert.equal(response.status, 200);
    assert.ok(html.includes(`${servers.cdnUrl}/loader.js`));
    assert.ok(!html.includes('{{'));
  });

  test('every page carries a CSP that allows the CDN and forbids eval and inline code', async () => {
    const response = await get(`${servers.siteUrl}/fixtures/page.html`);
    const csp = response.headers.get('content-security-policy') ?? '';
    assert.match(csp, new RegExp(`script-src 'self' ${servers.cdnUrl.replaceAll('.', '\\.')}`));
    assert.match(csp, /object-src 'none'/);
    assert.match(csp, /base-uri 'none'/);
    assert.doesNotMatch(csp, /unsafe-eval/);
    assert.doesNotMatch(csp, /unsafe-inline/);
  });

  test('a page gives a crumb cookie to a visitor without one, and only then', async () => {
    const fresh = await get(`${servers.siteUrl}/fixtures/page.html`);
    assert.match(fresh.headers.get('set-cookie') ?? '', /^crumb=\w+; Path=\/; SameSite=Lax$/);
    const known = await get(`${servers.siteUrl}/fixtures/page.html`, { headers: { Cookie: 'crumb=abc' } });
    assert.equal(known.headers.get('set-cookie'), null);
  });

  test('pages, styles and page scripts are gzipped for a browser that accepts it', async () => {
    for (const path of ['/index.html', '/assets/site.css', '/assets/telemetry.js']) {
      const response = await get(`${servers.siteUrl}${path}`, { headers: { 'Accept-Encoding': 'gzip' } });
      assert.equal(response.status, 200, path);
      assert.equal(response.headers.get('content-encoding'), 'gzip', path);
      assert.match(response.headers.get('vary') ?? '', /Accept-Encoding/, path);
      assert.ok((await response.text()).length > 0, path);
    }
  });

  test('an unknown file is a 404 with a short text body', async () => {
    const response = await get(`${servers.siteUrl}/no-such-page.html`);
    assert.equal(response.status, 404);
    assert.match(response.headers.get('content-type') ?? '', /^text\/plain/);
    assert.equal((await response.text()).trim(), 'Not found');
  });
});

describe('CDN', () => {
  test('chunks are sent as JavaScript with CORS and an immutable cache', async () => {
    const response = await get(`${servers.cdnUrl}/chunks/x-abc.js`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('access-control-allow-origin'), '*');
    assert.match(response.headers.get('content-type') ?? '', /^text\/javascript/);
    assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(await response.text(), 'export function mount() {}\n');
  });

  test('the loader and the manifest are revalidated on every use', async () => {
    for (const file of ['loader.js', 'manifest.json']) {
      const response = await get(`${servers.cdnUrl}/${file}`);
      assert.equal(response.status, 200, file);
      assert.equal(response.headers.get('cache-control'), 'no-cache', file);
      assert.equal(response.headers.get('access-control-allow-origin'), '*', file);
    }
    const manifest = await get(`${servers.cdnUrl}/manifest.json`);
    assert.match(manifest.headers.get('content-type') ?? '', /^application\/json/);
  });

  test('a missing chunk is a 404 that still carries CORS', async () => {
    const response = await get(`${servers.cdnUrl}/chunks/missing-123.js`);
    assert.equal(response.status, 404);
    assert.equal(response.headers.get('access-control-allow-origin'), '*');
  });
});

describe('path traversal', () => {
  const attempts = [
    '/../package.json',
    '/..%2fpackage.json',
    '/%2e%2e/package.json',
    '/assets/..%2f..%2fpackage.json',
    '/..%5cpackage.json',
    '/fixtures/..%2f..%2fpackage.json',
    '/.gitignore',
  ];

  for (const attempt of attempts) {
    test(`site refuses ${attempt}`, async () => {
      const { status, body } = await rawGet(servers.siteUrl, attempt);
      assert.equal(status, 404);
      assert.doesNotMatch(body, /"name"/);
    });
    test(`CDN refuses ${attempt}`, async () => {
      const { status } = await rawGet(servers.cdnUrl, attempt);
      assert.equal(status, 404);
    });
  }
});
