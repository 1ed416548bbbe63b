/**
 * Cart state (spec §3 "Shopping cart"): every field with its default, the
 * cart call's shapes, and the sync between cart surfaces and tabs.
 */
import { createCartApi, CART_PATH } from '../../../src/shared/commerce/cart-api';
import { CART_CHANGE_EVENT, onCartChange, publishCart } from '../../../src/shared/commerce/cart-sync';
import { emptyCart, readCart, summarise } from '../../../src/shared/commerce/read-cart';

describe('the cart has the fields of spec §3, with their defaults', () => {
  it('an empty answer gives every default', () => {
    const cart = emptyCart('USD');
    expect(cart).toEqual({
      id: '',
      websiteId: '',
      orderId: '',
      created: null,
      isPurchased: false,
      entries: [],
      shippingOptions: [],
      applicableTaxRules: [],
      coupons: [],
      validCoupons: [],
      invalidCoupons: [],
      selectedShippingOption: null,
      shippingLocation: null,
      subtotalCents: 0,
      taxCents: 0,
      shippingCostCents: 0,
      discountCents: 0,
      grandTotalCents: 0,
      totalQuantity: 0,
      subtotalAmount: { value: '0.00', currency: 'USD' },
      hasDigital: false,
      purelyDigital: false,
      requiresShipping: false,
      currency: 'USD',
      revision: 0,
    });
  });

  it('`created` is exposed as a date; malformed fields keep their defaults', () => {
    const cart = readCart(
      { cart: { created: 1700000000000, isPurchased: 'yes', taxCents: 1.5, coupons: 'SAVE', shippingLocation: [] } },
      'EUR',
    );
    expect(cart.created).toEqual(new Date(1700000000000));
    expect(cart.isPurchased).toBe(false);
    expect(cart.taxCents).toBe(0);
    expect(cart.coupons).toEqual([]);
    expect(cart.shippingLocation).toBeNull();
    expect(cart.subtotalAmount).toEqual({ value: '0.00', currency: 'EUR' });
  });

  it('entries: option values read as a label, lines without an id dropped, JPY without decimals', () => {
    const cart = readCart(
      {
        entries: [
          {
            id: 'e1',
            title: 'Cup',
            unitPriceCents: 1200,
            quantity: 2,
            optionValues: [{ value: 'M' }, { value: 'Blue' }],
          },
          { title: 'no id', unitPriceCents: 5, quantity: 1 },
        ],
      },
      'JPY',
    );
    expect(cart.entries).toHaveLength(1);
    expect(cart.entries[0]).toMatchObject({ variantLabel: 'M, Blue', lineTotalCents: 2400, maxQuantity: null });
    expect(cart.subtotalAmount).toEqual({ value: '2400', currency: 'JPY' });
    expect(summarise(cart)).toEqual({ count: 2, subtotalCents: 2400, currency: 'JPY', revision: 0 });
  });
});

describe('the cart call: one path, /api/commerce/cart', () => {
  function fakeLayer(answer: unknown = { cart: { revision: 3 } }) {
    const calls: { method: string; path: string; options: Record<string, unknown> }[] = [];
    return {
      calls,
      layer: {
        request: <T>(method: string, path: string, options: Record<string, unknown> = {}) => {
          calls.push({ method, path, options });
          return Promise.resolve(answer as T);
        },
      },
    };
  }

  it('reads with GET, adds with POST, sets a quantity with PUT, removes with DELETE; no overlay', async () => {
    const { calls, layer } = fakeLayer();
    const api = createCartApi(layer, 'USD');
    await api.read();
    await api.add({ productId: 'p', sku: 's', quantity: 2 });
    await api.setQuantity('e1', 4);
    const cart = await api.remove('e1');
    expect(cart.revision).toBe(3);
    expect(calls.map((c) => [c.method, c.path])).toEqual([
      ['GET', CART_PATH],
      ['POST', CART_PATH],
      ['PUT', CART_PATH],
      ['DELETE', CART_PATH],
    ]);
    expect(calls[1].options).toMatchObject({ json: { productId: 'p', sku: 's', quantity: 2 }, overlay: false });
    expect(calls[2].options).toMatchObject({ json: { entryId: 'e1', quantity: 4 } });
    expect(calls[3].options).toMatchObject({ query: { entryId: 'e1' } });
  });

  it("a page's reads in flight share one GET (the badge and the cart page start together); a later read asks again", async () => {
    const first = fakeLayer();
    const second = fakeLayer();
    const doc = document.implementation.createHTMLDocument('cart');
    const [a, b] = await Promise.all([
      createCartApi(first.layer, 'USD', doc).read(),
      createCartApi(second.layer, 'USD', doc).read(),
    ]);
    expect([a.revision, b.revision]).toEqual([3, 3]);
    expect(first.calls.length + second.calls.length).toBe(1);
    await createCartApi(second.layer, 'USD', doc).read();
    expect(first.calls.length + second.calls.length).toBe(2);
    // Another page, or no page given: a request of its own.
    await createCartApi(first.layer, 'USD').read();
    expect(first.calls.length + second.calls.length).toBe(3);
  });

  it('subscribe asks for a cart of its own and answers its token; no token is an error', async () => {
    const { calls, layer } = fakeLayer({ cartToken: 'tok' });
    await expect(
      createCartApi(layer as never, 'USD').subscribe({ productId: 'p', sku: 's', quantity: 1 }),
    ).resolves.toBe('tok');
    expect(calls[0].options).toMatchObject({ json: { subscribe: true } });
    const none = fakeLayer({});
    await expect(
      createCartApi(none.layer as never, 'USD').subscribe({ productId: 'p', sku: 's', quantity: 1 }),
    ).rejects.toThrow('cartToken');
  });
});

describe('cart changes reach this tab and the others', () => {
  const summary = { count: 3, subtotalCents: 4500, currency: 'USD' as const, revision: 7 };

  it('this tab hears a change as a document event', () => {
    const heard: unknown[] = [];
    const stop = onCartChange(window, (s) => heard.push(s));
    publishCart(window, summary);
    stop();
    publishCart(window, summary);
    expect(heard).toEqual([summary]);
  });

  it('malformed summaries are ignored', () => {
    const heard: unknown[] = [];
    const stop = onCartChange(window, (s) => heard.push(s));
    document.dispatchEvent(
      new CustomEvent(CART_CHANGE_EVENT, { detail: { count: -1, subtotalCents: 1, currency: 'USD' } }),
    );
    document.dispatchEvent(
      new CustomEvent(CART_CHANGE_EVENT, { detail: { count: 1.5, subtotalCents: 1, currency: 'USD' } }),
    );
    stop();
    expect(heard).toEqual([]);
  });

  it('other tabs hear it through a BroadcastChannel', () => {
    const posted: unknown[] = [];
    const listeners: ((event: { data: unknown }) => void)[] = [];
    class FakeChannel {
      constructor(readonly name: string) {}
      postMessage(data: unknown) {
        posted.push(data);
        listeners.forEach((listener) => listener({ data }));
      }
      addEventListener(_type: string, listener: (event: { data: unknown }) => void) {
        listeners.push(listener);
      }
      removeEventListener() {}
      close() {}
    }
    const win = { document, BroadcastChannel: FakeChannel } as unknown as Window;
    const heard: unknown[] = [];
    const stop = onCartChange(win, (s) => heard.push(s));
    publishCart(win, summary);
    stop();
    expect(posted).toEqual([summary]);
    // The same tab hears it twice (event and channel); listeners are idempotent by revision.
    expect(heard).toEqual([summary, summary]);
  });
});
