// Server hints (README "Server hints"), written the way the platform would:
// for the blocks a page has, a <link rel="modulepreload"> for each file that
// dist/manifest.json's `preload` lists, so the browser fetches the block code
// with the page instead of a round trip after loader.js.
//
// An example page asks for them with a placeholder in its <head>:
//   {{PRELOAD gallery/slideshow+lightbox+autoplay image}}
// one word per block: the catalogue row's name, `/` the value of its variant
// field (a gallery's design; the fallback without one), `+` each flag field
// its block JSON turns on. The platform reads those from the block JSON.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * @typedef {{ runtime: string[],
 *   blocks: Record<string, { files: string[], variant?: { files: Record<string, string[]>, fallback: string[] }, flags?: Record<string, string[]> }>,
 *   features: Record<string, { always: boolean, files: string[] }> }} Preload
 */

/**
 * The files to hint for `blocks`: the runtime, the features every page
 * loads, and each block's files with its variant and flags, each file once.
 * An unknown block or variant name throws: a hint for nothing is a typo.
 * @param {Preload} preload
 * @param {string[]} blocks words as above
 * @returns {string[]} paths relative to dist/
 */
export function preloadFiles(preload, blocks) {
  const files = [
    ...preload.runtime,
    ...Object.values(preload.features).flatMap((feature) => (feature.always ? feature.files : [])),
  ];
  for (const word of blocks) {
    const [head, ...flags] = word.split('+');
    const [name, variant] = head.split('/');
    const row = preload.blocks[name];
    if (!row) throw new Error(`no block "${name}" in manifest.preload`);
    files.push(...row.files);
    if (row.variant) {
      const chosen = variant ? row.variant.files[variant] : row.variant.fallback;
      if (!chosen) throw new Error(`no variant "${variant}" of "${name}" in manifest.preload`);
      files.push(...chosen);
    }
    for (const flag of flags) files.push(...(row.flags?.[flag] ?? []));
  }
  return [...new Set(files)];
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
