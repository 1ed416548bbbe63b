// Shared by `npm run size` and the size-budget test: what a page downloads,
// and the gzip budget of each file and page (size-budgets.json).
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { gzipSync } = require('node:zlib');

const gzip = (dir, files) =>
  files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dir, file)), { level: 9 }).length, 0);

/**
 * What a file holds, as a path: a numbered shared chunk (`chunks/b/7.js`,
 * rollup.config.mjs) by the manifest's `labels` (`chunks/b/consent.js`),
 * any other file by its own path. Budgets and tests name chunks this way.
 */
function labelOf(manifest, file) {
  const label = (manifest.labels || {})[file];
  return label ? file.replace(/[^/]+\.js$/, `${label}.js`) : file;
}

/** Every file a chunk needs: the chunk and its static imports, transitively. */
function closure(manifest, file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const dep of manifest.imports[file] || []) closure(manifest, dep, seen);
  return seen;
}

/** The files of the named entries (blocks, features), with their imports, each once. */
function filesOf(manifest, entries) {
  const seen = new Set();
  for (const name of entries) {
    const file = manifest.entries[name] || (manifest.lazy || {})[name];
    if (!file) throw new Error(`size-budgets.json names "${name}", which the build does not have`);
    closure(manifest, file, seen);
  }
  return [...seen];
}

/**
 * What every page downloads whatever its blocks besides loader.js (which
 * holds the runtime): the telemetry feature and its part after the first
 * paint, with their imports (rollup.config.mjs GROUPS). Paid once per page, so the rows of
 * one entry or its lazy chunks leave it out; the page rows count it.
 */
function everyPage(manifest) {
  const seen = new Set();
  for (const file of [manifest.entries.telemetry, (manifest.lazy || {}).deferred])
    if (file) closure(manifest, file, seen);
  return seen;
}

/**
 * Rows of { label, files, gzip, budget } and the rows over budget.
 * Budgets: `files` by name (the content hash left out), `pages` as
 * everything such a page downloads (loader.js, what every page loads and
 * the listed entries with their imports), `entries` as one entry's chunk
 * with its imports beyond what every page loads, `eventually` as that with
 * everything it may import later, `groups`
 * as named entries or lazy chunks together, without the shared UI runtime,
 * and `chunks` as named chunk files alone, without their imports.
 */
function checkBudgets(dir, budgets = JSON.parse(readFileSync('size-budgets.json', 'utf8'))) {
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
  const mine = budgets[manifest.flavour];
  const named = (file) => labelOf(manifest, file);
  const common = everyPage(manifest);
  const own = (files) => [...files].filter((file) => !common.has(file));
  const rows = Object.keys(manifest.files).map((file) => ({
    label: named(file) === file ? file : `${file} (${named(file)})`,
    files: [file],
    budget: mine.files[named(file).replace(/^chunks\/[^/]+\//, 'chunks/')],
  }));
  for (const [name, file] of Object.entries(manifest.entries)) {
    rows.push({
      label: `${name} with its imports`,
      files: common.has(file) ? [...closure(manifest, file)] : own(closure(manifest, file)),
      budget: (mine.entries || {})[name],
    });
  }
  for (const [name, budget] of Object.entries(mine.eventually || {})) {
    // An entry with everything it may import later, transitively: what it can cost in all.
    const all = new Set();
    // What every page's own chunks import later (performance records, the trace) is not this entry's.
    const walk = (file) => {
      for (const f of closure(manifest, file)) {
        if (all.has(f) || (common.has(f) && f !== manifest.entries[name])) continue;
        all.add(f);
        (manifest.dynamicImports[f] || []).forEach(walk);
      }
    };
    walk(manifest.entries[name]);
    rows.push({
      label: `${name}, eventually (with import())`,
      files: common.has(manifest.entries[name]) ? [...all] : own(all),
      budget,
    });
  }
  for (const [name, page] of Object.entries(mine.pages || {})) {
    rows.push({
      label: `page: ${name}`,
      files: ['loader.js', ...new Set([...common, ...filesOf(manifest, page.entries)])],
      budget: page.budget,
    });
  }
  for (const [name, group] of Object.entries(mine.groups || {})) {
    // Chunks counted together without the shared UI runtime (preact or
    // react), which every React block shares: "the lightbox ≤ 6 KB".
    const files = filesOf(manifest, group.entries).filter((file) => !/^chunks\/[^/]+\/(preact|react)\.js$/.test(file));
    rows.push({ label: `group: ${name}`, files, budget: group.budget });
  }
  for (const [name, group] of Object.entries(mine.chunks || {})) {
    // Chunk files by name, without their imports: a block's own code, apart
    // from the services it shares with other blocks ("the video chunk ≤ 3 KB").
    const files = group.files.map((label) => {
      const file = Object.keys(manifest.files).find((f) => named(f).replace(/^chunks\/[^/]+\//, '') === `${label}.js`);
      if (!file) throw new Error(`size-budgets.json names the chunk "${label}", which the build does not have`);
      return file;
    });
    rows.push({ label: `chunks: ${name}`, files, budget: group.budget });
  }
  for (const row of rows) row.gzip = gzip(dir, row.files);
  return { rows, failures: rows.filter((row) => row.budget && row.gzip > row.budget) };
}

module.exports = { closure, everyPage, filesOf, labelOf, checkBudgets };
