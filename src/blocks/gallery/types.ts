/**
 * The contracts between the gallery block (src/blocks/gallery/index.ts), its
 * engine, and the designs. Each design is its own chunk
 * (`src/blocks/gallery/designs/{name}.ts`, exporting `create`), fetched only
 * when a gallery on the page uses it; the lightbox is another chunk
 * (`src/shared/lightbox/`), fetched on first open or hover intent.
 */
import type { FlowLayout } from '../../shared/gallery-layout';

/** The gallery designs of spec §4 "Layouts" (after the block-design mapping). */
export type DesignName =
  | 'base'
  | 'stacked'
  | 'strip'
  | 'grid'
  | 'autogrid'
  | 'autocolumns'
  | 'autorows'
  | 'carousel'
  | 'list'
  | 'wall'
  | 'stack';

/** One `.slide` of the server markup, read once at mount. */
export interface Slide {
  readonly element: HTMLElement;
  /** Position among the gallery's slides, from 0. */
  readonly index: number;
  /** `data-type`, else `video` when the slide holds a video wrapper, else `image`. */
  readonly type: 'image' | 'video';
  /** `data-slide-id` (null when absent). */
  readonly id: string | null;
  /** `data-slide-url` (null when absent). */
  readonly url: string | null;
  /** `data-click-through-url` (null when absent or empty). */
  readonly clickThroughUrl: string | null;
  /** The slide's `img.thumb-image` (null for a slide without one). */
  readonly image: HTMLImageElement | null;
  /** From `data-image-dimensions` of the slide or its image; 0 when unknown. */
  readonly width: number;
  readonly height: number;
  /** From `data-image-focal-point`; 0.5,0.5 by default. */
  readonly focalPoint: readonly [number, number];
  /** Text of `.meta-title` / `.meta-description` (text only, never HTML). */
  readonly title: string;
  readonly description: string;
  /** The image's alt text ('' when none). */
  readonly alt: string;
}

/** Autoplay settings (spec §3 "Gallery attributes" autoplayOptions, §9 "Gallery"). */
export interface AutoplaySettings {
  enabled: boolean;
  /** Milliseconds between advances (block JSON `autoplay-duration` is in seconds). */
  timeout: number;
  /** Advance to a random other slide instead of the next one. */
  randomize: boolean;
  /** Milliseconds after the pointer leaves before autoplay resumes. */
  resume: number;
  /** Pause while the pointer is over the gallery or its controls (not on mobile). */
  pauseOnMouseover: boolean;
}

/**
 * `data-block-json` normalised (spec §3 "Gallery block data", §5 "Gallery",
 * §9 "Gallery"): every field present, unknown enum values replaced by the
 * spec's defaults. `designOptions` carries the per-design options
 * (transition, alignment, boundaries, …) as given; each design validates its own.
 */
export interface GallerySettings {
  /** The builder's block design as given (`slideshow`, `slider`, …). */
  blockDesign: string;
  /** The design it maps to. */
  design: DesignName;
  /**
   * `imageAspectRatio` or `aspectRatio` (the grid: `aspect-ratio` first), a
   * number, "W:H" or a builder's name (src/shared/gallery-layout.ts), as
   * width / height; null for 'Auto', an unknown name, or absent.
   */
  aspectRatio: number | null;
  /** Columns: grid's `thumbnails-per-row` (either spelling), else `slidesPerRow`; the carousel's `slidesPerRow`. */
  slidesPerRow: number;
  /**
   * Pixels between slides: the grid's `padding`, else `gutter`; the other
   * designs' `gutter` (each design has its own default when the block JSON has none).
   */
  gutter: number | null;
  columnWidth: number | null;
  padding: number | null;
  /** Open the lightbox when a slide is clicked. */
  lightbox: boolean;
  lightboxTheme: 'light' | 'dark';
  /** `active-alignment`: left | center | right. */
  activeAlignment: 'left' | 'center' | 'right';
  /** A thumbnail strip linked to the slideshow. */
  thumbnails: boolean;
  thumbnailsPerRow: number;
  thumbnailStripHeight: number | null;
  /** `thumbnail-strip-margin`: px between the thumbnails of the strip; null: the gallery's gutter (0 unless set). */
  thumbnailStripMargin: number | null;
  squareThumbs: boolean;
  /**
   * `mixedContent`: slides of other types than image (video) take part
   * (default); false: the gallery is images only, and the block leaves such
   * slides out (hidden, never shown or counted).
   */
  mixedContent: boolean;
  /** Images fill their box, cropped around the focal point; false: they are fitted whole. */
  autoCrop: boolean;
  /**
   * `show-meta`: read, and changes nothing in the runtime. The server writes
   * a slide's `.meta` only when it shows (and the 7.0 container class
   * `sqs-gallery-block-show-meta` for theme CSS); hiding one at mount would move what follows it.
   */
  showMeta: boolean;
  metaPosition: string;
  autoplay: AutoplaySettings;
  loop: boolean;
  keyboard: boolean;
  /** Keys that go previous / next (spec §9: 37 and 39). */
  keys: { previous: number; next: number };
  /** Write the current slide into the address as `itemId` (spec §2). */
  historyHash: boolean;
  designOptions: Record<string, unknown>;
  /** The wall's or the stack's layout (src/shared/gallery-layout.ts `flowLayoutOf`); null for the other designs. */
  flow: FlowLayout | null;
}

/** Why the index changed; designs and listeners may treat them differently. */
export type ChangeSource = 'control' | 'keyboard' | 'autoplay' | 'click' | 'swipe' | 'link' | 'history' | 'api';

/** The index state machine of spec §4 "Gallery" (src/blocks/gallery/engine.ts). */
export interface GalleryEngine {
  readonly index: number;
  readonly count: number;
  readonly inMotion: boolean;
  /**
   * Go to `index` (normalised modulo the count; negative counts from the end).
   * Refused (returns false) while this gallery or a linked one is in motion.
   */
  goTo(index: number, source?: ChangeSource): boolean;
  /** One step forward / back: wraps with loop, else clamps and fires reached-end / reached-beginning. */
  next(source?: ChangeSource): boolean;
  previous(source?: ChangeSource): boolean;
  /**
   * Listen to `change` (index, previous, source), `reached-end`,
   * `reached-beginning`, and `settle` (index: a motion has ended, changes are
   * taken again). Returns the unsubscribe.
   */
  on(event: 'change', listener: (index: number, previous: number, source: ChangeSource) => void): () => void;
  on(event: 'settle', listener: (index: number) => void): () => void;
  on(event: 'reached-end' | 'reached-beginning', listener: () => void): () => void;
  destroy(): void;
}

/** What a design receives from the block. */
export interface DesignContext {
  readonly win: Window & typeof globalThis;
  /** The block root (`.sqs-block.gallery-block`). */
  readonly root: HTMLElement;
  /** `.sqs-gallery`, the parent of the slides. */
  readonly container: HTMLElement;
  readonly slides: readonly Slide[];
  readonly settings: GallerySettings;
  /** `.sqs-gallery-controls .previous / .next` when the markup has them. */
  readonly controls: { readonly previous: HTMLElement | null; readonly next: HTMLElement | null };
  readonly engine: GalleryEngine;
  /** Read at the moment of a motion, like `prefersReducedMotion()`. */
  reducedMotion(): boolean;
  /**
   * Whether the page is in the site editor's frame (src/core/editor-frame.ts):
   * click-throughs then fire the bypass event instead of navigating (spec §4).
   */
  readonly inEditor: boolean;
  /** Start loading a slide's image (idempotent; width chosen from the slide's box). */
  loadSlide(slide: Slide): void;
  report(error: unknown, message?: string): void;
  /**
   * `callback` guarded for this gallery (src/core/guard.ts): what a listener,
   * timer or observer callback of the gallery, its designs and its parts
   * throws reaches the funnel with its stack (WebKit would give the window
   * "Script error."), named for this gallery. One copy of the guard serves
   * every chunk of the gallery.
   */
  guard<A extends unknown[]>(callback: (...args: A) => unknown): (...args: A) => void;
}

/** A design lays the slides out and animates index changes. */
export interface Design {
  /**
   * Show slide `index` (the engine already changed it); `from` is the
   * previous index, `direction` +1 forward / -1 back. The engine counts the
   * gallery in motion until the returned promise settles.
   */
  show(index: number, from: number, direction: 1 | -1): void | Promise<void>;
  /** Re-measure after a resize (the block debounces resizes by 100 ms). */
  layout?(): void;
  /**
   * True when the design wires `.previous`/`.next` itself (the carousel steps
   * by groups); otherwise the block wires them to engine.previous/next.
   */
  readonly ownsControls?: boolean;
  /**
   * True when the design handles clicks on slides itself (stacked and strip
   * click behaviours); otherwise a click on a slide opens the lightbox when
   * enabled, else follows its click-through URL.
   */
  readonly ownsClicks?: boolean;
  /**
   * True when the design shows one slide at a time (stacked, strip as a
   * slideshow): the block then applies the WAI-ARIA carousel pattern (region,
   * "n of N" slide groups, live region). When absent the block decides by
   * name: stacked and strip are carousels, the layouts are not.
   */
  readonly carousel?: boolean;
  /** Undo everything: classes, inline styles, listeners, timers. */
  destroy(): void;
}

/** The module each design chunk exports. */
export interface DesignModule {
  create(context: DesignContext): Design;
}
