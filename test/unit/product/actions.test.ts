/**
 * The product block's actions (spec §7): the cart call and the badge, the
 * 'add to cart' and 'view product page' pixels, the quick view census, and
 * the checkout routes of subscriptions and gift cards.
 */
import { createProductActions } from '../../../src/blocks/product/actions';
import type { PageContext } from '../../../src/core/types';
import { emptyCart, readCart } from '../../../src/shared/commerce/read-cart';
import { CART_CHANGE_EVENT } from '../../../src/shared/commerce/cart-sync';
import { AD_PIXEL_REQUEST } from '../../../src/telemetry/ad-pixel-events';
import { fakeWindow, sessionCookies } from '../donation/harness';

const page = {
  website: { id: 'w1' },
  websiteSettings: { storeSettings: {} },
  authenticatedAccount: null,
  cookieSettings: {},
  pageType: 50,
} as unknown as PageContext;
const product = { id: 'cup', title: 'Cup', kind: 'PHYSICAL' as const, variants: [], plan: null };

function record<T>(type: string): T[] {
  const seen: T[] = [];
  document.addEventListener(type, (event) => seen.push((event as CustomEvent<T>).detail));
  return seen;
}

function setUp(quickView = false) {
  const pixels = record<{ name: string; detail: unknown }>(AD_PIXEL_REQUEST);
  const changes = record<unknown>(CART_CHANGE_EVENT);
  const { win, navigations } = fakeWindow();
  const cart = {
    read: () => Promise.resolve(emptyCart('USD')),
    add: () =>
      Promise.resolve(readCart({ revision: 4, entries: [{ id: 'e', unitPriceCents: 1050, quantity: 2 }] }, 'USD')),
    setQuantity: () => Promise.resolve(emptyCart('USD')),
    remove: () => Promise.resolve(emptyCart('USD')),
    subscribe: () => Promise.resolve('token-1'),
  };
  const actions = createProductActions(
    { product, quickView, page, currency: 'USD', report: () => undefined },
    document,
    1050,
    {
      cart,
      checkout: { win, cookies: sessionCookies(), alert: () => undefined },
    },
  );
  return { actions, pixels, changes, navigations };
}

describe('a product page announces itself (spec §7)', () => {
  it("emits 'view product page' with its first price", () => {
    const { pixels } = setUp();
    expect(pixels).toEqual([{ name: 'view-product-page', detail: { productId: 'cup', price: 1050, currency: 'USD' } }]);
  });
  it('a quick view records the census instead (POST /api/census/RecordQuickView/{id}), never the page pixel', async () => {
    const sent: string[] = [];
    const original = window.fetch;
    // A plain answer object: jsdom has no Response, and a fetch that throws would be retried without keepalive.
    window.fetch = ((url: string) => (sent.push(url), Promise.resolve({ status: 204 }))) as unknown as typeof fetch;
    try {
      const { pixels } = setUp(true);
      expect(pixels).toEqual([]);
      // The census code is fetched for a quick view only: wait for it to send.
      for (let i = 0; i < 50 && sent.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 0));
      expect(sent).toEqual(['http://localhost/api/census/RecordQuickView/cup']);
    } finally {
      window.fetch = original;
    }
  });
});

describe('add, subscribe, gift card', () => {
  it("add: the badge hears the new cart and the 'add to cart' pixel fires", async () => {
    const { actions, pixels, changes } = setUp();
    await actions.add({ productId: 'cup', sku: 'c', quantity: 2 }, 1050);
    expect(changes).toEqual([{ count: 2, subtotalCents: 2100, currency: 'USD', revision: 4 }]);
    expect(pixels[1]).toEqual({
      name: 'add-to-cart',
      detail: { productId: 'cup', sku: 'c', quantity: 2, price: 1050, currency: 'USD' },
    });
  });
  it('subscribe goes to /checkout/subscribe with the cart token; a gift card to /checkout/giftcard', async () => {
    const { actions, navigations } = setUp();
    await actions.subscribe({ productId: 'cup', sku: 'c', quantity: 1 });
    actions.giftCard('G25');
    expect(navigations.map((n) => n.url)).toEqual([
      '/checkout/subscribe?cartToken=token-1',
      '/checkout/giftcard?websiteId=w1&giftCardProductId=cup&sku=G25',
    ]);
  });
});
