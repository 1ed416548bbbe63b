/**
 * The slideshow's thumbnail strip (spec §4 "Gallery": a linked strip
 * gallery): `.sqs-gallery-thumbnails` gets its own engine and the strip
 * design, linked both ways to the slideshow. A `thumbnails: true` block whose
 * markup has no strip is left alone: the server renders the strip. The strip
 * design selects a clicked thumbnail (it owns clicks). Its own chunk, fetched
 * with the strip design only when the markup has a strip; it receives the
 * engine factory and the strip's slides from the block rather than importing
 * the block's modules (which would split them out of the block's entry).
 */
import type { createEngine } from './engine';
import { linkEngines } from './link';
import type { Design, DesignContext, DesignModule, GalleryEngine, Slide } from './types';
import { say } from '../../core/message-format/page-words';
import { LIGHTBOX_WORDS } from '../../core/words/media';

/** The strip as the block found it: its element, the strip design's module and its slides. */
export interface StripParts {
  element: HTMLElement;
  design: DesignModule;
  slides: Slide[];
}

/** A built thumbnail strip: its engine (linked to the slideshow's), its layout and destroy. */
export interface Thumbnails {
  engine: GalleryEngine;
  layout(): void;
  destroy(): void;
}

/**
 * Builds the strip with `makeEngine` (the block's createEngine), following
 * the slideshow of `main`. Each thumbnail is a button "n of N".
 */
export function createThumbnails(
  { element, design: module, slides }: StripParts,
  main: DesignContext,
  makeEngine: typeof createEngine,
): Thumbnails {
  const { settings } = main;
  let design: Design | undefined;
  const engine = makeEngine({
    count: slides.length,
    loop: settings.loop,
    index: main.engine.index,
    show: (index, from, direction) => design?.show(index, from, direction),
    blocked: () => main.engine.inMotion,
  });
  const offs = [engine.destroy];
  const destroy = () =>
    offs
      .splice(0)
      .reverse()
      .forEach((off) => off());
  const mark = (index: number) =>
    slides.forEach((slide) => slide.element.classList.toggle('sqs-active-slide', slide.index === index));
  try {
    const made = (design = module.create({
      ...main,
      container: element,
      slides,
      settings: {
        ...settings,
        design: 'strip',
        aspectRatio: settings.squareThumbs ? 1 : null,
        // thumbnail-strip-margin: the space between thumbnails (the strip's gutter).
        gutter: settings.thumbnailStripMargin ?? settings.gutter,
        designOptions: {},
      },
      controls: { previous: null, next: null },
      engine,
    }));
    offs.push(() => made.destroy(), linkEngines(main.engine, engine));
    for (const { element: thumb, index } of slides) {
      thumb.setAttribute('role', 'button');
      thumb.setAttribute(
        'aria-label',
        say('lightbox.position', LIGHTBOX_WORDS.position, { index: index + 1, count: slides.length }),
      );
      thumb.tabIndex = 0;
    }
    engine.on('change', mark);
    mark(engine.index);
  } catch (error) {
    destroy();
    throw error;
  }
  return { engine, layout: () => design?.layout?.(), destroy };
}
