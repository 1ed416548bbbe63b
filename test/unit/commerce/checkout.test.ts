/**
 * Checkout routes (spec §2) and the session check before them (spec §8).
 */
import {
  CHECKOUT_SESSION_ALERT,
  cartCheckoutUrl,
  giftCardUrl,
  goToCheckout,
  hasCheckoutSession,
  subscribeUrl,
} from '../../../src/shared/checkout';
import type { PageContext } from '../../../src/core/types';
import { fakeWindow, sessionCookies } from '../donation/harness';

const visitor = { authenticatedAccount: null } as unknown as PageContext;
const owner = { authenticatedAccount: { id: 'u1' } } as unknown as PageContext;

describe('the checkout paths of spec §2', () => {
  it('cart, subscribe and gift card, with their query values encoded', () => {
    expect(cartCheckoutUrl()).toBe('/commerce/goto-checkout');
    expect(subscribeUrl('a b&c')).toBe('/checkout/subscribe?cartToken=a+b%26c');
    expect(giftCardUrl('w1', 'g1', 'SQ4000025')).toBe(
      '/checkout/giftcard?websiteId=w1&giftCardProductId=g1&sku=SQ4000025',
    );
    expect(giftCardUrl('w1', 'g1')).toBe('/checkout/giftcard?websiteId=w1&giftCardProductId=g1');
  });
});

describe('the session cookies', () => {
  const cookies = (crumb: string | null, enabled = true, cart = true) => ({
    enabled: () => enabled,
    crumb: { get: () => crumb },
    cart: { has: () => cart },
  });
  it('need the crumb and working cookies; the cart checkout also the cart cookie', () => {
    expect(hasCheckoutSession(cookies('c'), true)).toBe(true);
    expect(hasCheckoutSession(cookies(null), false)).toBe(false);
    expect(hasCheckoutSession(cookies('c', false), false)).toBe(false);
    expect(hasCheckoutSession(cookies('c', true, false), true)).toBe(false);
    expect(hasCheckoutSession(cookies('c', true, false), false)).toBe(true);
  });
  it('a cookie read that throws counts as no session', () => {
    const broken = {
      enabled: () => true,
      crumb: {
        get: () => {
          throw new Error('blocked');
        },
      },
      cart: { has: () => true },
    };
    expect(hasCheckoutSession(broken, false)).toBe(false);
  });
});

describe('going to checkout', () => {
  it('navigates this window for a visitor, the top window from the editor frame', () => {
    const plain = fakeWindow();
    expect(
      goToCheckout('/commerce/goto-checkout', true, visitor, {
        win: plain.win,
        cookies: sessionCookies(),
        alert: () => 0,
      }),
    ).toBe(true);
    expect(plain.navigations).toEqual([{ target: 'self', url: '/commerce/goto-checkout' }]);
    const framed = fakeWindow(true);
    goToCheckout('/checkout/subscribe?cartToken=t', false, owner, {
      win: framed.win,
      cookies: sessionCookies(),
      alert: () => 0,
    });
    expect(framed.navigations).toEqual([{ target: 'top', url: '/checkout/subscribe?cartToken=t' }]);
  });
  it('without the session cookies: the §8 alert, word for word, and no navigation', () => {
    const { win, navigations } = fakeWindow();
    const alerts: string[] = [];
    const went = goToCheckout('/commerce/goto-checkout', true, visitor, {
      win,
      cookies: sessionCookies(false),
      alert: (message) => alerts.push(message),
    });
    expect(went).toBe(false);
    expect(navigations).toEqual([]);
    expect(alerts).toEqual([CHECKOUT_SESSION_ALERT]);
    expect(CHECKOUT_SESSION_ALERT).toBe(
      'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.',
    );
  });
});
