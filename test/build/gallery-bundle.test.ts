/**
 * The gallery's critical chain (issue "Ahead at start": requests in the
 * critical chain ≤ 2, the loader, then the block's bundle), read from the
 * built manifest: for every design and every setting that adds a part at
 * mount, the loader asks for one file, that file imports nothing, and the
 * two stay within the byte budget of size-budgets.json ("critical").
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BLOCK_DESIGN_TO_GALLERY_DESIGN } from '../../src/core/enums/gallery-designs';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { closure } = require('../../scripts/size-lib.cjs') as typeof import('../../scripts/size-lib.cjs');

interface BlockRow {
  files: string[];
  variant?: { files: Record<string, string[]>; fallback: string[] };
  flags?: Record<string, string[]>;
}

describe.each(['dist', 'dist-react'])('%s/', (dir) => {
  const manifestPath = join(dir, 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${dir}/ is not built: run npm run build and npm run build:react`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const gallery: BlockRow = manifest.preload.blocks.gallery;
  const entry: string = manifest.entries.gallery;
  /** The block designs a gallery's JSON or class may name, and none (the fallback). */
  const designs = ['', ...Object.keys(BLOCK_DESIGN_TO_GALLERY_DESIGN)];

  /** What the loader requests for a gallery of `design` with every flag on (its own table, as manifest.preload). */
  const round = (design: string): string[] => {
    const variant = gallery.variant ? (gallery.variant.files[design] ?? gallery.variant.fallback) : [];
    const flags = Object.values(gallery.flags ?? {}).flat();
    return [...new Set([...gallery.files, ...variant, ...flags])];
  };

  it('whatever its design and settings, a gallery needs one file after the loader, and that file imports nothing', () => {
    const chains = designs.map((design) => {
      const files = round(design);
      const fetched = new Set(files.flatMap((file) => [...closure(manifest, file)]));
      return `${design || '(none)'}: ${[...fetched].join(' ')}`;
    });
    expect(chains).toEqual(designs.map((design) => `${design || '(none)'}: ${entry}`));
  });

  it("a page with several designs needs no second file: every design and every part a first mount sets up is in the gallery's chunk", () => {
    const modules: Record<string, string> = manifest.modules;
    const firstMount = [
      ...new Set(Object.values(BLOCK_DESIGN_TO_GALLERY_DESIGN).map((design) => `blocks/gallery/designs/${design}`)),
      'blocks/gallery/lightbox-bridge',
      'blocks/gallery/history',
      'blocks/gallery/autoplay',
      'blocks/gallery/thumbnails',
      'blocks/gallery/history-writer',
      'blocks/gallery/click',
    ];
    expect(firstMount.filter((module) => modules[module] !== entry)).toEqual([]);
  });

  it('what only an interaction needs stays out of it: the lightbox, dragging and swiping', () => {
    const modules: Record<string, string> = manifest.modules;
    const later = [
      'shared/lightbox/index',
      'blocks/gallery/designs/shared/pointer-drag',
      'blocks/gallery/designs/stacked/swipe',
    ];
    for (const module of later) {
      expect(modules[module]).toBeDefined();
      expect(modules[module]).not.toBe(entry);
    }
  });

  it("no other block's chunk imports the gallery's: only the gallery's own lazy parts do", () => {
    const reached = new Set<string>();
    const walk = (file: string) => {
      for (const next of manifest.dynamicImports[file] ?? [])
        if (!reached.has(next)) {
          reached.add(next);
          walk(next);
        }
    };
    walk(entry);
    const importers = Object.keys(manifest.imports).filter((file) => manifest.imports[file].includes(entry));
    expect(importers.filter((file) => !reached.has(file))).toEqual([]);
  });

  it('the loader and that file stay within the critical budget of a slideshow (size-budgets.json)', () => {
    const budgets = JSON.parse(readFileSync('size-budgets.json', 'utf8'))[manifest.flavour].critical;
    const row = Object.values<{ block: string; budget: number }>(budgets).find(({ block }) =>
      block.startsWith('gallery/slideshow'),
    );
    expect(row).toBeDefined();
    const files = ['loader.js', ...round('slideshow')];
    const bytes = files.reduce((sum, file) => sum + manifest.files[file].gzip, 0);
    expect(bytes).toBeLessThanOrEqual(row!.budget);
  });
});
