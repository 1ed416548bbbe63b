// npm run size: every file a visitor may download, gzip and brotli bytes,
// against its budget (size-budgets.json). Exits 1 when a budget is exceeded.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import sizeLib from './size-lib.cjs';

const { checkBudgets } = sizeLib;

if (process.argv.includes('--loader')) {
  const { loaderCost } = await import('./loader-cost.mjs');
  const { total, catalogue, parts } = await loaderCost();
  console.log(`dist/loader.js: ${total} B gzip; the catalogue table about ${catalogue} B, the code the rest:`);
  for (const part of parts) console.log(`${String(part.gzip).padStart(6)}  ${part.module}`);
  process.exit(0);
}

for (const dir of ['dist', 'dist-react']) {
  if (!existsSync(join(dir, 'manifest.json'))) {
    console.log(`${dir}/: not built (npm run ${dir === 'dist' ? 'build' : 'build:react'})`);
    continue;
  }
  const { rows, failures } = checkBudgets(dir);
  console.log(`\n${dir}/`);
  console.log('file'.padEnd(44), 'bytes'.padStart(8), 'gzip'.padStart(8), 'brotli'.padStart(8), 'budget'.padStart(8));
  for (const row of rows) {
    const body = row.files.map((file) => readFileSync(join(dir, file)));
    const bytes = body.reduce((sum, b) => sum + b.length, 0);
    const brotli = body.reduce(
      (sum, b) => sum + brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      0,
    );
    const gzip = body.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0);
    const budget = row.budget ? `${row.budget}` : '-';
    const flag = row.budget && gzip > row.budget ? '  OVER' : '';
    console.log(
      row.label.padEnd(44),
      `${bytes}`.padStart(8),
      `${gzip}`.padStart(8),
      `${brotli}`.padStart(8),
      budget.padStart(8) + flag,
    );
  }
  if (failures.length) process.exitCode = 1;
}
