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
    // A block served by its design's entry (a gallery's design bundle), which imports a shared chunk.
    gallery: {
      files: [],
      designs: {
        files: { slideshow: ['chunks/b/gallery-stacked.js', 'chunks/b/7.js'], grid: ['chunks/b/gallery-grid.js'] },
        fallback: ['chunks/b/gallery-base.js'],
      },
    },
    image: { files: ['chunks/b/image.js', 'chunks/b/load.js', 'chunks/b/3.js'] },
    form: { files: ['chunks/b/form.js', 'chunks/b/preact.js', 'chunks/b/4.js', 'chunks/b/5.js'] },
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

  test("each block's own file first (a gallery's design bundle), then their imports, each file once, at most five", () => {
    assert.deepEqual(preloadFiles(PRELOAD, ['gallery/slideshow', 'image', 'form']), [
      'chunks/b/gallery-stacked.js',
      'chunks/b/image.js',
      'chunks/b/form.js',
      'chunks/b/7.js',
      'chunks/b/load.js',
    ]);
    assert.deepEqual(preloadFiles(PRELOAD, ['gallery/slideshow', 'image', 'form'], 99), [
      'chunks/b/gallery-stacked.js',
      'chunks/b/image.js',
      'chunks/b/form.js',
      'chunks/b/7.js',
      'chunks/b/load.js',
      'chunks/b/3.js',
      'chunks/b/preact.js',
      'chunks/b/4.js',
      'chunks/b/5.js',
    ]);
  });

  test('the design read as the loader reads it: any case, trimmed; none or one not listed takes the fallback', () => {
    assert.deepEqual(preloadFiles(PRELOAD, ['gallery/Grid']), ['chunks/b/gallery-grid.js']);
    assert.deepEqual(preloadFiles(PRELOAD, ['gallery']), ['chunks/b/gallery-base.js']);
    assert.deepEqual(preloadFiles(PRELOAD, ['gallery/stacked']), ['chunks/b/gallery-base.js']);
  });

  test('flag words add nothing: a bundle holds every part its flags turn on', () => {
    assert.deepEqual(preloadFiles(PRELOAD, ['gallery/slideshow+lightbox+autoplay']), [
      'chunks/b/gallery-stacked.js',
      'chunks/b/7.js',
    ]);
  });

  test('an unknown block is a typo, said so', () => {
    assert.throws(() => preloadFiles(PRELOAD, ['galery']), /no block "galery"/);
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
        '    <link rel="modulepreload" href="https://cdn.test/chunks/b/3.js">',
        '</head>',
      ].join('\n'),
    );
  });

  test('a page without the placeholder is left as it is, without reading the manifest', async () => {
    assert.equal(await expandPreload('<p>{{CDN}}</p>', path.join(dist, 'missing'), 'x'), '<p>{{CDN}}</p>');
  });
});
