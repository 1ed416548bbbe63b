/**
 * The donation button block's chunk entry (`donation-block`, spec §2: "A
 * donate button navigates to the donate page by its page id. Enter (13) and
 * Space (32) activate it."). No React: one listener pair on the server's
 * button. See docs/blocks/donation.md.
 */
import type { BlockContext, Unmount } from '../../core/types';
import { createActivation } from './activation';
import { findDonateButton } from './find-button';
import { donateUrl, readDonatePageId } from './page-id';

export { DONATE_PATH, donateUrl, isDonatePageId, readDonatePageId } from './page-id';

/** The bubbling event fired on the block root just before it navigates. */
export const DONATE_EVENT = 'site-runtime:donate';

/**
 * Enhance one donation block. Without a button (spec §8, console only) or
 * without a valid page id it reports once through `context.report` and
 * attaches nothing, so the block still counts as mounted and the server
 * markup behaves as it does without JS; nothing else on the page is touched.
 */
export function mountDonation(
  root: HTMLElement,
  context: BlockContext,
  go: (url: string) => void = lazyCheckout(context),
): Unmount {
  const button = findDonateButton(root);
  if (!button) {
    context.report(new Error('donation block without a button'), 'donation block without a button');
    return undefined;
  }
  const pageId = readDonatePageId(context.config, button);
  if (pageId === undefined) {
    context.report(new Error('missing or invalid donatePageId'), 'donation block without a valid donatePageId');
    return undefined;
  }
  const url = donateUrl(pageId);
  const activation = createActivation(button, () => {
    try {
      root.dispatchEvent(new CustomEvent(DONATE_EVENT, { bubbles: true, detail: { donatePageId: pageId } }));
    } catch {
      // An old engine without CustomEvent: the navigation matters more.
    }
    go(url);
  });
  return activation;
}

/**
 * The real way to the donate page (spec §2, §8: the session check, then the
 * top window in the editor frame): the checkout code is fetched at mount, not
 * bundled, so the loader's row for this block lists no chunks; by the time a
 * visitor clicks it is there.
 */
function lazyCheckout(context: BlockContext): (url: string) => void {
  const checkout = import('../../shared/checkout');
  checkout.catch((error: unknown) => context.report(error, 'checkout code failed to load'));
  return (url) =>
    void checkout.then(({ checkoutIo, goToCheckout }) => goToCheckout(url, false, context.page, checkoutIo()));
}

/** Mount a donation block (the loader's entry point). */
export function mount(root: HTMLElement, context: BlockContext): Unmount {
  return mountDonation(root, context);
}
