/**
 * The cart page (spec §2 page types 200/205, §5 minimum subtotal, §8 "Cart"):
 * lines with quantity update and remove, one request per line at a time,
 * the §8 messages, nothing typed lost, the subtotal rule and checkout.
 */
import { createCartPageController } from '../../../src/features/cart-page/controller';
import { createCartView } from '../../../src/features/cart-page/cart-view';
import { minimumSubtotal } from '../../../src/features/cart-page/start-cart-page';
import type { CartApi } from '../../../src/shared/commerce/cart-api';
import type { Cart } from '../../../src/shared/commerce/cart-types';
import { readCart } from '../../../src/shared/commerce/read-cart';
import type { PageContext } from '../../../src/core/types';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const cartOf = (revision: number, lines: [string, number, number][]) =>
  readCart(
    {
      revision,
      entries: lines.map(([id, unitPriceCents, quantity]) => ({
        id,
        title: `Item ${id}`,
        unitPriceCents,
        quantity,
        maxQuantity: 5,
      })),
    },
    'USD',
  );

/** A cart API whose every call waits until the test settles it. */
function fakeApi() {
  const calls: { name: string; args: unknown[]; resolve(cart: Cart): void; reject(error: unknown): void }[] = [];
  const wait = (name: string, ...args: unknown[]) =>
    new Promise<Cart>((resolve, reject) => calls.push({ name, args, resolve, reject }));
  const api: CartApi = {
    read: () => wait('read'),
    add: (item) => wait('add', item),
    setQuantity: (id, quantity) => wait('setQuantity', id, quantity),
    remove: (id) => wait('remove', id),
    subscribe: () => Promise.resolve(''),
  };
  return { api, calls };
}

function setUp(minimumCents: number | null = null) {
  document.body.innerHTML = '<div id="sqs-cart-root"><p>Your cart</p></div>';
  const root = document.getElementById('sqs-cart-root')!;
  const { api, calls } = fakeApi();
  const published: Cart[] = [];
  const controller = createCartPageController(api, (cart) => published.push(cart));
  const checkouts: number[] = [];
  const stop = createCartView(root, controller, { minimumCents, onCheckout: () => checkouts.push(1) });
  void controller.load();
  return { root, calls, controller, published, checkouts, stop };
}

const $ = <T extends Element = HTMLElement>(selector: string) => document.querySelector(selector) as T;
const quantityOf = (n: number) => document.querySelectorAll<HTMLInputElement>('.cart-entry-quantity')[n];
const type = (input: HTMLInputElement, value: string) => {
  input.value = value;
  input.dispatchEvent(new Event('change'));
};

describe('loading', () => {
  it('says it is loading, then shows the lines, the subtotal and checkout; the badge hears the cart', async () => {
    const { calls, published } = setUp();
    expect($('.cart-status').textContent).toBe('Loading your cart…');
    calls[0].resolve(
      cartOf(1, [
        ['a', 1050, 2],
        ['b', 999, 1],
      ]),
    );
    await flush();
    expect(document.querySelectorAll('.cart-entry')).toHaveLength(2);
    expect($('.cart-subtotal-amount').textContent).toBe('$30.99');
    expect($('.cart-checkout-button').textContent).toBe('Checkout');
    expect(published).toHaveLength(1);
  });
  it("a failed load: 'Unable to load. Try again.' and a 'Try again' button that reads again", async () => {
    const { calls } = setUp();
    calls[0].reject({ kind: 'network' });
    await flush();
    expect($('.cart-status').textContent).toBe('Unable to load. Try again.');
    $('.cart-retry').click();
    expect(calls).toHaveLength(2);
  });
  it('an empty cart says so', async () => {
    const { calls } = setUp();
    calls[0].resolve(cartOf(1, []));
    await flush();
    expect($('.cart-empty').textContent).toBe('You have nothing in your shopping cart.');
  });
});

describe('quantity update and remove (spec §8 "Cart")', () => {
  async function loaded() {
    const set = setUp();
    set.calls[0].resolve(
      cartOf(1, [
        ['a', 1000, 1],
        ['b', 500, 2],
      ]),
    );
    await flush();
    return set;
  }

  it('a new quantity is sent; the answer replaces the subtotal', async () => {
    const { calls } = await loaded();
    type(quantityOf(0), '3');
    expect(calls[1]).toMatchObject({ name: 'setQuantity', args: ['a', 3] });
    calls[1].resolve(
      cartOf(2, [
        ['a', 1000, 3],
        ['b', 500, 2],
      ]),
    );
    await flush();
    expect($('.cart-subtotal-amount').textContent).toBe('$40.00');
    expect(quantityOf(0).value).toBe('3');
  });

  it("a failed update: 'Unable to update quantity' with the §8 line, and the typed quantity stays", async () => {
    const { calls } = await loaded();
    type(quantityOf(0), '4');
    calls[1].reject({ kind: 'network' });
    await flush();
    expect($('.cart-entry-error').textContent).toBe(
      'Unable to update quantity. Please check your internet connection.',
    );
    expect(quantityOf(0).value).toBe('4');
    expect(quantityOf(0).getAttribute('aria-invalid')).toBe('true');
    type(quantityOf(0), '4');
    calls[2].reject({ kind: 'status', status: 500 });
    await flush();
    expect($('.cart-entry-error').textContent).toBe('Unable to update quantity. Please try again.');
  });

  it("a failed remove: 'Unable to remove item'; the line stays", async () => {
    const { calls } = await loaded();
    document.querySelectorAll<HTMLButtonElement>('.cart-entry-remove')[1].click();
    expect(calls[1]).toMatchObject({ name: 'remove', args: ['b'] });
    calls[1].reject({ kind: 'status', status: 503 });
    await flush();
    expect(document.querySelectorAll('.cart-entry')).toHaveLength(2);
    expect(document.querySelectorAll('.cart-entry-error')[1].textContent).toBe(
      'Unable to remove item. Please try again.',
    );
  });

  it('one request per line at a time: more clicks while it is in flight send nothing', async () => {
    const { calls } = await loaded();
    const remove = document.querySelectorAll<HTMLButtonElement>('.cart-entry-remove')[0];
    remove.click();
    remove.click();
    type(quantityOf(0), '2');
    expect(calls.map((c) => c.name)).toEqual(['read', 'remove']);
    expect(remove.getAttribute('aria-disabled')).toBe('true');
  });

  it('quantities that are not whole numbers, or over the line limit, are refused before sending', async () => {
    const { calls } = await loaded();
    type(quantityOf(0), '0');
    expect($('.cart-entry-error').textContent).toBe('Enter a quantity of 1 or more, in whole numbers.');
    type(quantityOf(0), '6');
    expect($('.cart-entry-error').textContent).toBe('Only 5 available.');
    expect(calls).toHaveLength(1);
  });

  it('an older answer never replaces a newer cart; the row keeps its element (focus survives)', async () => {
    const { calls } = await loaded();
    const row = $('.cart-entry');
    type(quantityOf(0), '2');
    type(quantityOf(1), '3');
    calls[2].resolve(
      cartOf(5, [
        ['a', 1000, 2],
        ['b', 500, 3],
      ]),
    );
    calls[1].resolve(
      cartOf(4, [
        ['a', 1000, 2],
        ['b', 500, 2],
      ]),
    );
    await flush();
    expect(quantityOf(1).value).toBe('3');
    expect($('.cart-entry')).toBe(row);
  });
});

describe('the minimum subtotal (spec §5)', () => {
  it("below it: 'To check out, your order subtotal must be {subtotal} or more.' and checkout refuses", async () => {
    const { calls, checkouts } = setUp(5000);
    calls[0].resolve(cartOf(1, [['a', 1000, 2]]));
    await flush();
    expect($('.cart-minimum').textContent).toBe('To check out, your order subtotal must be $50.00 or more.');
    expect($('.cart-checkout-button').getAttribute('aria-disabled')).toBe('true');
    $('.cart-checkout-button').click();
    expect(checkouts).toEqual([]);
    type(quantityOf(0), '5');
    calls[1].resolve(cartOf(2, [['a', 1000, 5]]));
    await flush();
    expect($<HTMLElement>('.cart-minimum').hidden).toBe(true);
    $('.cart-checkout-button').click();
    expect(checkouts).toEqual([1]);
  });

  it('is read from storeSettings.minimumOrderSubtotal, money or minor units', () => {
    const page = (minimumOrderSubtotal: unknown) =>
      ({ websiteSettings: { storeSettings: { minimumOrderSubtotal } } }) as unknown as PageContext;
    expect(minimumSubtotal(page({ value: '50.00', currency: 'USD' }), 'USD')).toBe(5000);
    expect(minimumSubtotal(page(2500), 'USD')).toBe(2500);
    expect(minimumSubtotal(page({ value: '1000' }), 'JPY')).toBe(1000);
    expect(minimumSubtotal(page(undefined), 'USD')).toBeNull();
    expect(minimumSubtotal(page(-5), 'USD')).toBeNull();
  });
});

describe('unmount', () => {
  it('puts the server markup back', async () => {
    const { calls, stop } = setUp();
    calls[0].resolve(cartOf(1, [['a', 1000, 1]]));
    await flush();
    stop();
    expect($('#sqs-cart-root').innerHTML).toBe('<p>Your cart</p>');
  });
});
