/**
 * The behaviour mounted on a widget's new content (docs/blocks/widgets.md):
 * - a summary whose rendering is a gallery (carousel, list, grid: a
 *   `.sqs-gallery-container > .sqs-gallery`) gets the gallery block itself,
 *   fetched only then (`import()`), mounted on the content element;
 * - every kind: elements the server marked `data-href` (a tour date's row
 *   title, say) become links a keyboard reaches, the CSP-safe stand-in for
 *   the inline `onclick` the inserted HTML may not carry.
 */
import type { BlockContext, Unmount } from '../../core/types';
import type { MarkupUndo } from '../../shared/markup-undo';
import { safeHref } from '../../shared/safe-href';

/** A summary's rendering that the gallery engine lays out. */
export const GALLERY_SELECTOR = '.sqs-gallery-container>.sqs-gallery';

/** Runs what a mount returned (the loader's own rule, src/loader/runtime/unmount.ts, which a block chunk cannot import). */
const run = (unmount: Unmount) =>
  typeof unmount === 'function' ? unmount() : unmount && typeof unmount.destroy === 'function' && unmount.destroy();

/** `[data-href]` elements under `content` as keyboard-reachable links, recorded in `undo`. */
export function linkDataHrefs(content: Element, undo: MarkupUndo, navigate: (url: string) => void): void {
  content.querySelectorAll('[data-href]').forEach((element) => {
    const url = safeHref(element.getAttribute('data-href'));
    if (!url || element.closest('a,button')) return;
    undo.attr(element, 'role', 'link');
    undo.attr(element, 'tabindex', '0');
    undo.on(element, 'click', () => navigate(url));
    undo.on(element, 'keydown', (event) => (event as KeyboardEvent).key === 'Enter' && navigate(url));
  });
}

/**
 * Mounts the gallery on `content` when the summary's rendering is one.
 * Resolves to its unmount (a no-op otherwise); `isLive` says whether the
 * block is still mounted once the chunk has arrived (if not, no gallery).
 */
export async function mountSummaryGallery(
  content: HTMLElement,
  context: BlockContext,
  isLive: () => boolean,
): Promise<() => void> {
  if (!content.querySelector(GALLERY_SELECTOR)) return () => {};
  const gallery = await import('../gallery/index');
  if (!isLive()) return () => {};
  // The summary's `design` names a summary layout; the rendering's sqs-gallery-block-{design} names the gallery's.
  const unmount = await gallery.mount(content, { ...context, config: { ...context.config, design: undefined } });
  return () => run(unmount);
}
