/**
 * One mounted gallery: the engine, the design, and around them the block's
 * duties (spec §4 "Gallery"): active-slide class, disabled controls at the
 * ends, DOM events, ARIA, controls, keys, resize, and the optional parts
 * (clicks, lightbox, autoplay, history, the linked thumbnail strip). Every
 * module gets the gallery's {@link DesignContext}; every listener hangs off
 * one AbortSignal. destroy() undoes all of it and puts the server markup back
 * exactly (snapshot.ts, taken by the caller before anything changed).
 */
import { guard } from '../../core/guard';
import type { PageContext } from '../../core/types';
import { applyA11y } from './a11y';
import type { Autoplay } from './autoplay';
import { wireControls } from './controls';
import { prefersReducedMotion } from '../../core/ui/reduced-motion';
import { emit, markActive } from './dom';
import { createEngine } from './engine';
import type { Features } from './features';
import { createKeyboard } from './keyboard';
import type { StripParts } from './thumbnails';
import type { Design, DesignContext, DesignModule, GalleryEngine, GallerySettings, Slide } from './types';
import { RESIZE_DEBOUNCE_MS } from '../../core/enums/gallery-constants';

/** What {@link createGallery} is built from (index.ts finds, reads and fetches them). */
export interface GalleryParts {
  root: HTMLElement;
  /** `.sqs-gallery-container`: holds the slides, the controls and the thumbnail strip. */
  box: HTMLElement;
  /** `.sqs-gallery`, the parent of the slides. */
  container: HTMLElement;
  settings: GallerySettings;
  slides: Slide[];
  /** The slide the address names (spec §2), -1 for none. */
  start: number;
  page: PageContext;
  /** Whether the page is in the site editor's frame (src/core/editor-frame.ts, read once at mount). */
  inEditor: boolean;
  design: DesignModule;
  /** The linked thumbnail strip (`.sqs-gallery-thumbnails`), with the strip design. */
  strip?: StripParts | undefined;
  /** The optional modules this gallery uses, already fetched. */
  features: Features;
  /** Starts loading an image; each image once. */
  load(image: HTMLImageElement): unknown;
  /** Puts the server markup back and cancels what the mount started. */
  restore(): void;
  /** Resolves in a new task (at mount): the design lays out in one task, the block wires itself in the next. */
  pause?(): Promise<void>;
  report(error: unknown, message?: string): void;
}

/**
 * Builds the gallery: the engine and the design, then, after `parts.pause`
 * (a new task at mount, so that a 50-slide gallery never makes one long task
 * of the design's layout and the block's wiring together), everything around
 * them. On any error it undoes what it did and rejects (the block fails).
 */
export async function createGallery(parts: GalleryParts): Promise<{ destroy(): void }> {
  const { root, settings, slides, features } = parts;
  const ac = new AbortController();
  const offs = [() => ac.abort()];
  const destroy = () => {
    for (const off of offs.splice(0).reverse()) {
      try {
        off();
      } catch (error) {
        parts.report(error, 'destroy failed');
      }
    }
    parts.restore();
  };
  const win = root.ownerDocument.defaultView as Window & typeof globalThis;
  const control = (name: string) => root.querySelector<HTMLElement>(`.sqs-gallery-controls .${name}`);
  let design: Design | undefined;
  let partner: GalleryEngine | undefined;
  const engine = createEngine({
    count: slides.length,
    loop: settings.loop,
    index: Math.max(parts.start, 0),
    show: (index, from, direction) => design?.show(index, from, direction),
    blocked: () => !!partner?.inMotion,
  });
  offs.push(engine.destroy);
  const ctx: DesignContext = {
    win,
    root,
    container: parts.container,
    slides,
    settings,
    engine,
    report: parts.report,
    controls: { previous: control('previous'), next: control('next') },
    reducedMotion: () => prefersReducedMotion(win),
    inEditor: parts.inEditor,
    // Designs call this by their own preload rules.
    loadSlide: (slide) => void (slide.image && parts.load(slide.image)),
    guard: (callback) => guard(callback, root),
  };
  try {
    const made = (design = parts.design.create(ctx));
    offs.push(() => made.destroy());
    const buttons = new Set<Element>();
    const layouts = [() => made.layout?.()];
    if (parts.strip && features.thumbnails) {
      const strip = features.thumbnails.createThumbnails(parts.strip, ctx, createEngine);
      partner = strip.engine;
      parts.strip.slides.forEach((slide) => buttons.add(slide.element));
      layouts.push(strip.layout);
      offs.push(strip.destroy);
    }
    await parts.pause?.();
    wire(parts, ctx, made, buttons, layouts, offs, ac.signal);
  } catch (error) {
    destroy();
    throw error;
  }
  return { destroy };
}

/**
 * Everything around the engine and the design `made`: ARIA, the active
 * slide and the ends, DOM events, controls, keys, clicks, the optional parts,
 * resizes. `buttons` are the elements Enter and Space click, `layouts` the
 * re-lay-outs a resize runs; undos go to `offs`, listeners hang off `signal`.
 */
function wire(
  parts: GalleryParts,
  ctx: DesignContext,
  made: Design,
  buttons: Set<Element>,
  layouts: (() => void)[],
  offs: (() => void)[],
  signal: AbortSignal,
): void {
  const { root, slides, settings, engine, win } = ctx;
  const { features, start } = parts;
  let autoplay: Autoplay | undefined;
  const carousel = made.carousel ?? (settings.design === 'stacked' || settings.design === 'strip');
  const a11y = carousel ? applyA11y(ctx, signal) : null;
  const edges = made.ownsControls ? null : wireControls(ctx, buttons, signal);
  const history = features.history?.createHistoryWriter(ctx, parts.page.collection?.fullUrl);
  const show = (index: number, previous?: number) => {
    markActive(slides, index, previous);
    a11y?.update(index, previous);
    edges?.(index);
  };
  engine.on('change', (index, previous, source) => {
    show(index, previous);
    history?.changed();
    emit(root, 'change', { index, previous, source });
  });
  for (const name of ['reached-end', 'reached-beginning'] as const) engine.on(name, () => emit(root, name));
  show(engine.index);

  const bridge = features.lightbox?.createLightboxBridge(ctx, (open) => autoplay?.hold('lightbox', open), carousel);
  if (bridge) slides.forEach((slide) => buttons.add(slide.element));
  createKeyboard(ctx, buttons, () => !!bridge?.isOpen, signal);
  // Video slides: a poster until asked; moving to another slide sends a playing one back to it.
  const videos = features.videos?.mountSlideVideos(slides, parts.page, parts.report);
  if (videos) engine.on('change', videos.stop);
  for (const off of [
    history?.destroy,
    bridge?.destroy,
    videos?.destroy,
    made.ownsClicks ? null : features.clicks?.createClicks(ctx),
  ])
    if (off) offs.push(off);
  if (a11y && features.autoplay && slides.length > 1) {
    autoplay = features.autoplay.createAutoplay(
      ctx,
      root.querySelector<HTMLElement>('.sqs-gallery-controls') || parts.box,
      a11y.live,
    );
    offs.push(autoplay.destroy);
  } else a11y?.live(false);

  // spec §9: galleries re-lay out 100 ms after the last resize.
  let timer = 0;
  const layout = ctx.guard(() => layouts.forEach((each) => each()));
  const relayout = () => {
    win.clearTimeout(timer);
    timer = win.setTimeout(layout, RESIZE_DEBOUNCE_MS.gallery);
  };
  for (const type of ['resize', 'orientationchange']) win.addEventListener(type, relayout, { signal });
  offs.push(() => win.clearTimeout(timer));
  // spec §2: the address opens the lightbox on its slide, the same way a visitor's click would.
  if (bridge) slides[start]?.element.click();
}
