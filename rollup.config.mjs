// Two builds, in order:
//  1. the chunks: one ES module per block, per site feature and for the services,
//     in one folder per build, shared chunks as rollup decides (and manualChunks);
//  2. the loader with the runtime: one classic script (IIFE) that knows each
//     block's and feature's chunks through the virtual modules
//     `site-runtime:catalogue` and `site-runtime:features`, filled in from build 1.
// FLAVOUR=react builds into dist-react/ with real React 19 instead of preact/compat.
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import resolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { catalogueModule, encodeCatalogue, readCatalogue } from './scripts/catalogue.mjs';
import { bundleCopyOf, bundleEntry, inlineSmallModules, realPath } from './scripts/inline-small-modules.mjs';
import { messageIds } from './scripts/message-ids.mjs';
import { wordTables } from './scripts/word-tables.mjs';

const react = process.env.FLAVOUR === 'react';
// OUT_DIR: build elsewhere (e.g. while a benchmark serves dist/).
const outDir = process.env.OUT_DIR || (react ? 'dist-react' : 'dist');
const { version } = JSON.parse(readFileSync('package.json', 'utf8'));

/**
 * The build's id, and its folder under dist/chunks/: a hash of everything the
 * chunks are made from (the sources, the dependencies, this configuration and
 * the flavour). Every chunk of one build lives in `chunks/{build}/`, named
 * after its entry or module, so the loader needs one id and the names, not a
 * hash per file; a changed source makes a new folder, and a loader only ever
 * asks for the files of its own build (README "Files in dist/").
 */
const build = (() => {
  const hash = createHash('sha256').update(react ? 'react' : 'preact');
  const walk = (path) =>
    statSync(path).isDirectory()
      ? readdirSync(path)
          .sort()
          .forEach((name) => walk(join(path, name)))
      : hash.update(path).update(readFileSync(path));
  [
    'src',
    'package.json',
    'package-lock.json',
    'rollup.config.mjs',
    'scripts/catalogue.mjs',
    'scripts/inline-small-modules.mjs',
    'scripts/word-tables.mjs',
  ].forEach(walk);
  return hash.digest('base64url').slice(0, 8);
})();

// Chunk entries: every block (src/blocks/<name>/index.ts), every site feature
// (src/features/<name>/index.ts) and the services bundle (src/services.ts).
// Folders that are not loaded by the loader: shared code, the lightbox,
// which the gallery imports on first open (a lazy chunk, not an entry, so
// the loader's chunk table does not carry it), and the gallery, whose
// entries are a bundle per design (BUNDLES).
const NOT_ENTRIES = new Set(['gallery']);
const entriesIn = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !NOT_ENTRIES.has(entry.name))
    .map((entry) => [entry.name, ['ts', 'tsx'].map((ext) => `${dir}/${entry.name}/index.${ext}`).find(existsSync)])
    .filter(([, file]) => file);
// Issue 27 (the site's language): each words table of src/core/words/locales/ is an entry,
// `words-{language}`, which the loader asks for with the first blocks on a page in that language,
// its strings in the order of `words-ids` (scripts/word-tables.mjs), which the build numbers the
// ids in the code by (scripts/message-ids.mjs): the ids chunk comes only to key a site's overrides.
const wordEntries = readdirSync('src/core/words/locales').map((file) => [
  `words-${file.replace(/\.ts$/, '')}`,
  `src/core/words/locales/${file}`,
]);
const chunkEntries = Object.fromEntries([
  ...wordEntries,
  ['words-ids', 'src/core/words/ids-chunk.ts'],
  ...entriesIn('src/blocks'),
  ...entriesIn('src/features'),
  ['services', 'src/services.ts'],
]);

/** Entry name (block, feature, services) → chunk file, written by build 1, read by build 2. */
const chunkFiles = {};
/**
 * Name → chunk file of the chunks only reached through import() (gallery
 * designs, the lightbox): named after their module, or its folder for an
 * index file. The size budgets name them like entries.
 */
const lazyFiles = {};
/** Source module (relative to src/, no extension) → the chunk that holds it: what the catalogue names. */
const moduleFiles = {};
/** A bundle's file → the source modules it holds a copy of (BUNDLES), as `moduleFiles` names them. */
const bundleModules = {};
/** A module's path relative to src/, without extension (`..` first for one outside src/). */
const sourcePath = (id) =>
  relative('src', id)
    .split('\\')
    .join('/')
    .replace(/\.tsx?$/, '');
/** Chunk file → the chunks it imports statically (what a page with that block also downloads). */
const chunkImports = {};
/** Chunk file → the chunks it may import later (import()), fetched only when needed. */
const chunkDynamicImports = {};

// The CDN flavour: the components' few React calls straight from Preact's
// core and hooks (src/shared/react/preact/), not preact/compat.
const shim = (name) => fileURLToPath(new URL(`src/shared/react/preact/${name}.ts`, import.meta.url));
const preactAliases = alias({
  entries: [
    { find: /^react-dom\/client$/, replacement: shim('client') },
    { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
    { find: /^react-dom$/, replacement: shim('react-dom') },
    { find: /^react$/, replacement: shim('react') },
  ],
});

const common = () => [
  replace({
    preventAssignment: true,
    values: { 'process.env.NODE_ENV': JSON.stringify('production'), __VERSION__: JSON.stringify(version) },
  }),
  typescript({
    tsconfig: 'tsconfig.json',
    include: ['src/**/*'],
    compilerOptions: { noEmit: false, types: [], declaration: false, sourceMap: false },
    noEmitOnError: true,
  }),
  resolve({ browser: true }),
  terser({ ecma: 2020, toplevel: true, compress: { passes: 3, unsafe_arrows: true }, format: { comments: false } }),
];

const cleanOutDir = {
  name: 'clean-out-dir',
  buildStart() {
    rmSync(outDir, { recursive: true, force: true });
  },
};

/**
 * A chunk's name: rollup's, except that a chunk built around an index file
 * takes its folder's name (src/shared/lightbox/index.ts → lightbox), so the
 * file names say what they hold.
 */
function chunkLabel(chunk) {
  const parts = (chunk.facadeModuleId || '').split(/[\\/]/);
  const name = chunk.name === 'index' && parts.length > 1 ? parts[parts.length - 2] : chunk.name;
  // A bundle's own copy of a lazy module (the gallery's image shapes) is not the shared one.
  const bundle = chunk.facadeModuleId && bundleCopyOf(chunk.facadeModuleId);
  return bundle ? `${name}-${bundle}` : name;
}

/** The chunks that keep their names although they are shared: the UI library and image URLs (manualChunks). */
const NAMED_SHARED = new Set(['preact', 'react', 'load']);
/** Each numbered chunk's modules → its number, in the order rollup names them (the same for the same sources). */
const sharedIds = new Map();
/** Numbered chunk file → what it holds, for the manifest's `labels` (the size budgets and the tests name chunks). */
const sharedLabels = {};

/**
 * A chunk's file name (without folder and `.js`). An entry's carries its name
 * (the loader derives it), and so does a chunk reached by import() (a design,
 * the lightbox: the tests and budgets name them); a lazy chunk whose module has
 * an entry's name gets a suffix. A chunk shared through static imports gets a
 * number instead, as a production webpack build numbers its chunks: the
 * loader's table lists every one a block needs, on every page of every site,
 * and a number costs it a fraction of a name (issue "Fast start", a catalogue
 * that scales). The manifest's `labels` says what each number holds.
 */
function chunkFileName(info) {
  const label = `${chunkLabel(info)}${chunkLabel(info) in chunkEntries ? '-part' : ''}`;
  if (info.isDynamicEntry || NAMED_SHARED.has(info.name)) return label;
  const key = info.moduleIds.join('\n');
  if (!sharedIds.has(key)) sharedIds.set(key, sharedIds.size);
  const id = sharedIds.get(key);
  sharedLabels[`chunks/${build}/${id}.js`] = label;
  return String(id);
}

const recordChunks = {
  name: 'record-chunks',
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      if (chunk.isEntry) chunkFiles[chunk.name] = chunk.fileName;
      else if (chunk.isDynamicEntry) lazyFiles[chunkLabel(chunk)] = chunk.fileName;
      // Every source module → the chunk that holds it (a lazy chunk shared by
      // several importers has no facade module, but holds its modules all the same).
      for (const id of chunk.moduleIds) {
        const path = sourcePath(id);
        if (!path.startsWith('..')) moduleFiles[path] = chunk.fileName;
        // A bundle's copies (BUNDLES): which source modules its file holds, those it leaves out apart.
        else if (bundleCopyOf(id) && !id.startsWith('\0left-out:'))
          (bundleModules[chunk.fileName] ??= []).push(sourcePath(realPath(id)));
      }
      // DEBUG_MODULES=<regex of chunk files>: print what each such chunk holds, module by module
      // (rendered length before minifying), to see where a chunk's bytes come from.
      if (process.env.DEBUG_MODULES && new RegExp(process.env.DEBUG_MODULES).test(chunk.fileName))
        console.error(
          chunk.fileName,
          Object.entries(chunk.modules)
            .map(([id, m]) => `\n  ${String(m.renderedLength).padStart(6)} ${relative('src', id)}`)
            .join(''),
        );
      chunkImports[chunk.fileName] = chunk.imports;
      chunkDynamicImports[chunk.fileName] = chunk.dynamicImports;
    }
  },
};

/**
 * The two tables of scripts/catalogue.mjs, from the rows of
 * src/loader/catalogue/ and the graph build 1 recorded: `site-runtime:catalogue`
 * (the blocks) and `site-runtime:features` (the features and the services),
 * both for dist/loader.js. Encoded once per build.
 */
let tables;
const encodedTables = async () =>
  (tables ??= encodeCatalogue(await readCatalogue(), {
    build,
    entries: chunkFiles,
    modules: moduleFiles,
    imports: chunkImports,
  }));
const virtualTables = {
  name: 'virtual-tables',
  resolveId: (id) => (/^site-runtime:(catalogue|features)$/.test(id) ? `\0${id}` : null),
  async load(id) {
    if (id === '\0site-runtime:catalogue') return catalogueModule((await encodedTables()).loader);
    if (id === '\0site-runtime:features') return catalogueModule((await encodedTables()).runtime);
    return null;
  },
};

const listFiles = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });

/**
 * The manifest's `preload` (README "Server hints"): for a server that knows
 * which blocks a page has, the files the loader will request for each, read
 * from the loader's own table so the two never disagree. A block needs
 * `files`; with `designs` (a gallery), first the files of the design its
 * root names (src/shared/gallery-layout.ts `blockDesignName`), else
 * `fallback`, which start with the entry that serves it (the design's
 * bundle); `contains[selector]` when the root holds a match (a gallery's
 * video slides). The runtime is in the loader.
 */
function preloadTable({ loader, runtime }) {
  const fileOf = (name) => `chunks/${loader.v}/${name}.js`;
  /** A set of `table` (by index, none for null) as files. */
  const filesOf = (table, set) => (set == null ? [] : table.d[set].map(fileOf));
  return {
    blocks: Object.fromEntries(
      loader.b.map(([name, , , chunks, , designs, entry, contains]) => [
        name,
        {
          ...(designs
            ? {
                // A design's files start with the entry that serves the block.
                files: filesOf(loader, chunks),
                designs: {
                  files: Object.fromEntries(Object.entries(designs[0]).map(([key, file]) => [key, [fileOf(file)]])),
                  fallback: [fileOf(designs[1])],
                },
              }
            : { files: [fileOf(entry || name), ...filesOf(loader, chunks)] }),
          ...(contains && {
            contains: Object.fromEntries(contains.map(([selector, set]) => [selector, filesOf(loader, set)])),
          }),
        },
      ]),
    ),
    features: Object.fromEntries(
      runtime.x.map(([name, when, set]) => [
        name,
        { always: !when.length, files: [fileOf(name), ...filesOf(runtime, set)] },
      ]),
    ),
  };
}

/**
 * V8's explicit compile hint (Chromium 136 and later; other engines read a
 * comment): a file that starts with it is compiled whole, while it streams in,
 * instead of function by function on the main thread as each is first called.
 * It goes on the files whose code runs as soon as it arrives: the loader and
 * every file of `preload` (each block's files, designs and flags,
 * each feature's first chunk). Measured on the bench's gallery at 4× CPU
 * (bench/README.md, "Where our time goes"): main-thread time to ready 634 →
 * 565 ms. On every chunk it was slower (609 ms, against 552 on the gallery's
 * files in the same run): the lightbox, telemetry's deferred part and the rest
 * wait for a click or the first paint, and compile functions that may never
 * run. So the GROUPS below go without it, since they wait for the first paint
 * (`deferred` is in preload only as a chunk the owner feature imports), and so
 * does any file under 2 KB: the comment costs about 17 B gzip, and there is
 * little to compile in it.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const HINT_MIN_BYTES = 2048;
function hintCompile(preload) {
  const lists = [
    ['loader.js'],
    ...Object.values(preload.blocks).flatMap(({ files, designs }) => [
      files,
      ...Object.values(designs?.files ?? {}),
      designs?.fallback ?? [],
    ]),
    ...Object.values(preload.features).map(({ files }) => files),
  ];
  const later = new Set(GROUPS.map(([group]) => `chunks/${build}/${group}.js`));
  for (const name of new Set(lists.flat())) {
    if (later.has(name)) continue;
    const path = join(outDir, name);
    const code = readFileSync(path, 'utf8');
    if (code.length >= HINT_MIN_BYTES) writeFileSync(path, COMPILE_HINT + code);
  }
}

// dist/manifest.json: every file with its bytes, gzip bytes and an SRI hash,
// plus which chunk serves which block, feature or the services. The compile
// hints go in first, so that the bytes and hashes are those served.
const writeManifest = {
  name: 'write-manifest',
  async writeBundle() {
    const preload = preloadTable(await encodedTables());
    hintCompile(preload);
    const files = {};
    for (const path of listFiles(outDir).sort()) {
      const name = relative(outDir, path).split('\\').join('/');
      if (name === 'manifest.json') continue;
      const body = readFileSync(path);
      files[name] = {
        bytes: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        integrity: `sha384-${createHash('sha384').update(body).digest('base64')}`,
      };
    }
    const manifest = {
      version,
      flavour: react ? 'react' : 'preact',
      entry: 'loader.js',
      build,
      entries: chunkFiles,
      lazy: lazyFiles,
      labels: sharedLabels,
      modules: moduleFiles,
      bundles: Object.fromEntries(
        Object.entries(bundleModules).map(([file, list]) => [file, [...new Set(list)].sort()]),
      ),
      imports: chunkImports,
      dynamicImports: chunkDynamicImports,
      preload,
      files,
    };
    writeFileSync(join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  },
};

/** The UI library's chunk: preact (with the CDN flavour's shim over it) or React. */
const UI_LIBRARY =
  /[\\/](node_modules[\\/](preact|react|react-dom|scheduler)[\\/]|src[\\/]shared[\\/]react[\\/]preact[\\/]|src[\\/]core[\\/]react-root\.tsx$)/;
/**
 * The image loader, named: the image block and the summaries' lazy images
 * (src/shared/lazy-images.ts) share it. The image URL helpers are copied into
 * each chunk that uses them (@build-inline); the gallery carries its own copy
 * of both (BUNDLES).
 */
const IMAGE_KIT = /[\\/]src[\\/]shared[\\/]image[\\/]load\.ts$/;
/**
 * The gallery's designs (src/core/enums/gallery-designs.ts GALLERY_DESIGNS),
 * read from the enumeration itself so the two never disagree.
 */
const GALLERY_DESIGNS = JSON.parse(
  /GALLERY_DESIGNS\s*=\s*(\[[^\]]*\])/
    .exec(readFileSync('src/core/enums/gallery-designs.ts', 'utf8'))[1]
    .replace(/'/g, '"')
    .replace(/,\s*\]/, ']'),
);
/**
 * A gallery's first mount needs one file after the loader (issue "Ahead at
 * start"): `gallery-{design}.js`, one per design, which the loader picks by
 * the block's design (src/loader/catalogue/blocks.ts). Each is a whole copy
 * of the engine (scripts/inline-small-modules.mjs), with its design, the
 * thumbnail strip's design (any gallery may have a strip), its own copy of
 * the image loader, the lightbox bridge and the address reader, autoplay,
 * the strip's link, the address writer and click-throughs; the other designs
 * are left out (`leaveOut`). One file with every design cost a slideshow
 * about 3.4 KB gzip more; a file per design beside the engine cost a round
 * of import()s (measured in the commits that made these files). What only
 * an interaction needs stays lazy and shared by every design's file: the
 * lightbox itself, dragging and swiping, the moving transitions, a video
 * slide's player, the image shapes. A copy keeps no page state of its own:
 * src/shared/image/queue.ts keeps the one image queue on the window, so two
 * galleries of two designs share it.
 */
const GALLERY_LAZY =
  /[\\/]src[\\/](blocks[\\/]gallery[\\/]designs[\\/](shared[\\/]pointer-drag|stacked[\\/](swipe-logic|swipe|ken-burns|scroll))|shared[\\/]image[\\/](shape|position))\.ts$/;
const GALLERY_COPIES = /[\\/]src[\\/](blocks[\\/]gallery[\\/]|shared[\\/]image[\\/]|shared[\\/]markup-undo\.ts$)/;
const designFile = (design) => fileURLToPath(new URL(`src/blocks/gallery/designs/${design}`, import.meta.url));
const BUNDLES = Object.fromEntries(
  GALLERY_DESIGNS.map((design) => {
    const kept = new Set([design, 'strip']);
    const left = GALLERY_DESIGNS.filter((other) => !kept.has(other)).map(designFile);
    return [
      `gallery-${design}`,
      {
        entry: fileURLToPath(new URL('src/blocks/gallery/index.ts', import.meta.url)),
        copies: { test: (id) => GALLERY_COPIES.test(id) && !GALLERY_LAZY.test(id) },
        leaveOut: { test: (id) => left.some((file) => id === `${file}.ts`) },
      },
    ];
  }),
);
/**
 * Chunks made of a module and everything it imports statically, whoever
 * else imports those modules: telemetry's part after the first paint, which
 * every page downloads (`deferred`), and the performance records with their
 * metrics, which follow the settings call (`performance`). Left to itself
 * rollup cuts such a graph into a shared chunk per set of importers: eight
 * requests on every page where one does. A chunk that shares a module with
 * `deferred` costs nothing more, since every page fetches it anyway (the
 * banner and the forms import consent from it). Modules the telemetry
 * feature's first chunk imports stay out of both, so that chunk never waits
 * for them; a group takes nothing an earlier group has.
 */
const GROUPS = [
  ['deferred', [/[\\/]src[\\/]features[\\/]telemetry[\\/]deferred\.ts$/]],
  [
    'performance',
    [/[\\/]src[\\/]telemetry[\\/]performance-records\.ts$/, /[\\/]src[\\/]telemetry[\\/]vitals[\\/]index\.ts$/],
  ],
];
const TELEMETRY_START = /[\\/]src[\\/]features[\\/]telemetry[\\/]index\.ts$/;

/** Every module the modules `from` reach through static imports (themselves included). */
function staticallyReached(from, getModuleInfo) {
  const seen = new Set();
  const visit = (id) => {
    if (seen.has(id)) return;
    seen.add(id);
    getModuleInfo(id)?.importedIds.forEach(visit);
  };
  from.forEach(visit);
  return seen;
}

/** Module id → group name, computed once per build from the module graph. */
let grouped;
/** Rollup's manualChunks: the UI library, image URLs and the GROUPS have chunks of their own. */
function manualChunks(id, { getModuleIds, getModuleInfo }) {
  // A copy's id ends with its real file, or its importer's, which the patterns below would match.
  if (id.startsWith('\0')) {
    // A bundle's entry and its own copies: in its chunk. Copies of the @build-inline modules of one
    // importer go with it.
    return bundleCopyOf(id) ?? undefined;
  }
  if (UI_LIBRARY.test(id)) return react ? 'react' : 'preact';
  if (IMAGE_KIT.test(id)) return 'load';
  if (!grouped) {
    grouped = new Map();
    const ids = [...getModuleIds()];
    const taken = staticallyReached(
      ids.filter((m) => TELEMETRY_START.test(m)),
      getModuleInfo,
    );
    for (const [name, roots] of GROUPS)
      for (const m of staticallyReached(
        ids.filter((m) => roots.some((root) => root.test(m))),
        getModuleInfo,
      ))
        if (!taken.has(m) && !m.startsWith('\0')) (taken.add(m), grouped.set(m, name));
  }
  return grouped.get(id);
}

export default [
  {
    input: { ...chunkEntries, ...Object.fromEntries(Object.keys(BUNDLES).map((name) => [name, bundleEntry(name)])) },
    // The gallery's entry chunk also gives its lazy parts what they import from the bundle.
    preserveEntrySignatures: 'allow-extension',
    output: {
      dir: outDir,
      format: 'es',
      entryFileNames: `chunks/${build}/[name].js`,
      chunkFileNames: (info) => `chunks/${build}/${chunkFileName(info)}.js`,
      // The UI library every React block shares (with the CDN flavour's shim
      // over it, src/shared/react/preact/, and the runtime's one root
      // lifecycle, src/core/react-root.tsx) gets one stable, named chunk.
      // The image loader is one file (IMAGE_KIT); a gallery of each design
      // with everything its first mount needs is one file (BUNDLES).
      manualChunks,
    },
    plugins: [
      cleanOutDir,
      // Small stateless modules (tagged @build-inline) go into each chunk that uses them.
      inlineSmallModules({ bundles: BUNDLES }),
      // Issue 27: the words tables ship as strings in id order (scripts/word-tables.mjs).
      wordTables(),
      ...(react ? [] : [preactAliases]),
      ...common(),
      // After TypeScript: every message id in the emitted code becomes its number.
      messageIds(),
      ...(react ? [commonjs()] : []),
      recordChunks,
    ],
  },
  {
    // The runtime (src/loader/runtime/) is in this file: every page needs it at once, so a chunk of its
    // own saved no byte and cost a round trip before any block could mount (issue "Ahead at start").
    input: 'src/loader/index.ts',
    output: { file: `${outDir}/loader.js`, format: 'iife' },
    plugins: [virtualTables, ...common(), messageIds(), writeManifest],
  },
];
