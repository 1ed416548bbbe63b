/**
 * The image host of the example site: generated PNG fixtures at the image
 * host's widths (spec §9 "Image"), in both size formats of spec §3 "Images":
 *
 *   GET /images/{slug}-{W}x{H}.png              the image at its own width W
 *   GET /images/{slug}-{W}x{H}.png?format=500w  queryString format
 *   GET /images/{slug}-{W}x{H}-500w.png         filename format
 *   GET /images/undecodable.png                 200, but not a PNG: a broken image
 *
 * The answer is N × round(N·H/W) pixels (N never wider than W: a wider request
 * gets the image at W, as an image host never upscales). The picture is a soft
 * gradient with a few large shapes, coloured from the slug so images look
 * distinct, and a fine texture so its bytes grow with N like a photo's do.
 * No dependencies: the PNG (chunks and CRC-32) is written here, compressed
 * with node:zlib.
 */
import { deflateSync } from 'node:zlib';
import { sendText } from './http-helpers.mjs';

/** The widths the image host serves (spec §9 "Image"). */
export const IMAGE_WIDTHS = [2500, 1500, 1000, 750, 500, 300, 100];

/**
 * A broken image that exists: answered 200 with bytes that are not a PNG, so
 * an `<img>` fires `error` and the browser logs nothing (a 404 would log
 * "Failed to load resource"). The widget rendering with inline code uses it.
 */
export const UNDECODABLE = '/images/undecodable.png';

/** Larger sides or outputs are refused: a fixture, not an image service. */
const MAX_SIDE = 10000;
const MAX_PIXELS = 2500 * 2500;
/** Texture cell, in output pixels: sets how many bytes an image of width N takes. */
const CELL = 8;

const PATH = /^\/images\/([a-z0-9]+(?:-[a-z0-9]+)*?)-(\d{1,5})x(\d{1,5})(?:-(\d{1,4})w)?\.png$/;

/**
 * @typedef {object} ImageRequest
 * @property {string} slug
 * @property {number} width intrinsic W
 * @property {number} height intrinsic H
 * @property {number} size the width served: N, or W when unsized, never above W
 */

/**
 * Reads an image URL; null when anything is malformed (unknown width, zero or
 * huge sides, both size formats disagreeing).
 * @param {string} pathname
 * @param {URLSearchParams} query
 * @returns {ImageRequest | null}
 */
export function parseImageRequest(pathname, query) {
  const match = PATH.exec(pathname);
  if (!match) return null;
  const [, slug, w, h, named] = match;
  const width = Number(w);
  const height = Number(h);
  if (!width || !height || width > MAX_SIDE || height > MAX_SIDE) return null;
  const format = query.get('format');
  const asked = format === null ? named : /^(\d{1,4})w$/.exec(format)?.[1];
  if (format !== null && (!asked || (named && named !== asked))) return null;
  if (asked && !IMAGE_WIDTHS.includes(Number(asked))) return null;
  const size = Math.min(width, asked ? Number(asked) : width);
  if (size * Math.max(1, Math.round((size * height) / width)) > MAX_PIXELS) return null;
  return { slug, width, height, size };
}

/** CRC-32 (PNG, ISO 3309) lookup table, computed once and never changed. */
const CRC_TABLE = Int32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c;
});

/**
 * @param {Uint8Array} bytes
 * @returns {number}
 */
export function crc32(bytes) {
  let c = -1;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]) & 255] ^ (c >>> 8);
  return (c ^ -1) >>> 0;
}

/**
 * One PNG chunk: length, type, data, CRC of type and data.
 * @param {string} type
 * @param {Buffer} data
 */
function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/**
 * Encodes 8-bit RGB rows (each already prefixed by its filter byte 0) as a PNG.
 * @param {number} width
 * @param {number} height
 * @param {Buffer} raw (1 + 3·width)·height bytes
 */
export function encodePng(width, height, raw) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, filter method 0, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A small seeded generator (mulberry32), so a slug always gives the same picture.
 * @param {number} seed
 */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** @param {string} text FNV-1a */
function hash(text) {
  let h = 0x811c9dc5;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}

/**
 * HSL (hue in turns) to RGB bytes.
 * @param {number} h
 * @param {number} s
 * @param {number} l
 * @returns {number[]}
 */
function hsl(h, s, l) {
  const f = (/** @type {number} */ n) => {
    const k = (n + h * 12) % 12;
    return Math.round(255 * (l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/**
 * The texture value of one cell, in [-0.5, 0.5).
 * @param {number} x
 * @param {number} y
 * @param {number} seed
 */
function grain(x, y, seed) {
  let h = (Math.imul(x, 374761393) + Math.imul(y, 668265263) + seed) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) & 255) / 256 - 0.5;
}

/**
 * The picture of `slug` at `width` × `height` pixels, as filtered PNG rows.
 * Geometry is relative to the output, so every width shows the same picture.
 * @param {string} slug
 * @param {number} width
 * @param {number} height
 */
export function drawImage(slug, width, height) {
  const seed = hash(slug);
  const next = random(seed);
  const hue = next();
  const from = hsl(hue, 0.45, 0.72);
  const to = hsl(hue + 0.12, 0.5, 0.38);
  const side = Math.min(width, height);
  const shapes = [0, 1, 2].map((i) => ({
    round: next() < 0.6,
    x: (0.15 + 0.7 * next()) * width,
    y: (0.15 + 0.7 * next()) * height,
    rx: (0.12 + 0.22 * next()) * side,
    ry: (0.12 + 0.22 * next()) * side,
    colour: hsl(hue + 0.3 + 0.2 * i + 0.1 * next(), 0.55, 0.35 + 0.35 * next()),
  }));
  const stride = 1 + 3 * width;
  const raw = Buffer.alloc(stride * height);
  // Clamped views: gradient plus grain may leave 0…255, and must not wrap.
  const pixels = new Uint8ClampedArray(raw.buffer, raw.byteOffset, raw.length);
  const base = new Uint8ClampedArray(3 * width);
  const noise = new Float32Array(width);
  for (let y = 0; y < height; y++) {
    if (y % CELL === 0) {
      for (let x = 0; x < width; x++) {
        const t = (x / width + y / height) / 2;
        noise[x] = 22 * grain(Math.floor(x / CELL), y / CELL, seed);
        for (let c = 0; c < 3; c++) base[3 * x + c] = from[c] + (to[c] - from[c]) * t + noise[x];
      }
    }
    const row = y * stride;
    pixels.set(base, row + 1);
    for (const shape of shapes) {
      const dy = (y - shape.y) / shape.ry;
      if (Math.abs(dy) >= 1) continue;
      const half = shape.round ? shape.rx * Math.sqrt(1 - dy * dy) : shape.rx;
      const end = Math.min(width, Math.round(shape.x + half));
      for (let x = Math.max(0, Math.round(shape.x - half)); x < end; x++) {
        for (let c = 0; c < 3; c++) pixels[row + 1 + 3 * x + c] = shape.colour[c] + noise[x];
      }
    }
  }
  return raw;
}

/**
 * The image store and request handler: PNGs cached in memory by slug, sides
 * and width, the oldest dropped past `limit`.
 * @param {{ limit?: number }} [options]
 */
export function createImageHandler({ limit = 200 } = {}) {
  /** @type {Map<string, Buffer>} */
  const cache = new Map();

  /**
   * The PNG for one request (from the cache when it was made before).
   * @param {ImageRequest} request
   */
  function png({ slug, width, height, size }) {
    const key = `${slug}-${width}x${height}@${size}`;
    let body = cache.get(key);
    if (!body) {
      const rows = Math.max(1, Math.round((size * height) / width));
      body = encodePng(size, rows, drawImage(slug, size, rows));
      cache.set(key, body);
      if (cache.size > limit) cache.delete(cache.keys().next().value ?? key);
    }
    return body;
  }

  /**
   * Answers GET and HEAD of /images/…: the PNG, or a 404 for anything malformed.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {URL} url
   */
  function handle(req, res, url) {
    const request = parseImageRequest(url.pathname, url.searchParams);
    const body = url.pathname === UNDECODABLE ? Buffer.from('not a PNG') : request && png(request);
    if (!body) return sendText(res, 404, 'Not found');
    res.writeHead(200, {
      'Content-Type': 'image/png',
      'Content-Length': body.length,
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return { png, handle, cache };
}
