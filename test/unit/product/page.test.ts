/**
 * Product item pages (issue 24, docs/blocks/product.md "Product item pages"):
 * the product read from the page's own markup (7.1 `.ProductItem`, 7.0
 * `#productWrapper`) in either shape the builder writes its variants, the
 * catalogue row that finds such a page, and the builder's div button by
 * keyboard with its own label.
 */
import { mountProductOn } from '../../../src/blocks/product/mount-product';
import { readProduct } from '../../../src/blocks/product/read-product';
import { readPageProduct } from '../../../src/blocks/product/read-product-page';
import type { PageContext } from '../../../src/core/types';
import { BLOCKS } from '../../../src/loader/catalogue/blocks';
import { selectorOf } from '../../../src/loader/roots';
import { context, fakeActions, flush } from './harness';

const page = (extra: Partial<PageContext> = {}) => ({ item: null, ...extra }) as unknown as PageContext;

/** A 7.1 item page: variants as the newer shape writes them (decimals, a stock object, attributes). */
const VARIANTS_71 = [
  {
    sku: 'S-B',
    attributes: { Size: 'S' },
    priceMoney: { currency: 'USD', value: '45.00' },
    salePriceMoney: { currency: 'USD', value: '39.50' },
    onSale: true,
    stock: { quantity: 3, unlimited: false },
  },
  {
    sku: 'M-B',
    attributes: { Size: 'M' },
    priceMoney: { currency: 'USD', value: '45.00' },
    stock: { unlimited: true },
  },
];

/** `variants: null` writes no data-variants; a string is written as it is. */
function page71(variants: unknown = VARIANTS_71, { itemId = 'shirt', productId = 'shirt' } = {}) {
  document.body.innerHTML = `<section class="ProductItem" data-item-id="${itemId}"><div class="ProductItem-details">
    <h1 class="ProductItem-details-title">Linen shirt</h1><div class="product-price">$45.00</div>
    <div class="product-variants ProductItemVariants" data-item-id="${itemId}">
      <select id="size" data-variant-option-name="Size"><option value="">Select Size</option><option>S</option><option>M</option></select>
    </div>
    <div class="product-quantity-input"><input id="qty" type="number" value="1" min="1"></div>
    <div class="sqs-add-to-cart-button-wrapper"><div class="sqs-add-to-cart-button" role="button" tabindex="0" data-product-id="${productId}" data-product-type="1" data-original-label="Add To Cart"><div class="sqs-add-to-cart-button-inner">Add To Cart</div></div></div>
  </div></section>`;
  const holder = document.querySelector('.ProductItemVariants')!;
  if (variants !== null)
    holder.setAttribute('data-variants', typeof variants === 'string' ? variants : JSON.stringify(variants));
  return document.body.firstElementChild as HTMLElement;
}

describe('the product of an item page', () => {
  it('7.1: decimals read as minor units, the stock object and attributes as the block reads them', () => {
    expect(readProduct(readPageProduct(page71(), page(), 'USD'))).toEqual({
      id: 'shirt',
      title: 'Linen shirt',
      kind: 'PHYSICAL',
      plan: null,
      variants: [
        {
          sku: 'S-B',
          price: 4500,
          salePrice: 3950,
          onSale: true,
          unlimited: false,
          qtyInStock: 3,
          optionValues: [{ optionName: 'Size', value: 'S' }],
        },
        {
          sku: 'M-B',
          price: 4500,
          salePrice: 0,
          onSale: false,
          unlimited: true,
          qtyInStock: 0,
          optionValues: [{ optionName: 'Size', value: 'M' }],
        },
      ],
    });
  });

  it('7.0: prices in minor units, qtyInStock and optionValues as they are; the product type by its number', () => {
    document.body.innerHTML = `<div id="productWrapper" data-item-id="cup"><h1 class="product-title">Cup</h1>
      <div class="product-variants" data-variants='[{"sku":"C1","price":1050,"qtyInStock":5,"optionValues":[]}]'></div>
      <div class="sqs-add-to-cart-button" data-product-type="2"></div></div>`;
    const product = readProduct(readPageProduct(document.body.firstElementChild!, page(), 'USD'))!;
    expect(product).toMatchObject({ id: 'cup', title: 'Cup', kind: 'DIGITAL' });
    expect(product.variants).toEqual([
      { sku: 'C1', price: 1050, salePrice: 0, onSale: false, unlimited: false, qtyInStock: 5, optionValues: [] },
    ]);
  });

  it("the id: the button's data-product-id, else the root's data-item-id, else the page context's itemId", () => {
    expect(readProduct(readPageProduct(page71(VARIANTS_71, { productId: '' }), page(), 'USD'))!.id).toBe('shirt');
    const root = page71(VARIANTS_71, { productId: '', itemId: '' });
    expect(readProduct(readPageProduct(root, page({ itemId: 'from-context' }), 'USD'))!.id).toBe('from-context');
    expect(readPageProduct(root, page(), 'USD')).toEqual({});
  });

  it.each([null, '{oops', '{"sku":"x"}', '[]'])(
    'data-variants %p: no product (the block reports and stays as sent)',
    (variants) => {
      expect(readPageProduct(page71(variants), page(), 'USD')).toEqual({});
    },
  );
});

describe("the catalogue's product row", () => {
  const row = BLOCKS.find((entry) => entry.name === 'product')!;
  const selector = selectorOf(row.name, row.selector, row.types);
  it.each([
    ['<div class="sqs-block product-block"></div>', true],
    ['<section class="ProductItem"></section>', true],
    ['<div id="productWrapper"></div>', true],
    ['<div class="product-block"></div>', false],
    ['<div class="ProductItem-details"></div>', false],
  ])('%s: %s', (html, matches) => {
    document.body.innerHTML = html;
    expect(document.body.firstElementChild!.matches(selector)).toBe(matches);
  });
});

describe("the builder's button on an item page", () => {
  function mountPage() {
    const root = page71();
    const { ctx, reports } = context(root);
    const fake = fakeActions();
    const unmount = mountProductOn(root, ctx, readPageProduct(root, ctx.page, 'USD'), {
      io: fake.io,
      pagePrice: true,
    })!;
    return { root, reports, unmount, ...fake };
  }
  const button = () => document.querySelector<HTMLElement>('.sqs-add-to-cart-button')!;
  const press = (key: string) => {
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    button().dispatchEvent(event);
    return event;
  };

  it("Enter and Space press it (its default prevented); other keys are the page's", async () => {
    const { pending } = mountPage();
    (document.getElementById('size') as HTMLSelectElement).value = 'M';
    expect(press('Tab').defaultPrevented).toBe(false);
    expect(press('Enter').defaultPrevented).toBe(true);
    await flush();
    expect(pending.map((p) => p.item)).toEqual([{ productId: 'shirt', sku: 'M-B', quantity: 1 }]);
    pending[0].resolve();
    await flush();
    expect(press(' ').defaultPrevented).toBe(true);
    await flush();
    expect(pending).toHaveLength(2);
  });

  it("keeps the builder's label (data-original-label) and price until a choice; the message line takes no room", async () => {
    const { pending } = mountPage();
    const label = () => document.querySelector('.sqs-add-to-cart-button-inner')!.textContent;
    expect(label()).toBe('Add To Cart');
    const price = document.querySelector('.product-price')!;
    expect(price.textContent).toBe('$45.00');
    expect(document.querySelector('.product-message')!.tagName).toBe('DIV');
    // Once the visitor chooses, the price is the block's: the variant's.
    const size = document.getElementById('size') as HTMLSelectElement;
    size.value = 'S';
    size.dispatchEvent(new Event('change', { bubbles: true }));
    expect(price.textContent).toBe('$39.50 $45.00');
    size.value = 'M';
    size.dispatchEvent(new Event('change', { bubbles: true }));
    expect(price.textContent).toBe('$45.00');
    button().click();
    await flush();
    expect(label()).toBe('Adding…');
    pending[0].resolve();
    await flush();
    expect(label()).toBe('Add To Cart');
  });

  it('unmount puts the page back as the server sent it', () => {
    const root = page71();
    const before = root.outerHTML;
    const { ctx } = context(root);
    const unmount = mountProductOn(root, ctx, readPageProduct(root, ctx.page, 'USD'), {
      io: fakeActions().io,
      pagePrice: true,
    })!;
    unmount();
    expect(root.outerHTML).toBe(before);
  });
});
