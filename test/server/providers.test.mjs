/**
 * The fake third-party providers on the site origin (issue "Media and
 * embeds"): what the media blocks load in examples and tests, and the two
 * ways to make any of them fail.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { get, startTestServers } from './helpers.mjs';

/** @type {Awaited<ReturnType<typeof startTestServers>>} */
let servers;
before(async () => {
  servers = await startTestServers();
});
after(() => servers.stop());

describe('fake providers', () => {
  test('the player page names its provider and video, and loads its script from its own origin', async () => {
    const response = await get(`${servers.siteUrl}/providers/video/youtube/embed/abc`);
    const html = await response.text();
    assert.equal(response.status, 200);
    assert.match(html, /data-provider="youtube" data-video="abc"/);
    assert.match(html, /src="\/providers\/video\/player\.js"/);
  });

  test('the map API calls back the name it is given, and refuses the key "invalid"', async () => {
    const ok = await (await get(`${servers.siteUrl}/providers/maps/api.js?key=k&callback=ready`)).text();
    assert.ok(ok.includes('"ready"'));
    assert.ok(ok.includes('const authFails = false;'));
    const refused = await (await get(`${servers.siteUrl}/providers/maps/api.js?key=invalid&callback=ready`)).text();
    assert.ok(refused.includes('const authFails = true;'));
    assert.equal((await get(`${servers.siteUrl}/providers/maps/api.js?callback=no%20good`)).status, 404);
  });

  test('?fail= answers any error status', async () => {
    assert.equal((await get(`${servers.siteUrl}/providers/follow/widgets.js?fail=503`)).status, 503);
  });

  test('the site CSP frames only itself and the two video providers', async () => {
    const csp = (await get(`${servers.siteUrl}/fixtures/page.html`)).headers.get('content-security-policy') ?? '';
    assert.match(
      csp,
      /frame-src 'self' https:\/\/www\.youtube\.com https:\/\/www\.youtube-nocookie\.com https:\/\/player\.vimeo\.com;/,
    );
  });
});
