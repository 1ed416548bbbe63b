/**
 * The gallery's side of the lightbox (spec §2 "Lightbox and gallery"): its
 * chunk is imported on hover intent or first open, never at page load; the
 * items come from the slides; the gallery follows the lightbox's index.
 * With the lightbox on, the block takes every slide click first (capture
 * phase), whatever the design: a design's own click behaviour only runs
 * without the lightbox.
 *
 * §5 says the lightbox is unavailable in the public tier (warning only), but
 * the page context carries no tier: we treat the lightbox as always available.
 * Its own chunk: only galleries with `lightbox` on fetch it (features.ts).
 */
import { sizeFormat } from '../../shared/image/url';
import type { LightboxHandle, LightboxItem, OpenLightbox } from '../../shared/lightbox/types';
import type { DesignContext, Slide } from './types';
import { say } from '../../core/message-format/page-words';
import { LIGHTBOX_WORDS } from '../../core/words/media';

/** The gallery's handle on the lightbox chunk, as {@link createLightboxBridge} returns it. */
export interface LightboxBridge {
  /** Start fetching the chunk (hover intent). */
  preload(): void;
  open(index: number, opener: HTMLElement | null): Promise<void>;
  readonly isOpen: boolean;
  destroy(): void;
}

/** The lightbox item of a slide (text fields stay text: the lightbox renders them as such). */
export function lightboxItem(slide: Slide): LightboxItem {
  const { image } = slide;
  return {
    id: slide.id,
    src: image?.getAttribute('data-src') || '',
    sizeFormat: sizeFormat(image?.getAttribute('data-size-format')),
    width: slide.width,
    height: slide.height,
    alt: slide.alt,
    title: slide.title,
    description: slide.description,
    type: slide.type,
  };
}

/**
 * The bridge for one gallery: each slide is focusable, and a button named by
 * its title, else its alt text, else "n of N" unless it already is a
 * `carousel` slide; a click on a slide (or Enter/Space, which click it) opens
 * the lightbox there, hovering or focusing a slide fetches the chunk, the
 * lightbox's index changes move the gallery (`engine.goTo`); `onOpen` hears it
 * open (true) and close (false); `load` imports the chunk (injectable for tests).
 *
 * The lightbox leads: the gallery refuses a change while it moves (spec §4),
 * so a visitor stepping through the lightbox faster than the gallery's
 * transition would leave it behind. It catches up with the lightbox's last
 * slide each time its motion settles, during the storm and after the
 * lightbox closes, until both show the same slide.
 */
export function createLightboxBridge(
  { root, container, slides, settings, engine, report, win, guard }: DesignContext,
  onOpen: (open: boolean) => void,
  carousel = false,
  load: () => Promise<{ openLightbox: OpenLightbox }> = () => import('../../shared/lightbox/index'),
): LightboxBridge {
  let module: ReturnType<typeof load> | undefined;
  let handle: LightboxHandle | null = null;
  let opening = false;
  const ac = new AbortController();
  /** The lightbox's slide the gallery has still to reach; -1 once it has. */
  let wanted = -1;
  const follow = () => {
    if (wanted === engine.index || ac.signal.aborted) wanted = -1;
    // Refused while a linked strip moves (this gallery is not moving, so no settle of its own comes): next frame.
    else if (wanted >= 0 && !engine.goTo(wanted, 'api') && !engine.inMotion) win.requestAnimationFrame(nextFrame);
  };
  const nextFrame = guard(follow);
  const offSettle = engine.on('settle', follow);
  // The visitor moved the gallery itself (after the lightbox closed): that slide wins.
  const offChange = engine.on('change', (_index, _from, source) => source === 'api' || (wanted = -1));
  const listen = (type: string, listener: (event: Event) => void, capture?: boolean) =>
    container.addEventListener(type, guard(listener), { capture, signal: ac.signal });
  // A failed fetch is forgotten, so the next open tries again.
  const fetchChunk = () =>
    (module ||= load().catch((error) => {
      module = undefined;
      throw error;
    }));
  const bridge: LightboxBridge = {
    preload: () => void fetchChunk().catch(() => {}),
    async open(index, opener) {
      if (handle || opening) return;
      opening = true;
      onOpen(true);
      try {
        const { openLightbox } = await fetchChunk();
        if (ac.signal.aborted) return;
        let closed = false;
        const opened = openLightbox(root.ownerDocument, {
          items: slides.map(lightboxItem),
          index,
          theme: settings.lightboxTheme,
          title: say('lightbox.gallery', LIGHTBOX_WORDS.gallery),
          opener,
          onChange(i) {
            wanted = i;
            follow();
          },
          onClose() {
            closed = true;
            handle = null;
            onOpen(false);
          },
          // A crash of the lightbox is this block's error: reported with its name.
          report,
        });
        // A lightbox that crashed on its first render has already closed.
        if (!closed) handle = opened;
      } catch (error) {
        onOpen(false);
        report(error, 'lightbox failed to open');
      } finally {
        opening = false;
      }
    },
    get isOpen() {
      return !!handle || opening;
    },
    destroy() {
      ac.abort();
      offSettle();
      offChange();
      handle?.destroy();
      handle = null;
    },
  };
  listen(
    'click',
    (event) => {
      const target = event.target as Element;
      const slide = slides.find((s) => s.element === target.closest('.slide'));
      // A link in a caption still works as a link; a design may have taken the click (a swipe).
      if (!slide || event.defaultPrevented || target.closest('.meta a[href]')) return;
      event.stopPropagation();
      event.preventDefault();
      engine.goTo(slide.index, 'click');
      void bridge.open(slide.index, slide.element);
    },
    true,
  );
  for (const { element, index, title, alt } of slides) {
    element.tabIndex = 0;
    if (carousel) continue;
    element.setAttribute('role', 'button');
    element.setAttribute('aria-label', title || alt || `${index + 1} of ${slides.length}`);
  }
  // Hover or focus on a slide: fetch the chunk so it opens at once.
  listen('pointerover', bridge.preload);
  listen('focusin', bridge.preload);
  return bridge;
}
