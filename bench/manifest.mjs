// What the bench reads from the build's manifest (dist/manifest.json): which
// scripts every page of ours loads whatever its blocks, what our first
// script imports statically, and the server hints' rows.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const { closure } = createRequire(import.meta.url)('../scripts/size-lib.cjs');

/** @param {string} dist */
export function readManifest(dist = 'dist') {
  return JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8'));
}

/**
 * URL paths of `loader.js` with every file it imports statically (none while
 * it is a classic script): what must arrive before our first script can run.
 * @param {ReturnType<typeof readManifest>} manifest
 */
export function loaderFiles(manifest) {
  return [...closure(manifest, 'loader.js')].map((file) => `/${file}`);
}

/**
 * URL paths of what every page loads whatever its blocks: `loader.js` with
 * its static imports (not the blocks it imports on demand), the runtime and
 * every chunk telemetry may ever load (static and dynamic imports,
 * transitively), so the bench can show the gallery's JS without it.
 * @param {ReturnType<typeof readManifest>} manifest
 */
export function platformPaths(manifest) {
  const all = closure(manifest, 'loader.js');
  const walk = (file) => {
    for (const f of closure(manifest, file)) {
      if (all.has(f)) continue;
      all.add(f);
      (manifest.dynamicImports?.[f] || []).forEach(walk);
    }
  };
  for (const entry of ['runtime', 'telemetry']) if (manifest.entries[entry]) walk(manifest.entries[entry]);
  return new Set([...all].map((file) => `/${file}`));
}
