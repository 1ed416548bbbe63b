// npm run size -- --loader: what each part of dist/loader.js costs (issue
// "Fast start": measure the loader, move out what need not run before the
// first block is found). Builds the loader from src/ with the catalogue of the
// last `npm run build` (dist/manifest.json) and prints, gzip -9:
//  - the whole loader and the catalogue table alone;
//  - each source module, minified on its own (an upper bound: gzip has a
//    per-stream overhead of ~20 B, so the parts add up to more than the whole).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { rollup } from 'rollup';
import { minify } from 'terser';
import { catalogueModule, encodeCatalogue, readCatalogue, transpile } from './catalogue.mjs';

const TERSER = {
  ecma: 2020,
  toplevel: true,
  compress: { passes: 3, unsafe_arrows: true },
  format: { comments: false },
};
const gz = (text) => gzipSync(text, { level: 9 }).length;

export async function loaderCost(dist = 'dist', input = 'src/loader/index.ts') {
  const manifest = JSON.parse(readFileSync(`${dist}/manifest.json`, 'utf8'));
  const table = catalogueModule(
    encodeCatalogue(await readCatalogue(), {
      entries: manifest.entries,
      modules: manifest.modules,
      imports: manifest.imports,
      build: manifest.build,
    }).loader,
  );
  const virtual = {
    name: 'catalogue',
    resolveId: (id) => (id === 'site-runtime:catalogue' ? '\0catalogue' : null),
    load: (id) => (id === '\0catalogue' ? table : null),
  };
  const bundle = await rollup({ input, plugins: [virtual, transpile], onwarn: () => {} });
  const { output } = await bundle.generate({ format: 'iife' });
  await bundle.close();
  const [chunk] = output;
  const whole = (await minify(chunk.code.replace(/__VERSION__/g, '"0.0.0"'), TERSER)).code;
  const parts = [];
  for (const [id, module] of Object.entries(chunk.modules)) {
    if (!module.code) continue;
    const code = (await minify(module.code, { ...TERSER, module: true, toplevel: false })).code || '';
    parts.push({
      module: id.replace(`${process.cwd()}/`, '').replace('\0catalogue', '(catalogue table)'),
      gzip: gz(code),
      bytes: code.length,
    });
  }
  parts.sort((a, b) => b.gzip - a.gzip);
  return { total: gz(whole), catalogue: gz(table), parts };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { total, catalogue, parts } = await loaderCost();
  console.log(`loader.js: ${total} B gzip, of which the catalogue table about ${catalogue} B`);
  for (const part of parts) console.log(`${String(part.gzip).padStart(6)}  ${part.module}`);
}
