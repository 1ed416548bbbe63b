/**
 * One cart line: title, options, unit price, the quantity field, the line
 * total, Remove and the line's message. Built once per line and updated in
 * place, so focus and what the visitor is typing survive every render: the
 * field is rewritten only when the server's quantity for the line changes
 * (this line's update went through, or another tab's); a failed update leaves
 * the typed quantity as it is (nothing typed is lost) with the reason beside it.
 */
import { formatMoney, type CurrencyCode } from '../../core/money';
import type { CartEntry } from '../../shared/commerce/cart-types';
import { cartWord } from './messages';

/** What a row tells the page. */
export interface EntryHandlers {
  update(id: string, quantity: string): void;
  remove(id: string): void;
}

/** One line's element and its update. */
export interface EntryRow {
  element: HTMLLIElement;
  update(entry: CartEntry, error: string | undefined, pending: boolean): void;
}

function child<K extends keyof HTMLElementTagNameMap>(parent: HTMLElement, tag: K, className: string) {
  const element = parent.ownerDocument.createElement(tag);
  element.className = className;
  parent.append(element);
  return element;
}

const setText = (element: HTMLElement, text: string) => {
  if (element.textContent !== text) element.textContent = text;
};

/** A row for `entry` in `currency`. */
export function createEntryRow(doc: Document, entry: CartEntry, currency: CurrencyCode, on: EntryHandlers): EntryRow {
  const row = doc.createElement('li');
  row.className = 'cart-entry';
  const title = child(row, 'div', 'cart-entry-title');
  const options = child(row, 'div', 'cart-entry-options');
  const price = child(row, 'div', 'cart-entry-price');
  const quantity = child(row, 'input', 'cart-entry-quantity');
  quantity.type = 'number';
  quantity.inputMode = 'numeric';
  quantity.min = '1';
  const total = child(row, 'div', 'cart-entry-total');
  const remove = child(row, 'button', 'cart-entry-remove');
  remove.type = 'button';
  remove.textContent = cartWord('remove');
  const message = child(row, 'p', 'cart-entry-error');
  message.id = `cart-entry-error-${entry.id}`;
  message.setAttribute('role', 'alert');
  let shownQuantity: number | null = null;
  let busy = false;

  const commit = () => on.update(entry.id, quantity.value);
  quantity.addEventListener('change', commit);
  quantity.addEventListener('keydown', (event) => event.key === 'Enter' && commit());
  remove.addEventListener('click', () => !busy && on.remove(entry.id));

  const money = (cents: number) => formatMoney({ cents, currency });
  return {
    element: row,
    update(next, error, pending) {
      busy = pending;
      setText(title, next.title);
      setText(options, next.variantLabel);
      options.hidden = next.variantLabel === '';
      setText(price, money(next.unitPriceCents));
      setText(total, money(next.lineTotalCents));
      if (next.quantity !== shownQuantity) quantity.value = String((shownQuantity = next.quantity));
      if (next.maxQuantity === null) quantity.removeAttribute('max');
      else quantity.max = String(next.maxQuantity);
      quantity.setAttribute('aria-label', `${cartWord('quantity')}, ${next.title}`);
      remove.setAttribute('aria-label', `${cartWord('remove')} ${next.title}`);
      setText(message, error ?? '');
      message.hidden = !error;
      toggle(quantity, 'aria-invalid', error ? 'true' : null);
      toggle(quantity, 'aria-describedby', error ? message.id : null);
      toggle(row, 'aria-busy', pending ? 'true' : null);
      toggle(remove, 'aria-disabled', pending ? 'true' : null);
      row.classList.toggle('is-pending', pending);
    },
  };
}

function toggle(element: Element, name: string, value: string | null): void {
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}
