// Rollup plugin: small stateless modules are copied into each module that
// imports them, instead of becoming tiny shared chunks.
//
// One rule lives in one source file (STYLE.md: "one rule, one place"), but a
// 100-byte helper shared by several blocks would otherwise become a chunk of
// its own: one more request on every page that uses it, one more name in the
// loader's catalogue. A module opts in with the tag `@build-inline` in its
// leading comment; it must keep no state (a copy per importer would split
// it) and stay small (each importer carries its own copy, tree-shaken to what
// that importer uses). Page-wide services (`escapeManagerFor`, `cookiesFor`,
// `consentFor`) keep state and must never carry the tag.
//
// Each copy is keyed by its importer, so it always lands in the importer's
// own chunk, whichever chunk that is.
import { readFileSync } from 'node:fs';
import ts from 'typescript';

const PREFIX = '\0inline:';
const SEPARATOR = '?from=';

/** The real file behind an id (a copy's id names its source file). */
const realPath = (id) => (id.startsWith(PREFIX) ? id.slice(PREFIX.length, id.indexOf(SEPARATOR)) : id);

export function inlineSmallModules() {
  const tagged = new Map();
  const isTagged = (file) => {
    if (!/\.tsx?$/.test(file)) return false;
    if (!tagged.has(file)) {
      const head = readFileSync(file, 'utf8').match(/^\s*\/\*[\s\S]*?\*\//);
      tagged.set(file, !!head && head[0].includes('@build-inline'));
    }
    return tagged.get(file);
  };
  return {
    name: 'inline-small-modules',
    async resolveId(source, importer, options) {
      if (!importer || source.startsWith('\0')) return null;
      const copy = importer.startsWith(PREFIX);
      const resolved = await this.resolve(source, realPath(importer), { ...options, skipSelf: true });
      if (!resolved || resolved.external) return copy ? resolved : null;
      if (isTagged(resolved.id)) return `${PREFIX}${resolved.id}${SEPARATOR}${importer}`;
      return copy ? resolved : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = realPath(id);
      this.addWatchFile(file);
      const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
        compilerOptions: {
          module: ts.ModuleKind.ESNext,
          target: ts.ScriptTarget.ES2020,
          jsx: ts.JsxEmit.ReactJSX,
          isolatedModules: true,
        },
        fileName: file,
      });
      return { code: outputText, map: null };
    },
  };
}
