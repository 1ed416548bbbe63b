/**
 * The example site's server hints (server/preload-hints.mjs, README "Server
 * hints"): the files of manifest.preload for the blocks a page names, each
 * once, as <link rel="modulepreload"> tags in place of `{{PRELOAD …}}`.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { expandPreload, preloadFiles } from '../../server/preload-hints.mjs';

const PRELOAD = {
  blocks: {
    gallery: {
      files: ['chunks/b/gallery.js', 'chunks/b/load.js'],
      variant: {
        field: 'design',
        classPrefix: 'sqs-gallery-block-',
        files: { slideshow: ['chunks/b/stacked.js', 'chunks/b/load.js'], grid: ['chunks/b/grid.js'] },
        fallback: ['chunks/b/base.js'],
      },
      flags: { lightbox: ['chunks/b/lightbox-bridge.js', 'chunks/b/history.js'], autoplay: ['chunks/b/autoplay.js'] },
    },
    image: { files: ['chunks/b/image.js', 'chunks/b/load.js'] },
  },
  features: {
    telemetry: { always: true, files: ['chunks/b/telemetry.js'] },
    owner: { always: false, files: ['chunks/b/owner.js'] },
  },
};

describe('preloadFiles', () => {
  test('a page with no blocks: nothing (the runtime is in loader.js; telemetry waits for the first paint)', () => {
    assert.deepEqual(preloadFiles(PRELOAD, []), []);
  });

  test("each block's own chunk and design first, then their imports and flags, each file once, at most five", () => {
    assert.deepEqual(preloadFiles(PRELOAD, ['gallery/slideshow+lightbox+autoplay', 'image']), [
      'chunks/b/gallery.js',
      'chunks/b/stacked.js',
      'chunks/b/image.js',
      'chunks/b/load.js',
      'chunks/b/lightbox-bridge.js',
    ]);
    assert.deepEqual(preloadFiles(PRELOAD, ['gallery/slideshow+lightbox+autoplay', 'image'], 99), [
      'chunks/b/gallery.js',
      'chunks/b/stacked.js',
      'chunks/b/image.js',
      'chunks/b/load.js',
      'chunks/b/lightbox-bridge.js',
      'chunks/b/history.js',
      'chunks/b/autoplay.js',
    ]);
  });

  test('no variant named: the fallback; a flag the block does not have adds nothing', () => {
    assert.deepEqual(preloadFiles(PRELOAD, ['gallery+video']), [
      'chunks/b/gallery.js',
      'chunks/b/base.js',
      'chunks/b/load.js',
    ]);
  });

  test('an unknown block or variant is a typo, said so', () => {
    assert.throws(() => preloadFiles(PRELOAD, ['galery']), /no block "galery"/);
    assert.throws(() => preloadFiles(PRELOAD, ['gallery/slidshow']), /no variant "slidshow" of "gallery"/);
  });
});

describe('expandPreload', () => {
  /** @type {string} */
  let dist;
  before(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'preload-hints-'));
    await writeFile(path.join(dist, 'manifest.json'), JSON.stringify({ preload: PRELOAD }));
  });
  after(() => rm(dist, { recursive: true, force: true }));

  test('each placeholder becomes the link tags of its blocks, against the CDN', async () => {
    const html = await expandPreload('<head>\n  {{PRELOAD image}}\n</head>', dist, 'https://cdn.test');
    assert.equal(
      html,
      [
        '<head>',
        '  <link rel="modulepreload" href="https://cdn.test/chunks/b/image.js">',
        '    <link rel="modulepreload" href="https://cdn.test/chunks/b/load.js">',
        '</head>',
      ].join('\n'),
    );
  });

  test('a page without the placeholder is left as it is, without reading the manifest', async () => {
    assert.equal(await expandPreload('<p>{{CDN}}</p>', path.join(dist, 'missing'), 'x'), '<p>{{CDN}}</p>');
  });
});
