// The loader's catalogue, made at build time (README "The catalogue"):
// read the rows of src/loader/catalogue/ (plain data, written in TypeScript),
// add each entry's chunk files from the chunk build's graph, and encode the
// compact table `dist/loader.js` carries (src/loader/catalogue/encoded.ts).
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rollup } from 'rollup';
import ts from 'typescript';

/** Transpile-only TypeScript for rollup: the rows are data, type-checked by `tsc` with the rest. */
export const transpile = {
  name: 'transpile-ts',
  resolveId(id, importer) {
    if (!importer || !id.startsWith('.')) return null;
    const base = resolve(dirname(importer), id);
    return ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find(existsSync) ?? null;
  },
  transform(code, id) {
    if (!/\.tsx?$/.test(id)) return null;
    const out = ts.transpileModule(code, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2020 },
      fileName: id,
    });
    return { code: out.outputText, map: null };
  },
};

/** `{ BLOCKS, FEATURES }` of src/loader/catalogue/index.ts. */
export async function readCatalogue(input = 'src/loader/catalogue/index.ts') {
  const bundle = await rollup({ input, plugins: [transpile], onwarn: () => {} });
  const { output } = await bundle.generate({ format: 'es' });
  await bundle.close();
  const dir = mkdtempSync(join(tmpdir(), 'catalogue-'));
  const file = join(dir, 'catalogue.mjs');
  writeFileSync(file, output[0].code);
  try {
    return await import(pathToFileURL(file).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const STRATEGIES = ['eager', 'visible', 'idle', 'interaction'];
const CONDITIONS = ['signedIn', 'context', 'query', 'pageType', 'element'];

/**
 * The encoded catalogue (src/loader/catalogue/encoded.ts).
 * @param {{ BLOCKS: object[], FEATURES: object[] }} rows
 * @param {{ build: string, entries: Record<string, string>, modules: Record<string, string>, imports: Record<string, string[]> }} graph
 *   build: the build's folder under chunks/; entries: entry name → chunk file; modules: source module
 *   (`blocks/gallery/designs/stacked`, relative to src/, no extension) → the chunk that holds it;
 *   imports: chunk file → its static imports
 */
export function encodeCatalogue({ BLOCKS, FEATURES }, graph) {
  const prefix = `chunks/${graph.build}/`;
  const nameOf = (file) => {
    if (!file.startsWith(prefix) || !file.endsWith('.js')) throw new Error(`catalogue: ${file} is not in ${prefix}`);
    return file.slice(prefix.length, -3);
  };
  /**
   * One table's sets: rows that need the same files share a set. A member is
   * a chunk's name, or the number of a numbered shared chunk
   * (rollup.config.mjs, chunkFileName): `chunks/{build}/{member}.js` either way.
   */
  const table = () => {
    const sets = [];
    const setOf = (files) => {
      const list = [...new Set(files)].map((file) => {
        const name = nameOf(file);
        return /^\d+$/.test(name) ? Number(name) : name;
      });
      const key = JSON.stringify(list);
      let i = sets.findIndex((set) => JSON.stringify(set) === key);
      if (i < 0) i = sets.push(list) - 1;
      return i;
    };
    return { d: sets, setOf };
  };
  /** A chunk and everything it imports statically, transitively, the chunk first. */
  const closure = (file, seen = new Set()) => {
    if (!seen.has(file)) {
      seen.add(file);
      for (const dep of graph.imports[file] || []) closure(dep, seen);
    }
    return [...seen];
  };
  const entry = (name) => {
    const file = graph.entries[name];
    if (!file)
      throw new Error(
        `catalogue: no chunk for "${name}" (src/blocks/${name}/index.ts or src/features/${name}/index.ts)`,
      );
    // The loader names an entry's file after the entry: chunks/{build}/{name}.js.
    if (nameOf(file) !== name) throw new Error(`catalogue: the entry "${name}" was written as ${file}`);
    return file;
  };
  const moduleChunk = (path) => {
    const file = graph.modules[path];
    if (!file) throw new Error(`catalogue: no chunk holds the module "${path}"`);
    return file;
  };
  /** An entry's imports (the entry itself is implied by its name). */
  const filesOf = (name) => closure(entry(name)).slice(1);
  const depsOf = (setOf, name) => setOf(filesOf(name));

  const loader = table();
  const b = BLOCKS.map((row) => {
    const strategy = row.strategy ?? 'eager';
    if (!STRATEGIES.includes(strategy)) throw new Error(`catalogue: ${row.name} has an unknown strategy "${strategy}"`);
    const encoded = [row.name, [row.selector ?? '', ...(row.types ?? [])], strategy];
    // A lazy module's chunk and what it imports: requested with the block when its root holds a match.
    const contains =
      row.contains &&
      Object.entries(row.contains).map(([selector, path]) => [selector, loader.setOf(closure(moduleChunk(path)))]);
    if (!row.designs) {
      encoded.push(depsOf(loader.setOf, row.chunk ?? row.name));
      if (row.images !== undefined || row.chunk || contains) encoded[4] = row.images ?? null;
      if (row.chunk || contains) encoded.push(null, row.chunk ?? null);
      if (contains) encoded.push(contains);
      return encoded;
    }
    // The entry comes from the design: a bundle, which imports nothing (the loader requests it alone).
    const { entries, fallback } = row.designs;
    const names = {};
    for (const [key, name] of Object.entries(entries)) {
      if (filesOf(name).length) throw new Error(`catalogue: ${row.name}'s design entry "${name}" imports other chunks`);
      // Names whose entry is the fallback are left out: the loader falls back to it.
      if (name !== fallback) names[key] = name;
    }
    if (filesOf(fallback).length)
      throw new Error(`catalogue: ${row.name}'s design entry "${fallback}" imports other chunks`);
    encoded.push(loader.setOf([]), row.images ?? null, [names, fallback]);
    if (contains) encoded.push(null, contains);
    return encoded;
  });

  const runtime = table();
  const x = FEATURES.map((row) => [
    row.name,
    (row.when ?? []).map(([kind, ...args]) => {
      const code = CONDITIONS.indexOf(kind);
      if (code < 0) throw new Error(`catalogue: ${row.name} has an unknown condition "${kind}"`);
      // ['query', 'name=value'] → [2, name, value]; ['query', 'name'] → [2, name]
      return kind === 'query' ? [code, ...String(args[0]).split('=')] : [code, ...args];
    }),
    depsOf(runtime.setOf, row.name),
  ]);
  entry('services'); // it must exist; its imports come after it (theme scripts only, no first paint waits for it)
  return {
    loader: { v: graph.build, d: loader.d, b },
    runtime: { d: runtime.d, x },
  };
}

/** A virtual module's source: the table as one object literal. */
export function catalogueModule(encoded) {
  return `export default ${JSON.stringify(encoded)};`;
}
