/**
 * The cart badge (spec §3 "Cart indicator", §8 badge speech, §9 '100+' and
 * plural wording): initialised on first sync, no request without a cart,
 * kept in step with every change and never set back by a late answer.
 */
import { start } from '../../../src/features/cart-badge/start-cart-badge';
import { badgeLabel, INITIALIZED_CLASS } from '../../../src/features/cart-badge/badge-view';
import type { FeatureContext, PageContext } from '../../../src/core/types';
import { runUnmount } from '../../../src/loader/runtime/unmount';
import { publishCart } from '../../../src/shared/commerce/cart-sync';

const page = {
  website: { cloneable: false, developerMode: false },
  websiteSettings: { storeSettings: { selectedCurrency: 'GBP' } },
} as unknown as PageContext;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const count = () => document.querySelector('.sqs-cart-quantity')!.textContent;
const link = () => document.querySelector('a')!;
/** What a screen reader hears of the link: its hidden speech line. */
const speech = () => document.querySelector('a .sqs-cart-speech')?.textContent ?? null;
const summary = (n: number, cents: number, revision: number) => ({
  count: n,
  subtotalCents: cents,
  currency: 'GBP' as const,
  revision,
});

function setUp() {
  document.body.innerHTML =
    '<a href="/cart" class="sqs-custom-cart"><span class="sqs-cart-quantity">0</span> <span class="sqs-cart-items"></span> <span class="sqs-cart-subtotal"></span></a>';
  const reports: string[] = [];
  const ctx = {
    name: 'cart-badge',
    page,
    report: (_e: unknown, m?: string) => reports.push(String(m)),
  } as unknown as FeatureContext;
  return { ctx, reports };
}

afterEach(() => {
  document.cookie = 'CART=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('the badge text and speech', () => {
  it('plural wording, the subtotal, and the cap: 100 shows 100, more shows 100+ with the §8 speech', () => {
    expect(badgeLabel(summary(1, 1050, 0))).toBe('1 item in cart, £10.50');
    expect(badgeLabel(summary(3, 0, 0))).toBe('3 items in cart, £0.00');
    expect(badgeLabel(summary(101, 100, 0))).toBe('More than 100 items in cart, £1.00');
  });
});

describe('the first sync', () => {
  it('without a cart cookie: an empty cart at once, initialised, and no request', async () => {
    const fetched: string[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = ((url: string) => (fetched.push(url), Promise.reject(new Error('no')))) as typeof fetch;
    try {
      const { ctx } = setUp();
      const stop = start(ctx, window);
      expect(link().classList.contains(INITIALIZED_CLASS)).toBe(false);
      await flush();
      expect(link().classList.contains(INITIALIZED_CLASS)).toBe(true);
      expect(speech()).toBe('0 items in cart, £0.00');
      expect(document.querySelector('.sqs-cart-quantity')!.getAttribute('aria-hidden')).toBe('true');
      expect(link().hasAttribute('aria-label')).toBe(false);
      expect(document.querySelector('.sqs-cart-items')!.textContent).toBe('0 items');
      expect(fetched).toEqual([]);
      runUnmount(stop);
    } finally {
      globalThis.fetch = original;
    }
  });

  it('with a cart cookie: reads the cart call and shows its count and subtotal', async () => {
    document.cookie = 'CART=abc; path=/';
    const fetched: string[] = [];
    const original = globalThis.fetch;
    const cart = { cart: { revision: 2, entries: [{ id: 'e', unitPriceCents: 1000, quantity: 3 }] } };
    globalThis.fetch = ((url: string) => {
      fetched.push(url);
      return Promise.resolve({ status: 200, text: () => Promise.resolve(JSON.stringify(cart)) });
    }) as unknown as typeof fetch;
    try {
      const { ctx } = setUp();
      const stop = start(ctx, window);
      for (let i = 0; i < 20 && count() === '0'; i++) await flush();
      expect(count()).toBe('3');
      expect(document.querySelector('.sqs-cart-subtotal')!.textContent).toBe('£30.00');
      expect(fetched.map((url) => new URL(url).pathname)).toEqual(['/api/commerce/cart']);
      runUnmount(stop);
    } finally {
      globalThis.fetch = original;
    }
  });
});

describe('kept in step', () => {
  it('follows each change, never goes back to an older revision, and unmount restores the markup', async () => {
    const { ctx } = setUp();
    const stop = start(ctx, window);
    await flush();
    publishCart(window, summary(2, 2000, 5));
    expect(count()).toBe('2');
    publishCart(window, summary(1, 1000, 3));
    expect(count()).toBe('2');
    publishCart(window, summary(150, 9999, 6));
    expect(count()).toBe('100+');
    expect(speech()).toBe('More than 100 items in cart, £99.99');
    runUnmount(stop);
    expect(count()).toBe('0');
    expect(speech()).toBeNull();
    expect(document.querySelector('[aria-hidden]')).toBeNull();
    expect(link().classList.contains(INITIALIZED_CLASS)).toBe(false);
  });
});
