/**
 * ARIA for one-at-a-time designs (stacked, strip as a slideshow): the
 * WAI-ARIA carousel pattern. The root is a region with aria-roledescription
 * "carousel" and a name of its own on the page, each slide a group "n of N"
 * with aria-roledescription "slide", and the slides' container is a polite
 * live region except while autoplay runs. (With the lightbox on, the bridge
 * makes the slides focusable, and the slides of the other designs buttons.)
 * Every attribute set here is put back by the block's markup snapshot.
 *
 * Only the current slide is labelled at mount; the others, which nobody can
 * see or reach yet, are labelled when the browser is idle (spec §9: idle
 * callback, 50 ms fallback), so that a 50-slide gallery mounts in short
 * tasks.
 */
import type { DesignContext } from './types';
import { say } from '../../core/message-format/page-words';
import { GALLERY_WORDS, LIGHTBOX_WORDS } from '../../core/words/media';

/** What {@link applyA11y} returns: keeps the per-slide attributes and the live region current. */
export interface A11y {
  /** The active slide changed (`from` unknown: at mount). */
  update(index: number, from?: number): void;
  /** Autoplay running: the live region is off so it does not talk every few seconds. */
  live(running: boolean): void;
}

/** The nearest heading with text inside a gallery block, before its slides (not a slide's own), if any. */
function headingOf(root: Element): Element | undefined {
  const slides = root.querySelector('.sqs-gallery');
  return Array.from(root.querySelectorAll('h1,h2,h3,h4,h5,h6'))
    .filter((h) => slides && !h.closest('.slide') && h.compareDocumentPosition(slides) & 4 && h.textContent.trim())
    .pop();
}

/**
 * Names the carousel region, uniquely on the page (axe: landmark-unique) and
 * the same at every visit, whatever order the galleries mount in: by the
 * nearest heading before the slides inside the block (aria-labelledby, giving
 * the heading an id when it has none), else by the block's own aria-label,
 * else "Gallery". A name another gallery block would also take (by its heading,
 * or "Gallery") gets the block's position on the page: "Gallery 2".
 */
function label(root: HTMLElement): void {
  const doc = root.ownerDocument;
  const blocks = Array.from(doc.querySelectorAll('.gallery-block'));
  const heading = headingOf(root);
  const gallery = say('lightbox.gallery', LIGHTBOX_WORDS.gallery);
  const name = heading?.textContent!.trim() || root.getAttribute('aria-label') || gallery;
  if (blocks.some((block) => block !== root && (headingOf(block)?.textContent!.trim() || gallery) === name)) {
    root.setAttribute('aria-label', `${name} ${blocks.indexOf(root) + 1}`);
  } else if (heading) {
    for (let n = 1; !heading.id; n++)
      if (!doc.getElementById(`gallery-heading-${n}`)) heading.id = `gallery-heading-${n}`;
    root.setAttribute('aria-labelledby', heading.id);
  } else root.setAttribute('aria-label', name);
}

/**
 * Makes the gallery a WAI-ARIA carousel; `update` keeps the per-slide
 * attributes current. Only stacked hides (aria-hidden + inert) the slides
 * that are not shown: a strip shows its neighbours. `signal` cancels the
 * idle labelling. (Slides that open the lightbox are the bridge's.)
 */
export function applyA11y(
  { root, container, slides, settings, engine, win, guard }: DesignContext,
  signal: AbortSignal,
): A11y {
  const labelled = new Set<number>();
  const set = (index: number, shown: boolean) => {
    const element = slides[index]?.element;
    if (!element) return;
    if (!labelled.has(index)) {
      labelled.add(index);
      element.setAttribute('role', 'group');
      element.setAttribute('aria-roledescription', say('gallery.slide', GALLERY_WORDS.slide));
      element.setAttribute(
        'aria-label',
        say('lightbox.position', LIGHTBOX_WORDS.position, { index: index + 1, count: slides.length }),
      );
    }
    if (settings.design !== 'stacked') return;
    element.toggleAttribute('inert', !shown);
    shown ? element.removeAttribute('aria-hidden') : element.setAttribute('aria-hidden', 'true');
  };
  root.setAttribute('role', 'region');
  root.setAttribute('aria-roledescription', say('gallery.carousel', GALLERY_WORDS.carousel));
  label(root);
  // spec §9: an idle callback, or 50 ms without requestIdleCallback.
  const rest = guard(() => signal.aborted || slides.forEach((_, i) => set(i, i === engine.index)));
  if (win.requestIdleCallback) win.requestIdleCallback(rest, { timeout: 1000 });
  else win.setTimeout(rest, 50);
  return {
    update(index, from) {
      if (from !== undefined) set(from, false);
      set(index, true);
    },
    live: (running) => container.setAttribute('aria-live', running ? 'off' : 'polite'),
  };
}
