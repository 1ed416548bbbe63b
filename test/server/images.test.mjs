/**
 * The image fixture host of the example site (server/images.mjs): PNGs at the
 * image host's widths (spec §9 "Image") in both size formats of spec §3
 * "Images", valid to the byte, cached, and 404 for anything malformed.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { inflateSync } from 'node:zlib';
import { crc32, createImageHandler, parseImageRequest } from '../../server/images.mjs';
import { get, startTestServers } from './helpers.mjs';

/** @type {Awaited<ReturnType<typeof startTestServers>>} */
let servers;
before(async () => {
  servers = await startTestServers();
});
after(() => servers.stop());

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * The chunks of a PNG, each checked against its CRC.
 * @param {Buffer} png
 */
function chunks(png) {
  assert.deepEqual([...png.subarray(0, 8)], SIGNATURE);
  /** @type {{ type: string, data: Buffer }[]} */
  const found = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    assert.equal(png.readUInt32BE(at + 8 + length), crc32(png.subarray(at + 4, at + 8 + length)), `CRC of ${type}`);
    found.push({ type, data });
    at += 12 + length;
  }
  return found;
}

/**
 * Width and height from IHDR, after checking the whole file decodes.
 * @param {Buffer} png
 */
function decode(png) {
  const list = chunks(png);
  assert.deepEqual(
    list.map((c) => c.type),
    ['IHDR', 'IDAT', 'IEND'],
  );
  const header = list[0].data;
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  assert.deepEqual([...header.subarray(8)], [8, 2, 0, 0, 0]);
  const raw = inflateSync(list[1].data);
  assert.equal(raw.length, (1 + 3 * width) * height);
  for (let row = 0; row < height; row++) assert.equal(raw[row * (1 + 3 * width)], 0, 'filter 0 on every row');
  return { width, height };
}

/** @param {string} path */
async function fetchPng(path) {
  const response = await get(`${servers.siteUrl}${path}`);
  assert.equal(response.status, 200, path);
  const body = Buffer.from(await response.arrayBuffer());
  return { response, body, ...decode(body) };
}

describe('sizes', () => {
  test('the queryString format gives N × round(N·H/W) pixels', async () => {
    const { width, height, response, body } = await fetchPng('/images/lake-1500x1000.png?format=500w');
    assert.deepEqual([width, height], [500, 333]);
    assert.equal(response.headers.get('content-type'), 'image/png');
    assert.equal(Number(response.headers.get('content-length')), body.length);
    assert.equal(response.headers.get('cache-control'), 'no-cache');
  });

  test('the filename format gives the same size', async () => {
    const { width, height } = await fetchPng('/images/lake-1500x1000-750w.png');
    assert.deepEqual([width, height], [750, 500]);
  });

  test('an unsized URL is the image at its own width', async () => {
    const { width, height } = await fetchPng('/images/tall-tree-900x1600.png');
    assert.deepEqual([width, height], [900, 1600]);
  });

  test('a width above the intrinsic one is served at the intrinsic width, never upscaled', async () => {
    const { width, height } = await fetchPng('/images/small-400x300.png?format=1000w');
    assert.deepEqual([width, height], [400, 300]);
  });

  test('other query parameters are ignored', async () => {
    const { width } = await fetchPng('/images/lake-1500x1000.png?format=100w&v=2');
    assert.equal(width, 100);
  });

  test('bytes grow with the width, like a photo', () => {
    const images = createImageHandler();
    const sizes = [100, 300, 500, 1000].map(
      (size) => images.png({ slug: 'grow', width: 1500, height: 1000, size }).length,
    );
    for (let i = 1; i < sizes.length; i++) assert.ok(sizes[i] > sizes[i - 1] * 1.5, `${sizes}`);
    assert.ok(sizes[3] > 10_000 && sizes[3] < 200_000, `1000w is ${sizes[3]} bytes`);
  });

  test('slugs give different pictures, the same slug the same one', () => {
    const images = createImageHandler();
    const a = images.png({ slug: 'one', width: 300, height: 200, size: 300 });
    const b = images.png({ slug: 'two', width: 300, height: 200, size: 300 });
    const again = createImageHandler().png({ slug: 'one', width: 300, height: 200, size: 300 });
    assert.notDeepEqual(a, b);
    assert.deepEqual(a, again);
  });
});

describe('HEAD', () => {
  test('HEAD answers the headers of GET with no body', async () => {
    const path = `${servers.siteUrl}/images/head-800x600.png?format=300w`;
    const full = await get(path);
    const body = Buffer.from(await full.arrayBuffer());
    const head = await get(path, { method: 'HEAD' });
    assert.equal(head.status, 200);
    assert.equal(head.headers.get('content-length'), String(body.length));
    assert.equal(head.headers.get('content-type'), 'image/png');
    assert.equal((await head.arrayBuffer()).byteLength, 0);
  });
});

describe('the broken image', () => {
  test('/images/undecodable.png answers 200 as a PNG whose bytes are not one (an img fires error, nothing is logged)', async () => {
    const response = await get(`${servers.siteUrl}/images/undecodable.png`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'image/png');
    const bytes = Buffer.from(await response.arrayBuffer());
    assert.notDeepEqual([...bytes.subarray(0, 4)], [0x89, 0x50, 0x4e, 0x47]);
  });
});

describe('malformed requests are 404', () => {
  const malformed = [
    '/images/lake.png',
    '/images/lake-1500x1000.jpg',
    '/images/lake-0x1000.png',
    '/images/lake-1500x0.png',
    '/images/lake-99999x1000.png',
    '/images/lake-1500x1000.png?format=400w',
    '/images/lake-1500x1000.png?format=500',
    '/images/lake-1500x1000.png?format=',
    '/images/lake-1500x1000-400w.png',
    '/images/lake-1500x1000-500w.png?format=1000w',
    '/images/Lake-1500x1000.png',
    '/images/-1500x1000.png',
    '/images/../package.json',
    '/images/lake-1500x1000.png/x',
    '/images/huge-10000x10000.png',
  ];
  for (const path of malformed) {
    test(path, async () => {
      const response = await get(`${servers.siteUrl}${path}`);
      assert.equal(response.status, 404);
      assert.match(response.headers.get('content-type') ?? '', /^text\/plain/);
    });
  }

  test('parseImageRequest never throws on odd input', () => {
    for (const path of [
      '',
      '/',
      '/images/',
      '/images/a-1x1.png',
      '/images/%00-1x1.png',
      `/images/${'a'.repeat(5000)}-1x1.png`,
    ]) {
      assert.doesNotThrow(() => parseImageRequest(path, new URLSearchParams('format=%ZZ')));
    }
    assert.deepEqual(parseImageRequest('/images/a-1x1.png', new URLSearchParams()), {
      slug: 'a',
      width: 1,
      height: 1,
      size: 1,
    });
  });
});

describe('cache', () => {
  test('the same request is encoded once and served from memory', () => {
    const images = createImageHandler();
    const request = { slug: 'cached', width: 1500, height: 1000, size: 1500 };
    const first = images.png(request);
    const second = images.png({ ...request });
    assert.equal(second, first, 'the very same buffer');
    assert.equal(images.cache.size, 1);
  });

  test('the cache keeps at most its limit, dropping the oldest', () => {
    const images = createImageHandler({ limit: 2 });
    const first = images.png({ slug: 'a', width: 100, height: 100, size: 100 });
    images.png({ slug: 'b', width: 100, height: 100, size: 100 });
    images.png({ slug: 'c', width: 100, height: 100, size: 100 });
    assert.equal(images.cache.size, 2);
    assert.notEqual(images.png({ slug: 'a', width: 100, height: 100, size: 100 }), first);
  });

  test('the server answers a repeated request with identical bytes', async () => {
    const one = Buffer.from(await (await get(`${servers.siteUrl}/images/repeat-600x400-300w.png`)).arrayBuffer());
    const two = Buffer.from(await (await get(`${servers.siteUrl}/images/repeat-600x400-300w.png`)).arrayBuffer());
    assert.deepEqual(one, two);
  });

  test('encoding a 1500w image is fast (well under a second even on a busy machine)', () => {
    const images = createImageHandler();
    images.png({ slug: 'warm', width: 1500, height: 1000, size: 300 });
    const start = performance.now();
    images.png({ slug: 'speed', width: 1500, height: 1000, size: 1500 });
    assert.ok(performance.now() - start < 1000);
  });
});
