// npm run size -- --loader: what each part of dist/loader.js costs (issue
// "Fast start": measure the loader, move out what need not run before the
// first block is found). Builds the loader from src/ with the catalogue of the
// last `npm run build` (dist/manifest.json) and prints, gzip -9:
//  - the whole loader, and the catalogue table alone;
//  - each source module's share of the rest: its minified length in the
//    bundle, scaled to the gzip bytes of the code (gzip works on the whole,
//    so a share is an estimate; the total is exact).
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
  const code = gz(whole) - gz(table);
  const modules = Object.entries(chunk.modules).filter(([id, module]) => module.renderedLength && id !== '\0catalogue');
  const length = modules.reduce((sum, [, module]) => sum + module.renderedLength, 0);
  const parts = modules
    .map(([id, module]) => ({
      module: id.replace(`${process.cwd()}/`, ''),
      gzip: Math.round((code * module.renderedLength) / length),
    }))
    .sort((a, b) => b.gzip - a.gzip);
  return { total: gz(whole), catalogue: gz(table), parts };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { total, catalogue, parts } = await loaderCost();
  console.log(`loader.js: ${total} B gzip, of which the catalogue table about ${catalogue} B`);
  for (const part of parts) console.log(`${String(part.gzip).padStart(6)}  ${part.module}`);
}
