// Rollup plugin: a words table of src/core/words/locales/ (`{ 'form.invalidFields': '…' }`,
// readable and reviewed by id) ships as its strings in the order of src/core/words/ids.ts,
// without the ids: an array with a hole for each message the table leaves to English. The
// build numbers the ids in the code the same way (./message-ids.mjs), so a table is read by
// position and a page fetches it alone (issue 27: a table is ≤ 2 KB gzip).
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import ts from 'typescript';

const LOCALES = /[\\/]src[\\/]core[\\/]words[\\/]locales[\\/][^\\/]+\.ts$/;

/** A module's default export, evaluated at build time (the tables are plain data). */
export function defaultExport(file) {
  const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020 },
  });
  const module = { exports: {} };
  runInNewContext(outputText, { module, exports: module.exports, require: () => ({}) });
  return module.exports.default;
}

export function wordTables() {
  return {
    name: 'word-tables',
    transform(_code, id) {
      if (!LOCALES.test(id)) return null;
      const ids = defaultExport(id.replace(/locales[\\/][^\\/]+\.ts$/, 'ids.ts'));
      const table = defaultExport(id);
      const unknown = Object.keys(table).filter((key) => !ids.includes(key));
      if (unknown.length) this.error(`${id}: ids not in src/core/words/ids.ts: ${unknown.join(', ')}`);
      // A hole (`,,`) for a message left to English: `say` reads undefined and falls back.
      const strings = ids.map((key) => (key in table ? JSON.stringify(table[key]) : '')).join(',');
      return { code: `export default [${strings}];`, map: null };
    },
  };
}
