/**
 * The announcement bar (spec §6: for a signed-in account or when the site
 * sets `showAnnouncementBar`): the server renders it hidden
 * (`.sqs-announcement-bar[hidden]`, its text in `.sqs-announcement-bar-text`),
 * or, where the template writes no bar (real 7.0 pages), the runtime builds
 * it from `websiteSettings.announcementBarSettings` (./from-settings.ts);
 * this shows it fixed at the top of the viewport, over the page, so nothing
 * the visitor already sees moves when it appears; its close button hides it
 * and the closing is remembered (./dismissal.ts). See
 * docs/features/site-chrome.md.
 */
import type { FeatureContext, PageContext, Unmount } from '../../core/types';
import { createMarkupUndo } from '../../shared/markup-undo';
import { createDismissal } from './dismissal';
import { buildBar, isUnstyled, READABLE_BAR, readBarSettings } from './from-settings';
import { say } from '../../core/message-format/page-words';
import { CHROME_WORDS } from '../../core/words/site-chrome';

export { DISMISSAL_STORAGE_KEY, fingerprint } from './dismissal';

/** Above the page, below the cookie banner (29000) and the popup (29500). */
export const BAR_Z_INDEX = 28000;

/** The bubbling event fired on the bar when the visitor closes it. */
export const BAR_CLOSE_EVENT = 'site-runtime:announcement-bar-close';

/** Show the page's announcement bar unless it was closed before; returns the stop. */
export function startAnnouncementBar(page: PageContext, doc: Document = document): () => void {
  if (!(page.showAnnouncementBar || page.authenticatedAccount)) return () => undefined;
  const served = doc.querySelector<HTMLElement>('.sqs-announcement-bar');
  const settings = served ? null : readBarSettings(page);
  const bar = served ?? (settings && buildBar(doc, settings));
  if (!bar) return () => undefined;
  const text = bar.querySelector('.sqs-announcement-bar-text')?.textContent ?? bar.textContent ?? '';
  const dismissal = createDismissal(text);
  if (dismissal.dismissed()) {
    if (!served) bar.remove();
    return () => undefined;
  }
  const undo = createMarkupUndo();
  if (!served) {
    undo.added(bar);
    if (isUnstyled(bar)) undo.style(bar, { ...READABLE_BAR });
  }
  let close = bar.querySelector<HTMLElement>('.sqs-announcement-bar-close');
  if (!close) {
    close = undo.added(doc.createElement('button'));
    close.className = 'sqs-announcement-bar-close';
    close.setAttribute('type', 'button');
    close.textContent = '×';
    bar.append(close);
  }
  if (!close.getAttribute('aria-label'))
    undo.attr(close, 'aria-label', say('chrome.closeAnnouncement', CHROME_WORDS.closeAnnouncement));
  if (!bar.hasAttribute('role')) undo.attr(bar, 'role', 'region');
  if (!bar.hasAttribute('aria-label'))
    undo.attr(bar, 'aria-label', say('chrome.announcement', CHROME_WORDS.announcement));
  undo.style(bar, { position: 'fixed', top: '0', left: '0', right: '0', 'z-index': String(BAR_Z_INDEX) });
  undo.attr(bar, 'hidden', null);
  undo.on(close, 'click', () => {
    dismissal.dismiss();
    undo.restore();
    bar.dispatchEvent(new CustomEvent(BAR_CLOSE_EVENT, { bubbles: true }));
  });
  return () => undo.restore();
}

/** The feature's entry. */
export function start({ page }: FeatureContext): Unmount {
  return startAnnouncementBar(page);
}
