/**
 * The cart page's state (spec §3 "Shopping cart", §8 "Cart"): loading, then
 * the cart; quantity updates and removals, one request per line at a time,
 * each line with its own §8 message on failure. Every answer is the whole
 * cart; an answer older than the one shown (by revision) is dropped, so two
 * quick changes never undo each other on screen.
 */
import type { CartApi } from '../../shared/commerce/cart-api';
import type { Cart } from '../../shared/commerce/cart-types';
import { cartWord, failureMessage, onlyAvailable } from './messages';

/** What the page shows. */
export interface CartPageState {
  status: 'loading' | 'ready' | 'failed';
  cart: Cart | null;
  /** Line id → its message (a failed change, a refused quantity). */
  errors: Readonly<Record<string, string>>;
  /** Line ids with a request in flight. */
  pending: readonly string[];
}

/** What {@link createCartPageController} returns. */
export interface CartPageController {
  state(): CartPageState;
  subscribe(listener: () => void): () => void;
  load(): Promise<void>;
  /** Ask for `quantity` of a line: the visitor's text, checked here. */
  update(entryId: string, quantity: string): Promise<void>;
  remove(entryId: string): Promise<void>;
  destroy(): void;
}

/**
 * The controller over `api`; `onCart` hears every cart the server answered
 * (the page publishes it to the badge).
 */
export function createCartPageController(api: CartApi, onCart: (cart: Cart) => void): CartPageController {
  let current: CartPageState = { status: 'loading', cart: null, errors: {}, pending: [] };
  const listeners = new Set<() => void>();
  let destroyed = false;
  const set = (next: Partial<CartPageState>) => {
    if (destroyed) return;
    current = { ...current, ...next };
    listeners.forEach((listener) => listener());
  };
  const withError = (id: string, message: string | null) => {
    const errors = { ...current.errors };
    if (message) errors[id] = message;
    else delete errors[id];
    return errors;
  };
  const accept = (cart: Cart) => {
    if (current.cart && cart.revision < current.cart.revision) return;
    set({ cart });
    onCart(cart);
  };

  /** Run one line's request: ignored while that line has one in flight. */
  async function lineCall(id: string, call: () => Promise<Cart>, title: string): Promise<void> {
    if (current.pending.includes(id) || destroyed) return;
    set({ pending: [...current.pending, id], errors: withError(id, null) });
    try {
      accept(await call());
    } catch (error) {
      set({ errors: withError(id, failureMessage(title, error)) });
    } finally {
      set({ pending: current.pending.filter((pending) => pending !== id) });
    }
  }

  return {
    state: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async load() {
      set({ status: 'loading' });
      try {
        const cart = await api.read();
        set({ status: 'ready' });
        accept(cart);
      } catch {
        set({ status: current.cart ? 'ready' : 'failed' });
      }
    },
    update(id, text) {
      const entry = current.cart?.entries.find((candidate) => candidate.id === id);
      if (!entry) return Promise.resolve();
      const quantity = /^\s*\d{1,9}\s*$/.test(text) ? Number(text) : null;
      const refusal =
        quantity === null || quantity < 1
          ? cartWord('wholeNumber')
          : entry.maxQuantity !== null && quantity > entry.maxQuantity
            ? onlyAvailable(entry.maxQuantity)
            : null;
      if (refusal) return Promise.resolve(set({ errors: withError(id, refusal) }));
      if (quantity === entry.quantity) return Promise.resolve(set({ errors: withError(id, null) }));
      return lineCall(id, () => api.setQuantity(id, quantity as number), cartWord('updateFailed'));
    },
    remove: (id) => lineCall(id, () => api.remove(id), cartWord('removeFailed')),
    destroy() {
      destroyed = true;
      listeners.clear();
    },
  };
}
