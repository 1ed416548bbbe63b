/**
 * The website overlays manager (spec §6: "triggered by a logged-in user, or
 * the site-badge, mobile info bar or licensed-assets conditions"): decides
 * which of the site's fixed overlays appear, and stacks them so none covers
 * another:
 * - the mobile info bar, at most 1024 px wide (spec §9), from
 *   `mobileInfoBarSettings` (./info-bar-items.ts), shown and removed as the
 *   viewport crosses that width;
 * - the site badge (`ssBadgeType` > 0; the server's `.sqs-site-badge`),
 *   bottom right, above the info bar when both show; not in the editor frame;
 * - the licensed-assets notice (`hasUnlicensedAssets`; the server's
 *   `.sqs-licensed-assets-notice`), to signed-in accounts only: visitors
 *   never see the site's billing.
 * See docs/features/site-chrome.md.
 */
import { BREAKPOINTS } from '../../core/enums/limits';
import { inEditorFrame } from '../../core/editor-frame';
import type { FeatureContext, PageContext, Unmount } from '../../core/types';
import { createMarkupUndo } from '../../shared/markup-undo';
import { readInfoItems } from './info-bar-items';
import { renderInfoBar } from './info-bar';

export { readInfoItems, MAP_SEARCH_URL, type InfoItem } from './info-bar-items';

/** Above the page, below the announcement bar (28000): the page's own chrome goes over them. */
export const OVERLAY_Z_INDEX = 27000;

/** Show a server overlay (`hidden` in the markup) fixed at `place`. */
function reveal(el: HTMLElement, place: Record<string, string>, undo: ReturnType<typeof createMarkupUndo>) {
  undo.style(el, { position: 'fixed', 'z-index': String(OVERLAY_Z_INDEX), ...place });
  undo.attr(el, 'hidden', null);
}

/** Start the manager on `win`'s page; returns the stop. */
export function startOverlays(page: PageContext, win: Window = window): () => void {
  const doc = win.document;
  const settings = page.websiteSettings;
  const undo = createMarkupUndo();
  const badge =
    settings.ssBadgeType > 0 && !inEditorFrame(win, page.authenticatedAccount)
      ? doc.querySelector<HTMLElement>('.sqs-site-badge')
      : null;
  if (badge) {
    reveal(badge, { right: '12px', bottom: '12px' }, undo);
    undo.cls(badge, `sqs-site-badge--${settings.ssBadgeType}`);
  }
  const notice =
    page.authenticatedAccount && settings.hasUnlicensedAssets
      ? doc.querySelector<HTMLElement>('.sqs-licensed-assets-notice')
      : null;
  if (notice) {
    undo.attr(notice, 'role', notice.getAttribute('role') ?? 'status');
    reveal(notice, { left: '12px', top: '12px' }, undo);
  }

  const items = readInfoItems(settings.mobileInfoBarSettings);
  const narrow = items.length ? win.matchMedia?.(`(max-width: ${BREAKPOINTS.mobileInfoBarMax}px)`) : undefined;
  const layout = () => {
    undo.restore('bar');
    if (!narrow?.matches) return;
    undo.scoped('bar', () => {
      const bar = renderInfoBar(doc, items, undo, OVERLAY_Z_INDEX);
      if (badge) undo.style(badge, { bottom: `${bar.offsetHeight + 12}px` });
    });
  };
  if (narrow) {
    layout();
    undo.on(narrow, 'change', layout);
  }
  return () => undo.restore();
}

/** The feature's entry. */
export function start({ page }: FeatureContext): Unmount {
  return startOverlays(page);
}
