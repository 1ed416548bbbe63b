// Server hints (README "Server hints"), written the way the platform would:
// for the blocks in a page's first viewport, a <link rel="modulepreload"> for
// the first files that dist/manifest.json's `preload` lists for them, so the
// browser fetches the block code with the page instead of a round trip after
// loader.js. The page writes loader.js first (fetchpriority="high").
//
// An example page asks for them with a placeholder in its <head>:
//   {{PRELOAD gallery/slideshow image}}
// one word per block: the catalogue row's name, `/` a gallery's design (the
// fallback without one). The platform reads those from the block JSON.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * @typedef {{
 *   blocks: Record<string, { files: string[], designs?: { files: Record<string, string[]>, fallback: string[] } }>,
 *   features: Record<string, { always: boolean, files: string[] }> }} Preload
 */

/**
 * At most this many hinted files: over HTTP/1.1 a browser opens six
 * connections to a host, and the loader, written before the hints with
 * `fetchpriority="high"`, must never wait behind them (README "Server
 * hints": with nine hints before it, the loader started 176 ms late).
 */
export const MAX_HINTS = 5;

/**
 * The files to hint for `blocks`, in the order the loader needs them: each
 * block's own file first (for a gallery, its design's bundle), then the
 * chunks they import; each file once, at most `limit`. Not the features
 * (telemetry waits for the first paint anyway) nor the runtime (it is in
 * loader.js). An unknown block name throws: a hint for nothing is a typo.
 * @param {Preload} preload
 * @param {string[]} blocks words as above
 * @param {number} [limit]
 * @returns {string[]} paths relative to dist/
 */
export function preloadFiles(preload, blocks, limit = MAX_HINTS) {
  const first = [];
  const rest = [];
  for (const word of blocks) {
    // `+flag` words are read and add nothing: a block's bundle holds every part its flags turn on.
    const [head] = word.split('+');
    const [name, design] = head.split('/');
    const row = preload.blocks[name];
    if (!row) throw new Error(`no block "${name}" in manifest.preload`);
    // A design's files start with the entry that serves the block (a gallery's design bundle);
    // a name not listed takes the fallback, as the loader does.
    const own = row.designs
      ? (design && row.designs.files[design.trim().toLowerCase()]) || row.designs.fallback
      : row.files.slice(0, 1);
    first.push(own[0]);
    rest.push(...own.slice(1), ...(row.designs ? row.files : row.files.slice(1)));
  }
  return [...new Set([...first, ...rest])].slice(0, limit);
}

/**
 * Replaces each `{{PRELOAD …}}` in `html` with the link tags for its blocks,
 * read from `distDir`'s manifest at each request (the build may change under
 * a running server). A page without the placeholder is returned as it is.
 * @param {string} html
 * @param {string} distDir
 * @param {string} cdnUrl where dist/ is served
 */
export async function expandPreload(html, distDir, cdnUrl) {
  if (!html.includes('{{PRELOAD')) return html;
  const { preload } = JSON.parse(await readFile(join(distDir, 'manifest.json'), 'utf8'));
  return html.replace(/\{\{PRELOAD\s+([^}]*)\}\}/g, (_, words) =>
    preloadFiles(preload, words.trim().split(/\s+/))
      .map((file) => `<link rel="modulepreload" href="${cdnUrl}/${file}">`)
      .join('\n    '),
  );
}
