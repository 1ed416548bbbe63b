/**
 * In-page anchor links (spec §9 "Scroll"): a click on a link to an element
 * of this page scrolls there with the page's scroll helper (30 px above
 * it, easeOutSine, instant under reduced motion) instead of the browser's
 * jump, writes the fragment into the address (a history entry, as the
 * browser would) and moves the focus to the target, so keyboard and
 * screen-reader users land where the eye does. The loader starts it when
 * the page has a `#` link (src/loader/catalogue/features.ts); one delegated
 * listener serves links added later.
 */
import type { FeatureContext, Unmount } from '../../core/types';
import { scrollToElement } from '../../shared/scroll';
import { anchorTarget, isPlainClick } from './find-target';

/** The bubbling event fired on the target once the scroll has ended. */
export const ANCHOR_SCROLLED_EVENT = 'site-runtime:anchor-scrolled';

const FOCUSABLE = 'a[href],button,input,select,textarea,[tabindex]';

/** Focus `target` without a second jump; a target that takes no focus gets `tabindex="-1"` until it loses it. */
function focusTarget(target: HTMLElement): void {
  if (!target.matches(FOCUSABLE)) {
    target.setAttribute('tabindex', '-1');
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
  }
  target.focus({ preventScroll: true });
}

/** Start handling in-page links on `doc`; returns the stop. */
export function startAnchorLinks(doc: Document, report: FeatureContext['report']): () => void {
  const onClick = (event: MouseEvent) => {
    try {
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || !isPlainClick(event, link)) return;
      const target = anchorTarget(link, doc);
      if (!target) return;
      event.preventDefault();
      const hash = new URL(link.href).hash;
      if (doc.location.hash !== hash) doc.defaultView?.history.pushState(null, '', hash);
      if (target instanceof HTMLElement) focusTarget(target);
      void scrollToElement(target).then(() =>
        target.dispatchEvent(new CustomEvent(ANCHOR_SCROLLED_EVENT, { bubbles: true })),
      );
    } catch (error) {
      report(error, 'anchor link');
    }
  };
  // Bubble phase: a block that handles its own links (and prevents the default) goes first.
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}

/** The feature's entry. */
export function start({ report }: FeatureContext): Unmount {
  return startAnchorLinks(document, report);
}
