/**
 * The gallery block's chunk entry (spec §4 "Gallery"; docs/blocks/gallery.md).
 * No React: the block enhances the server markup in place (classes, ARIA,
 * CSSOM styles), with the design, the optional parts and the lightbox as
 * further chunks.
 *
 * The chunk holds what a first mount needs besides the design and the image
 * loader (rollup.config.mjs GALLERY_KIT: the lightbox bridge, the address
 * reader, autoplay), and imports the image loader, which the loader requested
 * with it, so mount() runs once those two files are in. The design is on its
 * way too (the loader asked for it in the same round), so mount() asks for it
 * and goes on without a pause: the slides are read, and a slideshow's current
 * slide starts loading, while the design arrives.
 */
import { inEditorFrame } from '../../core/editor-frame';
import type { BlockContext, Unmount } from '../../core/types';
import { loadDesign } from './design-loader';
import { nextTask } from './dom';
import { loadFeatures } from './features';
import { createGallery } from './gallery';
import { readSettings } from './settings';
import { hideLeftOut, readSlides, slideElements } from './slides';
import { snapshotMarkup } from './snapshot';

/**
 * Mounts the gallery on `.sqs-block.gallery-block`. Throws (the registry marks
 * only this block failed) when `.sqs-gallery-container > .sqs-gallery` is
 * missing ('No valid HTMLElement node was supplied!', spec §8), when the
 * design is unknown ('No gallery design found by that name: {name}', §5), or
 * when a chunk does not load (the markup is restored). Resolves to the unmount.
 */
export async function mount(root: HTMLElement, { config, page, report }: BlockContext): Promise<Unmount> {
  const box = root.querySelector<HTMLElement>('.sqs-gallery-container');
  const container = box?.querySelector<HTMLElement>('.sqs-gallery');
  if (!box || !container) throw new Error('No valid HTMLElement node was supplied!');
  const settings = readSettings(config, box.className, report);
  const win = root.ownerDocument.defaultView as Window & typeof globalThis;
  const strip = box.querySelector<HTMLElement>('.sqs-gallery-thumbnails');
  // mixedContent off: an images-only gallery, its other slides (and their thumbnails) left out.
  const imagesOnly = !settings.mixedContent;
  // The design: the loader asked for it with this chunk (a gallery added later asks now). Handled below.
  const designs = Promise.all([loadDesign(settings.design), strip && loadDesign('strip')]);
  designs.catch(() => {});
  const restoreMarkup = snapshotMarkup(root);
  // The image loader, the slides' parsers, the optional parts: in this chunk or on their way with it.
  const images = import('../../shared/image/load');
  const inEditor = inEditorFrame(win, page.authenticatedAccount);
  const fetches = Promise.all([
    designs,
    loadFeatures(settings, win, container, !!strip, inEditor),
    images,
    // The slides are read as soon as their parsers are in, while the design's imports load.
    import('../../shared/image/url').then(
      (url) => [readSlides(container, url, imagesOnly), strip && readSlides(strip, url, imagesOnly)] as const,
    ),
  ]);
  fetches.catch(() => {});
  const ac = new AbortController();
  const restore = () => (ac.abort(), restoreMarkup());
  const load = imageLoader(images, ac.signal, report);
  const elements = slideElements(container, imagesOnly);
  let start = -1;
  let fetched;
  try {
    // Only an address that can name a slide fetches its reader (spec §2: the hash's itemId, or the
    // last path segment for the lightbox); a plain slideshow starts at its first slide.
    if (settings.lightbox || /[#&]itemId=/.test(win.location.hash))
      start = (await import('./history')).slideFromLocation(win.location, elements, settings.lightbox);
    // A slideshow shows its current slide at once: load it now, not after the design's chunks.
    const first =
      /^(stacked|strip)$/.test(settings.design) && elements[Math.max(start, 0)]?.querySelector('img.thumb-image');
    if (first) void load(first as HTMLImageElement);
    fetched = await fetches;
  } catch (error) {
    restore();
    throw error;
  }
  const [[module, stripModule], features, , [slides, stripSlides]] = fetched;
  if (imagesOnly) [container, strip].forEach((element) => element && hideLeftOut(element));
  return createGallery({
    root,
    box,
    container,
    settings,
    slides,
    start,
    page,
    inEditor,
    report,
    design: module,
    strip:
      strip && stripModule && stripSlides ? { element: strip, design: stripModule, slides: stripSlides } : undefined,
    features,
    load,
    restore,
    pause: () => nextTask(win),
  });
}

/**
 * Loads each image once, through the image loader once it is in; aborting
 * `signal` cancels what is pending. A slide image's failure is the block's:
 * it goes to `report` (the block's funnel), not only to the console.
 */
function imageLoader(
  images: Promise<typeof import('../../shared/image/load')>,
  signal: AbortSignal,
  report: BlockContext['report'],
): (image: HTMLImageElement) => Promise<unknown> {
  const loaded = new Set<Element>();
  return (image) =>
    images.then(
      ({ loadImage }) => loaded.has(image) || (loaded.add(image), loadImage(image, { force: true, signal, report })),
      () => {},
    );
}
