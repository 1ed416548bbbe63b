// Shared by `npm run size` and the size-budget test: what a page downloads,
// and the gzip budget of each file and page (size-budgets.json).
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { gzipSync } = require('node:zlib');

const gzip = (dir, files) => files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dir, file)), { level: 9 }).length, 0);

/** Every file a block's chunk needs: the chunk and its static imports, transitively. */
function closure(manifest, file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const dep of manifest.imports[file] || []) closure(manifest, dep, seen);
  return seen;
}

/** Rows of { label, files, gzip, budget } and the rows over budget. */
function checkBudgets(dir, budgets = JSON.parse(readFileSync('size-budgets.json', 'utf8'))) {
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
  const flavour = manifest.flavour;
  const rows = Object.keys(manifest.files).map((file) => ({
    label: file,
    files: [file],
    budget: budgets[flavour].files[file.replace(/-[\w-]{8}\.js$/, '.js')],
  }));
  rows.push({ label: 'page with no blocks', files: ['loader.js'], budget: budgets[flavour].pages['no-blocks'] });
  for (const [name, file] of Object.entries(manifest.entries)) {
    rows.push({
      label: `loader + ${name} (with its imports)`,
      files: ['loader.js', ...closure(manifest, file)],
      budget: budgets[flavour].pages[name],
    });
  }
  for (const row of rows) row.gzip = gzip(dir, row.files);
  return { rows, failures: rows.filter((row) => row.budget && row.gzip > row.budget) };
}

module.exports = { closure, checkBudgets };
