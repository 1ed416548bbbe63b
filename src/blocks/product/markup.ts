/**
 * The builder's product markup (docs/blocks/product.md): option selects
 * (`select[data-variant-option-name]`), the quantity field
 * (`.product-quantity-input input`), the button (`.sqs-add-to-cart-button`:
 * a `<button>`, or the builder's `div` with role button), the price
 * (`.product-price`) and a message line, added when the server sent none.
 * Writes go through the undo log, so unmount restores the markup.
 */
import type { MarkupUndo } from '../../shared/markup-undo';
import type { PriceLines } from './price-text';
import type { Choice } from './variants';

/** The elements the block works with. */
export interface ProductMarkup {
  selects: HTMLSelectElement[];
  quantity: HTMLInputElement | null;
  button: HTMLElement;
  price: HTMLElement | null;
  message: HTMLElement;
}

/** Finds the parts; null without a button (nothing to enhance). */
export function findMarkup(root: HTMLElement, undo: MarkupUndo): ProductMarkup | null {
  const button = root.querySelector<HTMLElement>('.sqs-add-to-cart-button');
  if (!button) return null;
  const doc = root.ownerDocument;
  let message = root.querySelector<HTMLElement>('.product-message');
  if (!message) {
    // A div: empty, it takes no room (a paragraph's margins could move what follows).
    message = undo.added(doc.createElement('div'));
    message.className = 'product-message';
    button.insertAdjacentElement('afterend', message);
  }
  undo.attr(message, 'role', 'status');
  const price = root.querySelector<HTMLElement>('.product-price');
  [buttonLabel(button), price, message].forEach((element) => keepContent(element, undo));
  return {
    selects: Array.from(root.querySelectorAll<HTMLSelectElement>('select[data-variant-option-name]')),
    quantity: root.querySelector<HTMLInputElement>('.product-quantity-input input'),
    button,
    price,
    message,
  };
}

/** The visitor's choice, read from the selects (values are never written). */
export function readChoice(markup: ProductMarkup): Choice {
  const choice: Choice = {};
  markup.selects.forEach((select) => (choice[select.getAttribute('data-variant-option-name') ?? ''] = select.value));
  return choice;
}

/** Keep an element's server content (the very nodes) for the undo; later writes replace it freely. */
function keepContent(element: HTMLElement | null, undo: MarkupUndo): void {
  if (!element) return;
  const original = Array.from(element.childNodes);
  undo.add(() => element.replaceChildren(...original));
}

/** Replace an element's content with text (once the text differs: a screen reader hears no repeats). */
export function setText(element: HTMLElement, text: string): void {
  if (element.textContent !== text) element.replaceChildren(element.ownerDocument.createTextNode(text));
}

/** The button's label element: its inner span when the builder wrote one. */
export const buttonLabel = (button: HTMLElement): HTMLElement =>
  button.querySelector<HTMLElement>('.sqs-add-to-cart-button-inner') ?? button;

/**
 * Show the price lines: the price, the regular price struck through while on
 * sale, the instalment offer. A price element that already says just that
 * price keeps the server's markup.
 */
export function renderPrice(price: HTMLElement, lines: PriceLines): void {
  if (!lines.regular && !lines.instalments && price.textContent?.trim() === lines.price) return;
  const doc = price.ownerDocument;
  const parts: Node[] = [doc.createTextNode(lines.price)];
  if (lines.regular) {
    const regular = doc.createElement('s');
    regular.className = 'product-price-regular';
    regular.textContent = lines.regular;
    parts.push(doc.createTextNode(' '), regular);
  }
  if (lines.instalments) {
    const offer = doc.createElement('span');
    offer.className = 'product-instalments';
    offer.textContent = lines.instalments;
    parts.push(offer);
  }
  price.replaceChildren(...parts);
}
