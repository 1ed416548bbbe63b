// Rollup plugin: modules copied into the chunks that need them, instead of
// becoming shared chunks. Two kinds of copy:
//
// 1. Small stateless modules, copied into each module that imports them.
//    One rule lives in one source file (STYLE.md: "one rule, one place"), but a
//    100-byte helper shared by several blocks would otherwise become a chunk of
//    its own: one more request on every page that uses it, one more name in the
//    loader's catalogue. A module opts in with the tag `@build-inline` in its
//    leading comment; it must keep no state (a copy per importer would split
//    it) and stay small (each importer carries its own copy, tree-shaken to what
//    that importer uses). Page-wide services (`escapeManagerFor`, `cookiesFor`,
//    `consentFor`) keep state and must never carry the tag. Each copy is keyed
//    by its importer, so it always lands in the importer's own chunk, whichever
//    chunk that is; inside a bundle (below), by the bundle: one copy for it all.
//
// 2. A bundle's own copies (option `bundles`, issue "Ahead at start": the
//    loader, then one file per block). A block whose first mount must need
//    one file carries its own copy of the shared modules it reaches: the
//    gallery's copy of the image loader, which the image block, the lightbox
//    and the summaries share as a chunk of their own. A module that matches
//    the bundle's `copies`, imported by one of its `members` or copies,
//    becomes one copy for the whole bundle; rollup.config.mjs's manualChunks
//    puts the bundle's copies in its chunk. Whatever such a module keeps for
//    the page must be found through the page (the image queue: a registered
//    symbol on the window), or each copy would keep its own.
import { readFileSync } from 'node:fs';
import ts from 'typescript';

const INLINE = '\0inline:';
const FROM = '?from=';
const FOR_BUNDLE = '?bundle=';
const COPY = '\0copy:';
/** A bundle's entry: `\0bundle:{bundle}`, which re-exports the bundle's copy of its `entry` file. */
const BUNDLE_ENTRY = '\0bundle:';
/** A module a bundle leaves out (its `leaveOut`): an empty module in its place, `\0left-out:{bundle}:{file}`. */
const LEFT_OUT = '\0left-out:';

/** The bundle and real file of a bundle's copy: `\0copy:{bundle}:{file}`. */
function copyParts(id) {
  const rest = id.slice(COPY.length);
  const colon = rest.indexOf(':');
  return { bundle: rest.slice(0, colon), file: rest.slice(colon + 1) };
}

/** The real file behind a module id (a copy's id names its source file). */
export function realPath(id) {
  if (id.startsWith(INLINE)) return id.slice(INLINE.length, id.indexOf('?'));
  if (id.startsWith(COPY)) return copyParts(id).file;
  if (id.startsWith(LEFT_OUT)) return id.slice(id.indexOf(':', LEFT_OUT.length) + 1);
  return id;
}

/**
 * The bundle whose own copy module `id` is (a copy of a shared module, or an
 * `@build-inline` module copied once for the bundle), else null.
 */
export function bundleCopyOf(id) {
  if (id.startsWith(COPY)) return copyParts(id).bundle;
  if (id.startsWith(BUNDLE_ENTRY)) return id.slice(BUNDLE_ENTRY.length);
  if (id.startsWith(LEFT_OUT)) return id.slice(LEFT_OUT.length, id.indexOf(':', LEFT_OUT.length));
  if (id.startsWith(INLINE) && id.includes(FOR_BUNDLE)) return id.slice(id.indexOf(FOR_BUNDLE) + FOR_BUNDLE.length);
  return null;
}

/** The id of bundle `name`'s entry module, for rollup's `input`. */
export function bundleEntry(name) {
  return `${BUNDLE_ENTRY}${name}`;
}

/**
 * @param {{ bundles?: Record<string, { members?: RegExp, copies: RegExp, entry?: string, leaveOut?: RegExp }> }} [options]
 *   bundles: name → the real files that are the bundle's own (`members`, e.g. a block's folder),
 *   and the shared files it takes a copy of (`copies`); a file the bundle copies is not a member,
 *   even inside its folder (another chunk imports it as itself). A bundle with an `entry` (a real
 *   file) is built from its entry `bundleEntry(name)`, a copy of that file and of everything it
 *   reaches that `copies` matches: several bundles can so each hold the same modules (the
 *   gallery's engine, once per design). `leaveOut`: files its copies import that the bundle
 *   replaces by an empty module (the designs a design's bundle does not carry).
 */
export function inlineSmallModules({ bundles = {} } = {}) {
  const tagged = new Map();
  const isTagged = (file) => {
    if (!/\.tsx?$/.test(file)) return false;
    if (!tagged.has(file)) {
      const head = readFileSync(file, 'utf8').match(/^\s*\/\*[\s\S]*?\*\//);
      tagged.set(file, !!head && head[0].includes('@build-inline'));
    }
    return tagged.get(file);
  };
  /** The bundle module `id` belongs to: as a member, a copy, or an inline copy of a member's. */
  const bundleOf = (id) => {
    const copied = bundleCopyOf(id);
    if (copied) return copied;
    if (id.startsWith(INLINE)) return bundleOf(id.slice(id.indexOf(FROM) + FROM.length));
    const named = Object.entries(bundles).find(
      ([, { members, copies }]) => members && members.test(id) && !copies.test(id),
    );
    return named ? named[0] : null;
  };
  return {
    name: 'inline-small-modules',
    async resolveId(source, importer, options) {
      if (source.startsWith(BUNDLE_ENTRY) || source.startsWith(LEFT_OUT)) return source;
      if (!importer || source.startsWith('\0')) return null;
      const copy = importer.startsWith(INLINE) || importer.startsWith(COPY);
      const resolved = await this.resolve(source, realPath(importer), { ...options, skipSelf: true });
      if (!resolved || resolved.external) return copy ? resolved : null;
      const bundle = bundleOf(importer);
      if (isTagged(resolved.id))
        return bundle ? `${INLINE}${resolved.id}${FOR_BUNDLE}${bundle}` : `${INLINE}${resolved.id}${FROM}${importer}`;
      if (bundle && bundles[bundle].leaveOut?.test(resolved.id)) return `${LEFT_OUT}${bundle}:${resolved.id}`;
      if (bundle && !resolved.id.startsWith('\0') && bundles[bundle].copies.test(resolved.id))
        return `${COPY}${bundle}:${resolved.id}`;
      return copy ? resolved : null;
    },
    load(id) {
      if (id.startsWith(LEFT_OUT)) return { code: 'export {};', map: null };
      if (id.startsWith(BUNDLE_ENTRY)) {
        const name = id.slice(BUNDLE_ENTRY.length);
        return { code: `export * from ${JSON.stringify(bundles[name].entry)};`, map: null };
      }
      if (!id.startsWith(INLINE) && !id.startsWith(COPY)) return null;
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
