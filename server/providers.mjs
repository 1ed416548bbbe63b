/**
 * Fake third-party providers on the site origin (issue "Media and embeds"),
 * so the examples and tests never leave loopback: a YouTube/Vimeo player page
 * that speaks their postMessage protocols, a map API, a follow-button widget,
 * OpenTable's and Tock's widget scripts, Disqus's comment-count script, a
 * Google-Fonts-style stylesheet and a Typekit kit. Pages point the runtime at
 * them through the page context's `providerUrls`.
 *
 * Every answer can be made to fail from its URL: `?fail=404` (any 4xx/5xx
 * status) or `?hang=1` (never answers; the client's time-out decides).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ASSETS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'providers');

/** A Typekit kit the fake knows: its families. Any other kit id answers 404. */
export const FAKE_TYPEKIT_KITS = { demo: ['proxima-nova', 'freight-text-pro'] };

const JS = 'text/javascript; charset=utf-8';
const CSS = 'text/css; charset=utf-8';
const HTML = 'text/html; charset=utf-8';

/** A JS string literal (JSON is valid JS, and `<` is escaped so nothing closes a tag). */
const literal = (value) => JSON.stringify(String(value)).replace(/</g, '\\u003c');

/**
 * The fakes' answers: path → (url) => { type, body } | null (404).
 * @type {[RegExp, (url: URL, match: RegExpExecArray) => Promise<{ type: string, body: string, headers?: object } | null> | { type: string, body: string, headers?: object } | null][]}
 */
const ROUTES = [
  // The player page: /providers/video/youtube/embed/{id} or /providers/video/vimeo/video/{id}.
  [
    /^\/providers\/video\/(youtube|youtube-nocookie|vimeo)\/(?:embed|video)\/([\w-]+)$/,
    async (url, [, provider, id]) => ({
      type: HTML,
      headers: { 'Content-Security-Policy': "default-src 'self'; script-src 'self'; style-src 'self'" },
      body: (await readFile(path.join(ASSETS, 'player.html'), 'utf8'))
        .replace('{{PROVIDER}}', provider.startsWith('youtube') ? 'youtube' : 'vimeo')
        .replace('{{ID}}', id),
    }),
  ],
  [/^\/providers\/video\/player\.(js|css)$/, async (url, [, ext]) => asset(`player.${ext}`, ext === 'js' ? JS : CSS)],
  [
    /^\/providers\/maps\/api\.js$/,
    async (url) => {
      const callback = url.searchParams.get('callback') ?? '';
      if (!/^[\w$]+$/.test(callback)) return null;
      const body = (await readFile(path.join(ASSETS, 'maps.js'), 'utf8'))
        .replace("'{{CALLBACK}}'", literal(callback))
        .replace("'{{AUTH_FAILS}}'", url.searchParams.get('key') === 'invalid' ? 'true' : 'false');
      return { type: JS, body };
    },
  ],
  [/^\/providers\/follow\/widgets\.js$/, () => asset('follow.js', JS)],
  [
    /^\/providers\/opentable\/loader\.js$/,
    async (url) => {
      const rid = url.searchParams.get('rid') ?? '';
      if (!/^\d+$/.test(rid)) return null;
      const query = new URLSearchParams({ rid, theme: url.searchParams.get('theme') === 'wide' ? 'wide' : 'standard' });
      const body = (await readFile(path.join(ASSETS, 'opentable.js'), 'utf8')).replace(
        "'{{FRAME}}'",
        literal(`/providers/opentable/widget.html?${query}`),
      );
      return { type: JS, body };
    },
  ],
  [
    /^\/providers\/opentable\/widget\.html$/,
    async (url) => ({
      type: HTML,
      headers: { 'Content-Security-Policy': "default-src 'self'; style-src 'self'" },
      body: (await readFile(path.join(ASSETS, 'opentable.html'), 'utf8'))
        .replace('{{RID}}', String(Number(url.searchParams.get('rid')) || 0))
        .replace('{{THEME}}', url.searchParams.get('theme') === 'wide' ? 'wide' : 'standard'),
    }),
  ],
  [/^\/providers\/opentable\/widget\.css$/, () => asset('opentable.css', CSS)],
  [/^\/providers\/tock\/tock\.js$/, () => asset('tock.js', JS)],
  // The site's own audio file for the audio block's examples: a quiet 440 Hz tone.
  [
    /^\/providers\/media\/tone\.wav$/,
    (url) => ({ type: 'audio/wav', body: tone(Number(url.searchParams.get('seconds')) || 3) }),
  ],
  [/^\/providers\/disqus\/count\.js$/, () => asset('disqus.js', JS)],
  [
    /^\/providers\/fonts\/css2$/,
    (url) => ({
      type: CSS,
      body: url.searchParams
        .getAll('family')
        .map((family) => fontFace(family.split(':')[0], url.searchParams.get('display')))
        .join('\n'),
    }),
  ],
  [
    /^\/providers\/typekit\/([\w-]+)\.css$/,
    (url, [, kit]) =>
      FAKE_TYPEKIT_KITS[kit]
        ? { type: CSS, body: FAKE_TYPEKIT_KITS[kit].map((f) => fontFace(f, 'swap')).join('\n') }
        : null,
  ],
];

/**
 * A WAV file: `seconds` (at most 30) of a quiet 440 Hz sine, 8 kHz, 8-bit mono.
 * @param {number} seconds
 */
export function tone(seconds) {
  const rate = 8000;
  const samples = Math.round(Math.min(Math.max(seconds, 0.1), 30) * rate);
  const wav = Buffer.alloc(44 + samples);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate, 28);
  wav.writeUInt16LE(1, 32);
  wav.writeUInt16LE(8, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples, 40);
  for (let i = 0; i < samples; i++) wav[44 + i] = 128 + Math.round(16 * Math.sin((2 * Math.PI * 440 * i) / rate));
  return wav;
}

/** A face that needs no download: the system's sans-serif under the requested name. */
function fontFace(family, display) {
  const name = family.replace(/[^\w -]/g, '');
  return `@font-face{font-family:"${name}";src:local("DejaVu Sans"),local("Arial");font-display:${display === 'swap' ? 'swap' : 'auto'}}`;
}

async function asset(name, type) {
  return { type, body: await readFile(path.join(ASSETS, name), 'utf8') };
}

/**
 * Creates the handler of `/providers/…`.
 * @param {{ record?: (req: import('node:http').IncomingMessage, url: URL) => { status: unknown } | void }} [options]
 *   `record` logs each request (the reference API's log)
 */
export function createProviders({ record = () => {} } = {}) {
  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {URL} url
   */
  return async function handleProvider(req, res, url) {
    const entry = record(req, url);
    res.on('finish', () => entry && (entry.status = res.statusCode));
    if (url.searchParams.get('hang') === '1') return; // never answered; the server's close drops it
    const fail = Number(url.searchParams.get('fail'));
    if (fail >= 400 && fail <= 599)
      return send(res, fail, 'text/plain; charset=utf-8', `Fake provider told to fail with ${fail}`);
    for (const [pattern, answer] of ROUTES) {
      const match = pattern.exec(url.pathname);
      if (!match) continue;
      const found = await answer(url, match);
      return found ? send(res, 200, found.type, found.body, found.headers) : send(res, 404, 'text/plain', 'Not found');
    }
    send(res, 404, 'text/plain', 'Not found');
  };
}

function send(res, status, type, body, headers = {}) {
  const buffer = Buffer.isBuffer(body) ? body : Buffer.from(body);
  res.writeHead(status, {
    'Content-Type': type,
    'Content-Length': buffer.length,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  res.end(buffer);
}
