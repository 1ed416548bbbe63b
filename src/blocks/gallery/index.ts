/**
 * The gallery block's entry (spec §4 "Gallery"; docs/blocks/gallery.md).
 * No React: the block enhances the server markup in place (classes, ARIA,
 * CSSOM styles).
 *
 * The build makes a file per design from it (`gallery-{design}.js`,
 * rollup.config.mjs BUNDLES), each holding everything a first mount of that
 * design needs (the engine, the design and the thumbnail strip's, the
 * gallery's own copy of the image loader, the lightbox bridge, the address
 * reader and writer, autoplay, the thumbnail strip's link, click-throughs), so
 * mount() runs as soon as that one file is in. What only an interaction needs comes later: the lightbox,
 * dragging, the moving transitions, a video slide's player.
 */
import { inEditorFrame } from '../../core/editor-frame';
import { loadImage } from '../../shared/image/load';
import { parseDimensions, parseFocalPoint } from '../../shared/image/url';
import type { BlockContext, Unmount } from '../../core/types';
import { designModule } from './design-modules';
import { nextTask } from './dom';
import { loadFeatures } from './features';
import { createGallery } from './gallery';
import { readSettings } from './settings';
import { hideLeftOut, readSlides, slideElements } from './slides';
import { snapshotMarkup } from './snapshot';
import type { Slide } from './types';

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
  const restoreMarkup = snapshotMarkup(root);
  const inEditor = inEditorFrame(win, page.authenticatedAccount);
  const fetches = loadFeatures(settings, win, container, !!strip, inEditor);
  fetches.catch(() => {});
  const ac = new AbortController();
  const restore = () => (ac.abort(), restoreMarkup());
  const load = imageLoader(ac.signal, report);
  const elements = slideElements(container, imagesOnly);
  let start = -1;
  let features;
  let slides: Slide[];
  let stripSlides: Slide[] | null;
  try {
    // Only an address that can name a slide is read (spec §2: the hash's itemId, or the last path
    // segment for the lightbox); a plain slideshow starts at its first slide.
    if (settings.lightbox || /[#&]itemId=/.test(win.location.hash))
      start = (await import('./history')).slideFromLocation(win.location, elements, settings.lightbox);
    // A slideshow shows its current slide at once: its image starts before the slides are read.
    const first =
      /^(stacked|strip)$/.test(settings.design) && elements[Math.max(start, 0)]?.querySelector('img.thumb-image');
    if (first) load(first as HTMLImageElement);
    slides = readSlides(container, { parseDimensions, parseFocalPoint }, imagesOnly);
    stripSlides = strip && readSlides(strip, { parseDimensions, parseFocalPoint }, imagesOnly);
    features = await fetches;
  } catch (error) {
    restore();
    throw error;
  }
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
    design: designModule(settings.design),
    strip: strip && stripSlides ? { element: strip, design: designModule('strip'), slides: stripSlides } : undefined,
    features,
    load,
    restore,
    pause: () => nextTask(win),
  });
}

/**
 * Loads each image once, through the image loader; aborting `signal` cancels
 * what is pending. A slide image's failure is the block's:
 * it goes to `report` (the block's funnel), not only to the console.
 */
function imageLoader(signal: AbortSignal, report: BlockContext['report']): (image: HTMLImageElement) => void {
  const loaded = new Set<Element>();
  return (image) => {
    if (loaded.has(image)) return;
    loaded.add(image);
    loadImage(image, { force: true, signal, report });
  };
}
