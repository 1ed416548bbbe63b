/**
 * Search on the example site (docs/blocks/search.md): the preview call
 * GET /api/search/preview?q= and the server-rendered /search?q= page.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { get, startTestServers } from './helpers.mjs';
import { searchPages, SEARCH_PAGES } from '../../server/search.mjs';

/** @type {Awaited<ReturnType<typeof startTestServers>>} */
let servers;
before(async () => {
  servers = await startTestServers();
});
after(() => servers.stop());

describe('GET /api/search/preview', () => {
  test('answers { items: [{ title, url, excerpt }] } for the pages matching every word', async () => {
    const response = await get(`${servers.siteUrl}/api/search/preview?q=${encodeURIComponent('Bread menu')}`);
    assert.equal(response.status, 200);
    const { items } = await response.json();
    assert.deepEqual(items, [
      {
        title: 'Bread and pastries menu',
        url: '/menu.html',
        excerpt: 'Lunch, dinner and drinks: soup, sandwiches, risotto.',
      },
    ]);
  });

  test('matches titles and excerpts without regard to case; an empty query finds nothing', async () => {
    const titles = searchPages('BREAD').map((page) => page.title);
    assert.deepEqual(titles, [
      'Bakery opening hours',
      'Bread and pastries menu',
      'Gallery: the harbour at dawn',
      'Product: sourdough loaf',
      'Members area',
    ]);
    assert.deepEqual(searchPages('   '), []);
    const { items } = await (await get(`${servers.siteUrl}/api/search/preview?q=`)).json();
    assert.deepEqual(items, []);
  });

  test('every indexed page exists on the example site', async () => {
    for (const page of SEARCH_PAGES) {
      assert.equal((await get(`${servers.siteUrl}${page.url}`)).status, 200, page.url);
    }
  });

  test('the call is in the request log, and POST is refused with Allow', async () => {
    await get(`${servers.siteUrl}/__reference/log`, { method: 'DELETE' });
    await get(`${servers.siteUrl}/api/search/preview?q=bread`);
    const log = await (await get(`${servers.siteUrl}/__reference/log`)).json();
    assert.ok(log.some((/** @type {{ path: string }} */ entry) => entry.path === '/api/search/preview'));
    const post = await get(`${servers.siteUrl}/api/search/preview`, { method: 'POST' });
    assert.equal(post.status, 405);
    assert.equal(post.headers.get('allow'), 'GET');
  });
});

describe('the /search page (page type 102)', () => {
  test('renders the results for ?q= with the query in the form, without JavaScript', async () => {
    const response = await get(`${servers.siteUrl}/search?q=sourdough`);
    const html = await response.text();
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-security-policy') ?? '', /script-src 'self'/);
    assert.match(html, /"pageType":102/);
    assert.match(html, /value="sourdough"/);
    assert.match(html, /1 result for “sourdough”/);
    assert.match(html, /<a class="sqs-search-result-title" href="\/product.html">Product: sourdough loaf<\/a>/);
    assert.ok(!html.includes('{{'));
  });

  test('escapes the query everywhere it is written back', async () => {
    const hostile = '"><script>alert(1)</script>{{CDN}}';
    const html = await (await get(`${servers.siteUrl}/search?q=${encodeURIComponent(hostile)}`)).text();
    assert.ok(!html.includes('<script>alert(1)'));
    assert.match(html, /value="&quot;&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt;&#123;&#123;CDN}}"/);
    assert.match(html, /No results for/);
  });

  test('without a query it asks for one', async () => {
    const html = await (await get(`${servers.siteUrl}/search`)).text();
    assert.match(html, /Type a word to search the site\./);
  });
});
