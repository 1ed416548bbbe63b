/**
 * Going to checkout (spec §2, §8): the session check first, then the
 * navigation, in the top window from the editor frame. Without the session
 * cookies the visitor gets the §8 alert and stays where they are, with
 * everything they chose still on the page.
 */
import { cookiesFor } from '../../core/cookies';
import type { PageContext } from '../../core/types';
import { navigateTo } from './navigate';
import { checkoutSessionAlert, hasCheckoutSession, type SessionCookies } from './session';

/** What going to checkout touches; tests pass their own. */
export interface CheckoutIo {
  win: Window;
  cookies: SessionCookies;
  /** Shows the §8 alert; the dialogs load only when one is needed. */
  alert(message: string): unknown;
}

/** The real window, cookies and alert dialog. */
export function checkoutIo(win: Window = window): CheckoutIo {
  return {
    win,
    cookies: cookiesFor(win.document),
    alert: (message) =>
      import('../../core/ui').then(({ alert }) => alert({ message }, { doc: win.document })).catch(() => undefined),
  };
}

/**
 * Go to `url` when the session allows (`needsCart`: the cart checkout also
 * needs the cart cookie); returns whether it navigated.
 */
export function goToCheckout(url: string, needsCart: boolean, page: PageContext, io: CheckoutIo): boolean {
  if (!hasCheckoutSession(io.cookies, needsCart)) {
    void io.alert(checkoutSessionAlert());
    return false;
  }
  navigateTo(url, page.authenticatedAccount, { win: io.win });
  return true;
}
