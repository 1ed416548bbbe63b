/**
 * The product block (spec §3 "Product", §7, §8 "Cart"): variants, stock,
 * quantity limits, the locked button, failure messages that keep every
 * choice, subscriptions and gift cards.
 */
import { mountProduct } from '../../../src/blocks/product/mount-product';
import { runUnmount } from '../../../src/loader/runtime/unmount';
import { $, choose, context, fakeActions, flush, productRoot, SHIRT } from './harness';

const button = () => $('.sqs-add-to-cart-button');
const label = () => $('.sqs-add-to-cart-button-inner').textContent;
const message = () => $('.product-message').textContent;
const quantity = () => $<HTMLInputElement>('#qty');

function mountShirt(config: Record<string, unknown> = {}) {
  const root = productRoot({ product: SHIRT, ...config });
  const { ctx, reports } = context(root);
  const fake = fakeActions();
  const unmount = mountProduct(root, ctx, fake.io);
  return { root, reports, unmount, ...fake };
}

describe('choosing a variant', () => {
  it('the price follows the variant: sale price with the regular one struck through', () => {
    mountShirt();
    choose('size', 'S');
    choose('colour', 'Blue');
    expect($('.product-price').textContent).toBe('$39.00 $45.00');
    expect($('.product-price-regular').tagName).toBe('S');
    choose('size', 'M');
    choose('colour', 'White');
    expect($('.product-price').textContent).toBe('$48.00');
  });

  it('a missing option is named, the select marked and focused; nothing is sent', async () => {
    const { pending } = mountShirt();
    choose('size', 'S');
    button().click();
    await flush();
    expect(message()).toBe('Please select Colour.');
    expect($('#colour').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe($('#colour'));
    expect(pending).toEqual([]);
    choose('size', '');
    button().click();
    expect(message()).toBe('Please select Size and Colour.');
  });

  it('a sold-out variant locks the button and says so', () => {
    const { pending } = mountShirt();
    choose('size', 'M');
    choose('colour', 'Blue');
    expect(label()).toBe('Sold out');
    expect(button().getAttribute('aria-disabled')).toBe('true');
    button().click();
    expect(pending).toEqual([]);
  });

  it('the quantity field gets the stock as its max; more than the stock is refused with the limit', async () => {
    const { pending } = mountShirt();
    choose('size', 'S');
    choose('colour', 'Blue');
    expect(quantity().max).toBe('3');
    quantity().value = '4';
    button().click();
    await flush();
    expect(message()).toBe('Only 3 available.');
    expect(quantity().getAttribute('aria-invalid')).toBe('true');
    expect(pending).toEqual([]);
  });

  it("the store's own limit applies on top of unlimited stock", () => {
    mountShirt({ maxQuantity: 5 });
    choose('size', 'M');
    choose('colour', 'White');
    expect(quantity().max).toBe('5');
  });

  it('a quantity that is not a whole number of 1 or more is refused', async () => {
    mountShirt();
    choose('size', 'S');
    choose('colour', 'Blue');
    for (const value of ['0', '1.5', '-2', 'two']) {
      quantity().value = value;
      button().click();
      await flush();
      expect(message()).toBe('Enter a quantity of 1 or more, in whole numbers.');
    }
  });
});

describe('adding to the cart', () => {
  it('sends the variant and quantity, locks the button while in flight, and says it was added', async () => {
    const { pending, root } = mountShirt();
    choose('size', 'S');
    choose('colour', 'Blue');
    quantity().value = '2';
    button().click();
    await flush();
    expect(pending.map((p) => [p.kind, p.item, p.price])).toEqual([
      ['add', { productId: 'linen-shirt', sku: 'S-B', quantity: 2 }, 3900],
    ]);
    expect(button().getAttribute('aria-disabled')).toBe('true');
    expect(root.getAttribute('aria-busy')).toBe('true');
    expect(label()).toBe('Adding…');
    pending[0].resolve();
    await flush();
    expect(message()).toBe('Added to cart.');
    expect(button().hasAttribute('aria-disabled')).toBe(false);
    expect(label()).toBe('Add to cart');
  });

  it('one request per click while locked: more clicks send nothing', async () => {
    const { pending } = mountShirt();
    choose('size', 'S');
    choose('colour', 'Blue');
    button().click();
    button().click();
    button().click();
    await flush();
    button().click();
    await flush();
    expect(pending).toHaveLength(1);
    pending[0].resolve();
    await flush();
    button().click();
    await flush();
    expect(pending).toHaveLength(2);
  });

  it('a lost connection says so; every choice and the quantity stay as the visitor left them', async () => {
    const { pending } = mountShirt();
    choose('size', 'S');
    choose('colour', 'Blue');
    quantity().value = '2';
    button().click();
    await flush();
    pending[0].reject({ kind: 'network', message: 'Unable to connect…' });
    await flush();
    expect(message()).toBe('Unable to add to cart. Please check your internet connection.');
    expect($<HTMLSelectElement>('#size').value).toBe('S');
    expect($<HTMLSelectElement>('#colour').value).toBe('Blue');
    expect(quantity().value).toBe('2');
    expect(button().hasAttribute('aria-disabled')).toBe(false);
  });

  it("a refusal the server explains (409) shows its words; others say 'Please try again.'", async () => {
    const { pending } = mountShirt();
    choose('size', 'S');
    choose('colour', 'Blue');
    button().click();
    await flush();
    pending[0].reject({ kind: 'server', status: 409, data: { error: 'Only 1 available.' } });
    await flush();
    expect(message()).toBe('Only 1 available.');
    button().click();
    await flush();
    pending[1].reject({ kind: 'status', status: 500, data: { error: 'Internal' } });
    await flush();
    expect(message()).toBe('Unable to add to cart. Please try again.');
  });

  it('a bug (not a data-layer error) is reported, and the visitor still gets a message', async () => {
    const { pending, bugs } = mountShirt();
    choose('size', 'S');
    choose('colour', 'Blue');
    button().click();
    await flush();
    pending[0].reject(new TypeError('boom'));
    await flush();
    expect(message()).toBe('Unable to add to cart. Please try again.');
    expect(bugs).toEqual(['add to cart']);
  });
});

describe('subscriptions and gift cards', () => {
  it('a product with a plan reads as a recurring price and subscribes', async () => {
    const root = productRoot(
      {
        product: {
          id: 'club',
          productType: 'PHYSICAL',
          subscriptionPlan: { billingPeriod: { value: 2, unit: 'week' }, numBillingCycles: 3 },
          variants: [{ sku: 'C', price: 2000, unlimited: true }],
        },
      },
      { selects: false },
    );
    const { ctx } = context(root);
    const fake = fakeActions();
    mountProduct(root, ctx, fake.io);
    expect($('.product-price').textContent).toBe('$20.00 every 2 weeks for 6 weeks');
    expect(label()).toBe('Subscribe');
    button().click();
    await flush();
    expect(fake.pending.map((p) => [p.kind, p.item])).toEqual([
      ['subscribe', { productId: 'club', sku: 'C', quantity: 1 }],
    ]);
  });

  it('a gift card goes to the gift card checkout with the chosen sku', async () => {
    const root = productRoot(
      {
        product: {
          id: 'gift',
          productType: 4,
          variants: [{ sku: 'G25', price: 2500, unlimited: true, optionValues: [{ optionName: 'Size', value: 'S' }] }],
        },
      },
      { quantity: false },
    );
    const { ctx } = context(root);
    const fake = fakeActions();
    mountProduct(root, ctx, fake.io);
    choose('size', 'S');
    button().click();
    await flush();
    expect(fake.giftCards).toEqual(['G25']);
    expect(label()).toBe('Purchase');
  });

  it('instalments: the offer under the price', () => {
    const root = productRoot(
      {
        product: { id: 'cup', variants: [{ sku: 'c', price: 4500, unlimited: true }] },
        instalments: { count: 4, minCents: 3500, maxCents: 100000 },
      },
      { selects: false },
    );
    const { ctx } = context(root);
    mountProduct(root, ctx, fakeActions().io);
    expect($('.product-instalments').textContent).toBe('or 4 payments of $11.25');
  });

  it('a digital product may carry its price on the product (priceCents)', () => {
    const root = productRoot({ product: { id: 'pdf', productType: 'DIGITAL', priceCents: 1200 } }, { selects: false });
    const { ctx } = context(root);
    mountProduct(root, ctx, fakeActions().io);
    expect($('.product-price').textContent).toBe('$12.00');
    expect(label()).toBe('Add to cart');
  });
});

describe('the markup comes back on unmount; broken blocks report and stay as sent', () => {
  it('unmount restores the label, the price and removes the message line', () => {
    const { unmount } = mountShirt();
    const before = '<div class="product-price">$45.00</div>';
    choose('size', 'S');
    choose('colour', 'Blue');
    runUnmount(unmount);
    expect(document.body.innerHTML).toContain(before);
    expect(label()).toBe('Add to cart');
    expect(document.querySelector('.product-message')).toBeNull();
    expect(button().hasAttribute('aria-disabled')).toBe(false);
  });

  it('no product, or no button: one report each, nothing attached', () => {
    const root = productRoot({});
    const { ctx, reports } = context(root);
    expect(mountProduct(root, ctx, fakeActions().io)).toBeUndefined();
    root.querySelector('button')!.remove();
    root.setAttribute('data-block-json', JSON.stringify({ product: SHIRT }));
    const second = context(root);
    expect(mountProduct(root, second.ctx, fakeActions().io)).toBeUndefined();
    expect([...reports, ...second.reports]).toEqual([
      'product block left as the server sent it',
      'product block left as the server sent it',
    ]);
  });
});
