/**
 * The example pages' markup listings, written by the server after each
 * element marked `data-example` (server/markup-listings.mjs): no script adds
 * them after the first paint, so nothing below them moves.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { addMarkupListings } from '../../server/markup-listings.mjs';
import { get, startTestServers } from './helpers.mjs';

/** The listings' code, unescaped, in page order. */
const listings = (html) =>
  [...html.matchAll(/<pre class="example-markup"[^>]*><code>([^<]*)<\/code><\/pre>/g)].map(([, code]) =>
    code.replace(/&#10;/g, '\n').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&'),
  );

describe('addMarkupListings', () => {
  test('lists the element as the source has it, right after it, without the marker', () => {
    const html = `<main>\n<div data-example class="a" data-block-json='{"x":"<b>"}'>\n  <div><p>one</p></div>\n</div>\n<p>after</p></main>`;
    const out = addMarkupListings(html);
    assert.deepEqual(listings(out), [`<div class="a" data-block-json='{"x":"<b>"}'>\n  <div><p>one</p></div>\n</div>`]);
    assert.match(
      out,
      /<\/div>\n<pre class="example-markup" tabindex="0" aria-label="[^"]+"><code>[^<]*<\/code><\/pre>\n<p>after/,
    );
  });

  test("moves the lines left by the element's own indentation", () => {
    const out = addMarkupListings(`<main>\n    <ul data-example>\n      <li>a</li>\n    </ul>\n</main>`);
    assert.deepEqual(listings(out), ['<ul>\n  <li>a</li>\n</ul>']);
  });

  test('lists a template by its content, and each marked element of a nest on its own', () => {
    const out = addMarkupListings(
      `<template data-example id="t">\n<div class="b"><span data-example>x</span></div>\n</template><h2 data-example>h</h2>`,
    );
    assert.deepEqual(listings(out), ['<span>x</span>', '<div class="b"><span>x</span></div>', '<h2>h</h2>']);
  });

  test('leaves a page without markers, and an unclosed element, as they are', () => {
    for (const html of [
      '<main><p>plain</p></main>',
      '<div data-example><div>never closed</div>',
      '<div data-examples></div>',
    ])
      assert.equal(addMarkupListings(html), html);
  });
});

describe('the example site', () => {
  let servers;
  before(async () => {
    servers = await startTestServers();
  });
  after(() => servers.stop());

  test('serves each page with its listings and no script to make them', async () => {
    const html = await (await get(`${servers.siteUrl}/audio.html`)).text();
    const shown = listings(html);
    assert.equal(shown.length, 3);
    assert.match(shown[2], /^<div class="sqs-block audio-block" id="audio-bad-url">/);
    assert.doesNotMatch(html, /show-markup/);
  });
});
