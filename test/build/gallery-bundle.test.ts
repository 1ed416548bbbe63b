/**
 * The gallery's critical chain (issue "Ahead at start": requests in the
 * critical chain ≤ 2, the loader, then the block's bundle), read from the
 * built manifest: for every design the loader asks for one file, that
 * design's bundle (rollup.config.mjs BUNDLES), which holds every part a
 * first mount sets up and imports nothing, and the two stay within the byte
 * budget of size-budgets.json ("critical").
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BLOCK_DESIGN_TO_GALLERY_DESIGN } from '../../src/core/enums/gallery-designs';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { closure } = require('../../scripts/size-lib.cjs') as typeof import('../../scripts/size-lib.cjs');

interface BlockRow {
  files: string[];
  designs?: { files: Record<string, string[]>; fallback: string[] };
}

describe.each(['dist', 'dist-react'])('%s/', (dir) => {
  const manifestPath = join(dir, 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${dir}/ is not built: run npm run build and npm run build:react`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const gallery: BlockRow = manifest.preload.blocks.gallery;
  const bundles: Record<string, string[]> = manifest.bundles;
  /** The block designs a gallery's JSON or class may name, and none (the fallback). */
  const designs = ['', ...Object.keys(BLOCK_DESIGN_TO_GALLERY_DESIGN)];
  const designOf = (name: string) => BLOCK_DESIGN_TO_GALLERY_DESIGN[name] ?? 'base';
  const bundleOf = (design: string) => manifest.entries[`gallery-${design}`] as string;
  const galleryDesigns = [...new Set(Object.values(BLOCK_DESIGN_TO_GALLERY_DESIGN))];

  /** What the loader requests for a gallery of `design` (its own table, as manifest.preload). */
  const round = (design: string): string[] => [
    ...new Set([...(gallery.designs!.files[design] ?? gallery.designs!.fallback), ...gallery.files]),
  ];

  it("whatever its design and settings, a gallery needs one file after the loader, its design's, which imports nothing", () => {
    const chains = designs.map((design) => {
      const fetched = new Set(round(design).flatMap((file) => [...closure(manifest, file)]));
      return `${design || '(none)'}: ${[...fetched].join(' ')}`;
    });
    expect(chains).toEqual(designs.map((design) => `${design || '(none)'}: ${bundleOf(designOf(design))}`));
  });

  it("each design's file holds its design, the strip's and every part a first mount sets up, and no other design", () => {
    const firstMount = [
      'blocks/gallery/designs/strip',
      'blocks/gallery/lightbox-bridge',
      'blocks/gallery/history',
      'blocks/gallery/autoplay',
      'blocks/gallery/thumbnails',
      'blocks/gallery/history-writer',
      'blocks/gallery/click',
      'shared/image/load',
    ];
    for (const design of galleryDesigns) {
      const held = bundles[bundleOf(design)] ?? [];
      const others = galleryDesigns.filter((other) => other !== design && other !== 'strip');
      expect({
        design,
        missing: [`blocks/gallery/designs/${design}`, ...firstMount].filter((m) => !held.includes(m)),
      }).toEqual({ design, missing: [] });
      expect({ design, others: others.filter((other) => held.includes(`blocks/gallery/designs/${other}`)) }).toEqual({
        design,
        others: [],
      });
    }
  });

  it('what only an interaction needs stays out of them: the lightbox, dragging and swiping', () => {
    const later = [
      'shared/lightbox/index',
      'blocks/gallery/designs/shared/pointer-drag',
      'blocks/gallery/designs/stacked/swipe',
    ];
    for (const module of later) expect(manifest.modules[module]).toBeDefined();
    for (const design of galleryDesigns) expect(later.filter((m) => bundles[bundleOf(design)].includes(m))).toEqual([]);
  });

  it("no other chunk imports a design's file", () => {
    const files = new Set(galleryDesigns.map(bundleOf));
    const importers = Object.keys(manifest.imports).filter((file) =>
      manifest.imports[file].some((imported: string) => files.has(imported)),
    );
    expect(importers).toEqual([]);
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
