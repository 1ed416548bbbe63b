/**
 * The cart badge feature (spec §3 "Cart indicator", §8 badge speech, §9
 * '100+'): loaded only on pages with the builder's cart count element (see
 * src/loader/catalogue/features.ts), so a page without one costs nothing.
 * It shows the item count and subtotal from the first sync, then follows
 * every change in this tab and the others.
 */
import { cookiesFor } from '../../core/cookies';
import { cartWords } from '../../core/money';
import type { FeatureContext, Unmount } from '../../core/types';
import type { CartSummary } from '../../shared/commerce/cart-types';
import { onCartChange } from '../../shared/commerce/cart-sync';
import { createBadgeView } from './badge-view';
import { readSummary } from './first-sync';

export { badgeLabel, BADGE_SELECTOR, INITIALIZED_CLASS } from './badge-view';

/** Start the badge on `win`'s page. */
export function start({ page, report }: FeatureContext, win: Window = window): Unmount {
  const doc = win.document;
  // The count wording in the page's words (the runtime installed them before this feature started).
  const view = createBadgeView(doc, cartWords());
  const cookies = cookiesFor(doc);
  let shown: CartSummary | null = null;
  let stopped = false;
  /** A summary older than the one shown (a late answer) is dropped. */
  const show = (summary: CartSummary) => {
    if (stopped || (shown && summary.revision < shown.revision)) return;
    shown = summary;
    view.render(summary);
  };
  const sync = () =>
    readSummary(page, doc, cookies, report).then(show, (error: unknown) => report(error, 'cart badge sync failed'));
  const stopChanges = onCartChange(win, show);
  // A page restored from the back-forward cache missed the changes made meanwhile.
  const onPageShow = (event: PageTransitionEvent) => void (event.persisted && sync());
  win.addEventListener('pageshow', onPageShow);
  void sync();
  return () => {
    stopped = true;
    stopChanges();
    win.removeEventListener('pageshow', onPageShow);
    view.destroy();
  };
}
