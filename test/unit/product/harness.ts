/**
 * Drives the product block in jsdom: the builder's product markup, a context
 * that records reports, and fake actions whose answers the test settles.
 */
import type { BlockContext, PageContext } from '../../../src/core/types';
import type { ProductActions } from '../../../src/blocks/product/actions';
import type { CartItem } from '../../../src/shared/commerce/cart-api';

export const SHIRT = {
  id: 'linen-shirt',
  title: 'Linen shirt',
  productType: 'PHYSICAL',
  variants: [
    {
      sku: 'S-B',
      price: 4500,
      salePrice: 3900,
      onSale: true,
      qtyInStock: 3,
      optionValues: [
        { optionName: 'Size', value: 'S' },
        { optionName: 'Colour', value: 'Blue' },
      ],
    },
    {
      sku: 'M-B',
      price: 4500,
      qtyInStock: 0,
      optionValues: [
        { optionName: 'Size', value: 'M' },
        { optionName: 'Colour', value: 'Blue' },
      ],
    },
    {
      sku: 'M-W',
      price: 4800,
      unlimited: true,
      optionValues: [
        { optionName: 'Size', value: 'M' },
        { optionName: 'Colour', value: 'White' },
      ],
    },
  ],
};

const SELECTS = `
  <div class="product-variants">
    <label for="size">Size</label>
    <select id="size" data-variant-option-name="Size"><option value="">Select Size</option><option>S</option><option>M</option></select>
    <label for="colour">Colour</label>
    <select id="colour" data-variant-option-name="Colour"><option value="">Select Colour</option><option>Blue</option><option>White</option></select>
  </div>`;

/** A product block root; `selects: false` for a product without options. */
export function productRoot(config: Record<string, unknown>, { selects = true, quantity = true } = {}): HTMLElement {
  document.body.innerHTML = `<div class="sqs-block product-block"><div class="sqs-block-content">
    <div class="product-price">$45.00</div>
    ${selects ? SELECTS : ''}
    ${quantity ? '<div class="product-quantity-input"><label for="qty">Quantity</label><input id="qty" type="number" min="1" value="1"></div>' : ''}
    <button class="sqs-add-to-cart-button" type="button"><span class="sqs-add-to-cart-button-inner">Add to cart</span></button>
  </div></div>`;
  const root = document.body.firstElementChild as HTMLElement;
  root.setAttribute('data-block-json', JSON.stringify(config));
  return root;
}

export function context(root: HTMLElement, page: Partial<PageContext> = {}) {
  const reports: string[] = [];
  const ctx: BlockContext = {
    name: 'product',
    config: JSON.parse(root.getAttribute('data-block-json') ?? '{}'),
    page: {
      website: { id: 'w1' },
      websiteSettings: { storeSettings: { selectedCurrency: 'USD' } },
      authenticatedAccount: null,
      ...page,
    } as unknown as PageContext,
    report: (_error, message) => reports.push(String(message)),
  };
  return { ctx, reports };
}

interface Pending {
  kind: 'add' | 'subscribe';
  item: CartItem;
  price?: number;
  resolve(): void;
  reject(error: unknown): void;
}

/** Fake actions: every add or subscribe waits until the test settles it. */
export function fakeActions() {
  const pending: Pending[] = [];
  const giftCards: string[] = [];
  const wait = (kind: Pending['kind'], item: CartItem, price?: number) =>
    new Promise<void>((resolve, reject) => pending.push({ kind, item, price, resolve, reject }));
  const actions: ProductActions = {
    add: (item, price) => wait('add', item, price),
    subscribe: (item) => wait('subscribe', item),
    giftCard: (sku) => void giftCards.push(sku),
    destroy() {},
  };
  const bugs: string[] = [];
  const io = {
    actions: () => Promise.resolve(actions),
    report: (_error: unknown, message: string) => void bugs.push(message),
  };
  return { actions, pending, giftCards, bugs, io };
}

export const $ = <T extends Element = HTMLElement>(selector: string) => document.querySelector(selector) as T;
export const choose = (id: string, value: string) => {
  const select = $<HTMLSelectElement>(`#${id}`);
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
};
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
