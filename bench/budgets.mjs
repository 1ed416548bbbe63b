// Our gallery's byte budgets, read from the build's manifest (dist/manifest.json).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const { closure } = createRequire(import.meta.url)('../scripts/size-lib.cjs');

/** The shared UI runtime every React block shares: outside both budgets. */
const SHARED = /^chunks\/[^/]+\/(preact|react)\.js$/;

/**
 * Gzip -9 bytes (the manifest's) of the gallery engine with the slideshow
 * (stacked) design, and of the lightbox, each with its static imports and
 * without the shared preact chunk; NaN when the build has no such chunk.
 * `optional`: the gallery's own lazy parts the bench page also fetches
 * (autoplay, the lightbox bridge), not in the engine's budget.
 * `platform`: what every page loads whatever its blocks (the loader and
 * telemetry with all it may import), as URL paths, so the bench can show the
 * gallery's JS without it.
 * @param {string} [dist]
 */
export function gallerySizes(dist = 'dist') {
  const manifest = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8'));
  const chunk = (name) =>
    manifest.entries[name] ||
    (manifest.lazy || {})[name] ||
    Object.keys(manifest.files).find((file) => file.endsWith(`/${name}.js`));
  const group = (names, without = new Set()) => {
    const files = new Set();
    for (const name of names) {
      const file = chunk(name);
      if (!file) return { bytes: NaN, files: [] };
      closure(manifest, file, files);
    }
    const kept = [...files].filter((file) => !SHARED.test(file) && !without.has(file)).sort();
    return { bytes: kept.reduce((sum, file) => sum + manifest.files[file].gzip, 0), files: kept };
  };
  const engine = group(['gallery', 'stacked']);
  const lightbox = group(['lightbox']);
  const optional = group(['autoplay', 'lightbox-bridge'], new Set(engine.files));
  return {
    engine: engine.bytes,
    lightbox: lightbox.bytes,
    optional: optional.bytes,
    files: { engine: engine.files, lightbox: lightbox.files, optional: optional.files },
    platform: platformPaths(manifest),
  };
}

/** `/loader.js`, the runtime and every chunk telemetry may ever load (static and dynamic imports, transitively). */
function platformPaths(manifest) {
  const all = new Set(['loader.js']);
  const walk = (file) => {
    for (const f of closure(manifest, file)) {
      if (all.has(f)) continue;
      all.add(f);
      (manifest.dynamicImports[f] || []).forEach(walk);
    }
  };
  for (const entry of ['runtime', 'telemetry']) if (manifest.entries[entry]) walk(manifest.entries[entry]);
  return new Set([...all].map((file) => `/${file}`));
}
