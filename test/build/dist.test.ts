import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { checkBudgets, closure } = require('../../scripts/size-lib.cjs') as typeof import('../../scripts/size-lib.cjs');

/** The budgets of one flavour (size-budgets.json). */
const budgetsOf = (flavour: string) => JSON.parse(readFileSync('size-budgets.json', 'utf8'))[flavour];

describe.each(['dist', 'dist-react'])('%s/', (dir) => {
  const manifestPath = join(dir, 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${dir}/ is not built: run npm run build and npm run build:react`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

  it('stays within its byte budgets (gzip -9, size-budgets.json)', () => {
    const { rows, failures } = checkBudgets(dir);
    expect(rows.length).toBeGreaterThan(2);
    expect(failures.map((row) => `${row.label}: ${row.gzip} > ${row.budget}`)).toEqual([]);
  });

  it("showing the cookie banner fetches no UI library: its UI chunk and that chunk's imports hold no preact or react", () => {
    const controller: string = manifest.entries['cookie-banner'];
    const ui: string[] = manifest.dynamicImports[controller].filter((file: string) => file.endsWith('/banner.js'));
    expect(ui).toHaveLength(1);
    const fetched = [...closure(manifest, ui[0])];
    expect(fetched.filter((file) => /\/(preact|react)\.js$/.test(file))).toEqual([]);
  });

  it("opening the lightbox fetches no UI library: its chunk and that chunk's imports hold no preact or react", () => {
    const lightbox: string = manifest.lazy.lightbox;
    expect(lightbox).toMatch(/\/lightbox\.js$/);
    const fetched = [...closure(manifest, lightbox)];
    expect(fetched.filter((file) => /\/(preact|react)\.js$/.test(file))).toEqual([]);
  });

  it('the loader is one classic script: no static import or export', () => {
    const loader = readFileSync(join(dir, 'loader.js'), 'utf8');
    expect(loader).not.toMatch(/(^|[;}])\s*(import\s*[{*\w]|export\s)/);
    expect(loader).toMatch(/import\(/); // chunks come by dynamic import
  });

  it("keeps every chunk in the build's own folder, each entry named after itself, and the loader names the build", () => {
    const loader = readFileSync(join(dir, 'loader.js'), 'utf8');
    expect(manifest.build).toMatch(/^[\w-]{8}$/);
    expect(loader).toContain(JSON.stringify(manifest.build));
    expect(Object.keys(manifest.entries)).toEqual(expect.arrayContaining(['accordion', 'gallery-stacked', 'services']));
    for (const [name, file] of Object.entries<string>(manifest.entries)) {
      expect(file).toBe(`chunks/${manifest.build}/${name}.js`);
    }
    for (const file of Object.keys(manifest.files)) {
      if (file !== 'loader.js' && file !== 'manifest.json')
        expect(file.startsWith(`chunks/${manifest.build}/`)).toBe(true);
    }
  });

  /**
   * The files the loader requests for one block in one round (manifest.preload, read from the loader's own
   * table): its entry and imports, or for a gallery its design's file (the fallback's for none).
   */
  const roundOf = (name: string, design?: string, contains: string[] = []): string[] => {
    const row = manifest.preload.blocks[name];
    const own = row.designs ? ((design && row.designs.files[design]) ?? row.designs.fallback) : [];
    const held = contains.flatMap((selector) => row.contains?.[selector] ?? []);
    return [...new Set<string>([...own, ...row.files, ...held])];
  };

  it('two requests in the critical chain of every block: each file the loader asks for imports only files it asks for in the same round', () => {
    const late: string[] = [];
    for (const [name, row] of Object.entries<{
      designs?: { files: Record<string, string[]> };
      contains?: Record<string, string[]>;
    }>(manifest.preload.blocks))
      for (const design of [undefined, ...Object.keys(row.designs?.files ?? {})]) {
        // With every element it may hold: a gallery with video slides needs the player in the same round.
        const round = roundOf(name, design, Object.keys(row.contains ?? {}));
        for (const file of round)
          for (const dep of closure(manifest, file)) if (!round.includes(dep)) late.push(`${name}/${design}: ${dep}`);
      }
    expect(late).toEqual([]);
    // The loader itself imports nothing: the runtime is in it.
    expect(Object.keys(manifest.entries)).not.toContain('runtime');
  });

  it('bytes before the first block can start: the loader and one round of its files (size-budgets.json "critical")', () => {
    const critical: Record<string, { block: string; budget: number }> = budgetsOf(manifest.flavour).critical;
    expect(Object.keys(critical).length).toBeGreaterThan(0);
    const over: string[] = [];
    for (const [label, { block, budget }] of Object.entries(critical)) {
      const [name, design] = block.split('+')[0].split('/');
      const files = ['loader.js', ...roundOf(name, design)];
      const bytes = files.reduce((sum, file) => sum + manifest.files[file].gzip, 0);
      if (bytes > budget) over.push(`${label}: ${bytes} > ${budget} (${files.join(', ')})`);
    }
    expect(over).toEqual([]);
  });

  it("gives V8's compile hint to the files that run as they arrive (the loader and preload's, from 2 KB), not to the rest", () => {
    const hint = '//# allFunctionsCalledOnLoad\n';
    const read = (file: string) => readFileSync(join(dir, file), 'utf8');
    const { preload } = manifest;
    const gallery = preload.blocks.gallery;
    const startFiles = new Set<string>([
      'loader.js',
      ...gallery.files,
      ...(gallery.designs?.files.slideshow ?? []),
      ...preload.features.telemetry.files,
    ]);
    const hinted = [...startFiles].filter((file) => read(file).startsWith(hint));
    const small = [...startFiles].filter((file) => read(file).length < 2048);
    expect(hinted.sort()).toEqual([...startFiles].filter((file) => !small.includes(file)).sort());
    expect(hinted).toEqual(expect.arrayContaining(['loader.js', manifest.entries['gallery-stacked']]));
    // The lightbox waits for a click; telemetry's deferred part for the first paint (the owner feature imports it).
    const deferred = `chunks/${manifest.build}/deferred.js`;
    expect(preload.features.owner.files).toContain(deferred);
    for (const file of [manifest.lazy.lightbox, deferred]) expect(read(file).startsWith(hint)).toBe(false);
    for (const [file] of Object.entries(manifest.files))
      if (file.endsWith('.js') && read(file).includes(hint)) expect(read(file).indexOf(hint)).toBe(0);
  });

  it('lists every file with its bytes and a correct SRI hash', () => {
    for (const [file, entry] of Object.entries<{ bytes: number; integrity: string }>(manifest.files)) {
      const body = readFileSync(join(dir, file));
      expect(entry.bytes).toBe(body.length);
      expect(entry.integrity).toBe(`sha384-${createHash('sha384').update(body).digest('base64')}`);
    }
  });

  it('copies each module tagged @build-inline into the chunks that use it: none is a chunk of its own', () => {
    const files = (path: string): string[] =>
      statSync(path).isDirectory() ? readdirSync(path).flatMap((name) => files(join(path, name))) : [path];
    // Module paths as the manifest names them: relative to src/, without the extension.
    const tagged = new Set(
      files('src')
        .filter((file) => /^\s*\/\*[\s\S]*?@build-inline[\s\S]*?\*\//.test(readFileSync(file, 'utf8')))
        .map((file) =>
          relative('src', file)
            .split(sep)
            .join('/')
            .replace(/\.tsx?$/, ''),
        ),
    );
    expect(tagged.size).toBeGreaterThan(3);
    // By module, not by chunk name: a tagged module may share its file name with
    // a chunk (src/core/words/product.ts and the product block's chunk).
    const modules: Record<string, string> = manifest.modules;
    const held = (chunk: string) => Object.keys(modules).filter((module) => modules[module] === chunk);
    const alone = [...tagged].filter(
      (module) => module in modules && held(modules[module]).every((m) => tagged.has(m)),
    );
    expect(alone).toEqual([]);
  });

  it('contains no eval or new Function (strict CSP)', () => {
    for (const file of Object.keys(manifest.files)) {
      const body = readFileSync(join(dir, file), 'utf8');
      expect(body).not.toMatch(/\beval\(|new Function\(/);
    }
  });
});
