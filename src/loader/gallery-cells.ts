/**
 * A grid gallery's cells get their size before any gallery code arrives. A
 * page's own stylesheet cannot read the block JSON (columns, aspect ratio,
 * gap), and a 7.0 template's usually leaves the gallery to the runtime: its
 * slides are one line tall (18 px) until the grid design mounts and makes
 * them cells (313 px), pushing everything below down. The loader runs once
 * the document is parsed, usually before the first paint, and writes the
 * layout the grid design will write (src/shared/gallery-layout.ts, the one
 * rule both read): the design's own writes then change nothing.
 *
 * Every grid, wall and stack gallery on the page, near the viewport or not: one that loads
 * later must not move the page either (the wall and the stack: each slide's
 * ratio is in its image's data-image-dimensions). Only these: the other layout
 * designs' boxes need the gallery's width or each image's own ratio (a theme's
 * stylesheet reserves them, examples/assets/gallery/), and a slideshow's
 * slides are stacked by its theme's stylesheet.
 */
import {
  blockDesignName,
  cellImageStyles,
  cellStyles,
  flowCellStyles,
  flowLayoutOf,
  flowMetaStyles,
  flowStyles,
  gridBoxStyles,
  gridLayoutOf,
  gridStyles,
  slideRatioOf,
} from '../shared/gallery-layout';

/** Set CSS properties through the CSSOM (the pages' CSP blocks style attributes written as text). */
const set = (element: HTMLElement, styles: Record<string, string>) => {
  for (const name in styles) element.style.setProperty(name, styles[name]);
};

/**
 * Lays out the gallery of `root` (a gallery block, its JSON `config`) when
 * its design is the grid (or the wall, or the stack), as the block reads it
 * (src/shared/gallery-layout.ts `blockDesignName`).
 */
export function layOutGrid(root: Element, config: Record<string, unknown>): void {
  const box = root.querySelector('.sqs-gallery-container');
  const gallery = box?.querySelector<HTMLElement>('.sqs-gallery');
  const name = blockDesignName(root, config);
  if (gallery && (name === 'wall' || name === 'stack')) return layOutFlow(gallery, flowLayoutOf(name, config));
  if (!gallery || name !== 'grid') return;
  const layout = gridLayoutOf(config);
  set(gallery.parentElement!, gridBoxStyles(layout));
  set(gallery, gridStyles(layout));
  for (const slide of gallery.children) {
    if (!slide.classList.contains('slide')) continue;
    set(slide as HTMLElement, cellStyles(layout.ratio));
    const image = slide.querySelector<HTMLElement>('img.thumb-image');
    if (image) set(image, cellImageStyles(layout.crop));
  }
}

/** The wall and the stack: each slide at its own image's ratio, its meta over it (the same rules as the designs). */
function layOutFlow(gallery: HTMLElement, layout: ReturnType<typeof flowLayoutOf>): void {
  set(gallery.parentElement!, gridBoxStyles(layout));
  set(gallery, flowStyles(layout));
  for (const slide of gallery.children) {
    if (!slide.classList.contains('slide')) continue;
    set(slide as HTMLElement, flowCellStyles(layout, slideRatioOf(slide)));
    const image = slide.querySelector<HTMLElement>('img.thumb-image');
    if (image) set(image, cellImageStyles(layout.crop));
    const meta = slide.querySelector<HTMLElement>('.meta');
    if (meta) set(meta, flowMetaStyles(layout));
  }
}
