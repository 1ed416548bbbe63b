/**
 * The full-page cart (spec §2 page types 200/205): its lines, the subtotal,
 * the minimum-subtotal rule (spec §5) and the checkout button, rendered into
 * the cart root with DOM calls (no markup strings, no inline styles: the
 * page's CSP). All state lives in the controller; this shows it, keeping one
 * row per line so focus and typing survive every change.
 */
import { guard } from '../../core/guard';
import { formatMoney } from '../../core/money';
import type { Cart } from '../../shared/commerce/cart-types';
import type { CartPageController, CartPageState } from './controller';
import { createEntryRow, type EntryRow } from './entry-row';
import { cartWord, minimumSubtotalMessage } from './messages';

export interface CartViewOptions {
  /** The store's minimum order subtotal in minor units, or null for none. */
  minimumCents: number | null;
  onCheckout(): void;
}

function element<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className: string, text = '') {
  const made = doc.createElement(tag);
  made.className = className;
  if (text) made.textContent = text;
  return made;
}

/** Render `controller`'s state into `root` (its server markup is kept aside); returns the undo. */
export function createCartView(root: HTMLElement, controller: CartPageController, options: CartViewOptions) {
  const doc = root.ownerDocument;
  const original = Array.from(root.childNodes);
  const status = element(doc, 'p', 'cart-status');
  const retry = element(doc, 'button', 'cart-retry', cartWord('retry'));
  retry.type = 'button';
  retry.addEventListener('click', () => void controller.load());
  const empty = element(doc, 'p', 'cart-empty', cartWord('empty'));
  const list = element(doc, 'ul', 'cart-entries');
  const subtotal = element(doc, 'p', 'cart-subtotal');
  const subtotalLabel = element(doc, 'span', 'cart-subtotal-label', cartWord('subtotal'));
  const subtotalAmount = element(doc, 'span', 'cart-subtotal-amount');
  subtotal.append(subtotalLabel, ' ', subtotalAmount);
  const minimum = element(doc, 'p', 'cart-minimum');
  minimum.id = 'cart-minimum';
  minimum.setAttribute('role', 'status');
  const checkout = element(doc, 'button', 'cart-checkout-button', cartWord('checkout'));
  checkout.type = 'button';
  // What the visitor's actions run at once (a refusal rendered, the checkout) is guarded: what it throws
  // reaches the funnel with its stack (src/core/guard.ts); the retry only starts a promise.
  checkout.addEventListener(
    'click',
    guard(() => checkout.getAttribute('aria-disabled') !== 'true' && options.onCheckout(), root),
  );
  const contents = element(doc, 'div', 'cart-contents');
  contents.append(list, subtotal, minimum, checkout);
  const rows = new Map<string, EntryRow>();
  const handlers = {
    update: guard((id: string, quantity: string) => void controller.update(id, quantity), root),
    remove: guard((id: string) => void controller.remove(id), root),
  };

  /** One row per line, in the cart's order; rows of removed lines go. */
  function renderEntries(cart: Cart, state: CartPageState) {
    const seen = new Set<string>();
    cart.entries.forEach((entry) => {
      seen.add(entry.id);
      let row = rows.get(entry.id);
      if (!row) rows.set(entry.id, (row = createEntryRow(doc, entry, cart.currency, handlers)));
      row.update(entry, state.errors[entry.id], state.pending.includes(entry.id));
      list.append(row.element); // appending an attached node moves it: the order follows the cart
    });
    rows.forEach((row, id) => !seen.has(id) && (row.element.remove(), rows.delete(id)));
  }

  function render(state: CartPageState) {
    const { cart } = state;
    if (!cart) {
      status.textContent = state.status === 'loading' ? cartWord('loading') : cartWord('loadFailed');
      status.setAttribute('role', state.status === 'loading' ? 'status' : 'alert');
      root.replaceChildren(...(state.status === 'failed' ? [status, retry] : [status]));
      return;
    }
    if (cart.entries.length === 0) return void root.replaceChildren(empty);
    renderEntries(cart, state);
    subtotalAmount.textContent = formatMoney({ cents: cart.subtotalCents, currency: cart.currency });
    const below = options.minimumCents !== null && cart.subtotalCents < options.minimumCents;
    minimum.textContent = below ? minimumSubtotalMessage(options.minimumCents as number, cart.currency) : '';
    minimum.hidden = !below;
    if (below) {
      checkout.setAttribute('aria-disabled', 'true');
      checkout.setAttribute('aria-describedby', minimum.id);
    } else {
      checkout.removeAttribute('aria-disabled');
      checkout.removeAttribute('aria-describedby');
    }
    if (root.firstChild !== contents || root.childNodes.length !== 1) root.replaceChildren(contents);
  }

  const stop = controller.subscribe(() => render(controller.state()));
  render(controller.state());
  return () => {
    stop();
    root.replaceChildren(...original);
  };
}
