/**
 * The cart call (README "The cart call"; the spec names none): one path,
 * `/api/commerce/cart`, whose every answer is the whole cart (`{ cart }`).
 *
 * | method | body or query | what |
 * |---|---|---|
 * | GET | none | the visitor's cart (the `CART` cookie names it) |
 * | POST | `{ productId, sku, quantity }` | add; `subscribe: true` answers `{ cartToken }` instead |
 * | PUT | `{ entryId, quantity }` | set a line's quantity |
 * | DELETE | `?entryId=` | remove a line |
 *
 * Failures reject with the data layer's error (no overlay: each surface shows
 * its own §8 message).
 *
 * Reads of one page share their request: the badge's first sync and the cart
 * page start together, and one GET answers both (a page-wide map keyed by
 * document, like cookiesFor; a settled read is forgotten, so a later read asks
 * again).
 */
import type { DataLayer } from '../../core/data-layer';
import type { CurrencyCode } from '../../core/money';
import type { Cart } from './cart-types';
import { readCart } from './read-cart';

/** The one cart path. */
export const CART_PATH = '/api/commerce/cart';

/** What a visitor adds: a product's variant and how many. */
export interface CartItem {
  productId: string;
  sku: string;
  quantity: number;
}

/** The cart calls, each resolving with the cart as it is afterwards. */
export interface CartApi {
  read(): Promise<Cart>;
  add(item: CartItem): Promise<Cart>;
  setQuantity(entryId: string, quantity: number): Promise<Cart>;
  remove(entryId: string): Promise<Cart>;
  /** A subscription product goes to its own cart: resolves with that cart's token (spec §2 /checkout/subscribe). */
  subscribe(item: CartItem): Promise<string>;
}

/** The GET in flight for each page. */
const reads = new WeakMap<Document, Promise<unknown>>();

/** `read`'s answer, shared with any read of `doc` still in flight. */
function sharedRead(doc: Document, read: () => Promise<unknown>): Promise<unknown> {
  let pending = reads.get(doc);
  if (!pending) {
    const forget = () => void (reads.get(doc) === pending && reads.delete(doc));
    pending = read();
    pending.then(forget, forget);
    reads.set(doc, pending);
  }
  return pending;
}

/** The cart calls over `layer`, in the store's `currency`; reads share their request with `doc`'s other reads. */
export function createCartApi(
  layer: Pick<DataLayer, 'request'>,
  currency: CurrencyCode,
  doc: Document | null = null,
): CartApi {
  type Options = Parameters<DataLayer['request']>[2];
  const request = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', options: Options) =>
    layer.request(method, CART_PATH, { overlay: false, ...options });
  const call = (method: 'POST' | 'PUT' | 'DELETE', options: Options) =>
    request(method, options).then((answer) => readCart(answer, currency));
  return {
    read: () =>
      (doc ? sharedRead(doc, () => request('GET', {})) : request('GET', {})).then((answer) =>
        readCart(answer, currency),
      ),
    add: (item) => call('POST', { json: item }),
    setQuantity: (entryId, quantity) => call('PUT', { json: { entryId, quantity } }),
    remove: (entryId) => call('DELETE', { query: { entryId } }),
    async subscribe(item) {
      const answer = await layer.request<{ cartToken?: unknown }>('POST', CART_PATH, {
        overlay: false,
        json: { ...item, subscribe: true },
      });
      const token = answer?.cartToken;
      if (typeof token !== 'string' || token === '') throw new Error('The subscribe answer carried no cartToken');
      return token;
    },
  };
}
