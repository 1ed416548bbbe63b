/**
 * The product block's controller: the visitor picks options and a quantity,
 * the price and the button follow, and a click adds to the cart (spec §3
 * "Product", §7 'add to cart' pixel), subscribes (/checkout/subscribe) or
 * buys a gift card (/checkout/giftcard). While a request is in flight the
 * button is locked and further clicks send nothing; on failure the message
 * says why and every choice stays as the visitor left it (values are read,
 * never written).
 */
import type { CurrencyCode } from '../../core/money';
import { createMarkupUndo, type MarkupUndo } from '../../shared/markup-undo';
import type { ProductActions } from './actions';
import { buttonLabel, findMarkup, readChoice, renderPrice, setText, type ProductMarkup } from './markup';
import { addFailureMessage, limitMessage, productWord, selectMessage } from './messages';
import { priceLines } from './price-text';
import type { Product, ProductSettings, Variant } from './types';
import { findVariant, inStock, missingOptions, quantityLimit, readQuantity, soldOut, unitPrice } from './variants';

/** What the controller talks to; tests pass their own. */
export interface ProductIo {
  /** The block's requests and navigations (a lazy chunk: the first click may wait for it). */
  actions(): Promise<ProductActions>;
  report(error: unknown, message: string): void;
}

/** The facts of the block the controller needs. */
export interface ProductFacts {
  product: Product;
  settings: ProductSettings;
  currency: CurrencyCode;
  /**
   * The price the page shows is the server's own (a product item page): it
   * stays until the visitor first changes a choice. A product block's JSON
   * is its truth, so its price is written at mount.
   */
  pagePrice?: boolean;
}

/** What {@link createProductController} returns. */
export interface ProductController {
  /** Act as a click on the button would; resolves when its request settles. */
  activate(): Promise<void>;
  busy(): boolean;
  destroy(): void;
}

/** The button's resting label for the product's kind. */
const restingLabel = (product: Product): string =>
  product.kind === 'GIFT_CARD'
    ? productWord('buyGiftCard')
    : product.plan
      ? productWord('subscribe')
      : productWord('addToCart');

/**
 * The builder's button is a `div` (WAI-ARIA button pattern): a role, a tab
 * stop, and Enter or Space to press it, as a `<button>` has by itself.
 */
function operableByKeyboard(button: HTMLElement, undo: MarkupUndo, press: () => void): void {
  if (!button.hasAttribute('role')) undo.attr(button, 'role', 'button');
  if (!button.hasAttribute('tabindex')) undo.attr(button, 'tabindex', '0');
  undo.on(button, 'keydown', (event) => {
    const { key } = event as KeyboardEvent;
    if (key !== 'Enter' && key !== ' ') return;
    event.preventDefault();
    press();
  });
}

/** Mount on `root`; null when the markup has no button. */
export function createProductController(
  root: HTMLElement,
  facts: ProductFacts,
  io: ProductIo,
): ProductController | null {
  const undo = createMarkupUndo();
  const found = findMarkup(root, undo);
  if (!found) return null;
  const markup: ProductMarkup = found;
  const { product, settings, currency } = facts;
  // The label the builder says the button goes back to (7.1's data-original-label), else ours for its kind.
  const resting = markup.button.getAttribute('data-original-label')?.trim() || restingLabel(product);
  let inFlight: Promise<void> | null = null;
  let destroyed = false;
  let chosen = !facts.pagePrice;

  const say = (text: string) => setText(markup.message, text);
  const invalid = (element: Element, on: boolean) => undo.attr(element, 'aria-invalid', on ? 'true' : null);

  /** Price, stock and limits for the current choice. */
  function render(): Variant | null {
    const variant = findVariant(product, readChoice(markup));
    if (markup.price && chosen) renderPrice(markup.price, priceLines(product, variant, currency, settings.instalments));
    const unavailable = variant ? !inStock(variant) : soldOut(product);
    undo.attr(markup.button, 'aria-disabled', unavailable || inFlight ? 'true' : null);
    const adding = inFlight && product.kind !== 'GIFT_CARD' && !product.plan;
    setText(
      buttonLabel(markup.button),
      adding ? productWord('adding') : unavailable ? productWord('soldOut') : resting,
    );
    const limit = quantityLimit(variant, settings.maxQuantity);
    if (markup.quantity) undo.attr(markup.quantity, 'max', limit === null ? null : String(Math.max(limit, 1)));
    return variant;
  }

  /** The request for a checked choice, or a message saying what is missing. */
  function check(): { variant: Variant; quantity: number } | null {
    const missing = missingOptions(product, readChoice(markup));
    markup.selects.forEach((select) =>
      invalid(select, missing.includes(select.getAttribute('data-variant-option-name') ?? '')),
    );
    if (missing.length) {
      say(selectMessage(missing));
      markup.selects.find((select) => select.getAttribute('aria-invalid') === 'true')?.focus();
      return null;
    }
    const variant = render();
    if (!variant) return (say(productWord('unavailable')), null);
    if (!inStock(variant)) return (say(productWord('soldOut')), null);
    const quantity = markup.quantity ? readQuantity(markup.quantity.value) : 1;
    const limit = quantityLimit(variant, settings.maxQuantity);
    const wrong =
      quantity === null || quantity < 1
        ? productWord('quantity')
        : limit !== null && quantity > limit
          ? limitMessage(limit)
          : '';
    if (markup.quantity) invalid(markup.quantity, !!wrong);
    if (wrong) return (say(wrong), markup.quantity?.focus(), null);
    return { variant, quantity: quantity as number };
  }

  async function send(variant: Variant, quantity: number): Promise<void> {
    const actions = await io.actions();
    if (destroyed) return;
    const item = { productId: product.id, sku: variant.sku, quantity };
    if (product.kind === 'GIFT_CARD') return actions.giftCard(variant.sku);
    if (product.plan) return actions.subscribe(item);
    await actions.add(item, unitPrice(variant));
    if (!destroyed) say(productWord('added'));
  }

  function activate(): Promise<void> {
    const locked = markup.button.getAttribute('aria-disabled') === 'true';
    if (inFlight || destroyed || locked) return inFlight ?? Promise.resolve();
    say('');
    const chosen = check();
    if (!chosen) return Promise.resolve();
    inFlight = send(chosen.variant, chosen.quantity)
      .catch((error: unknown) => {
        if (!destroyed) say(addFailureMessage(error));
        // The data layer's errors are the visitor's (shown above); anything else is a bug to report.
        if (!(error && typeof error === 'object' && 'kind' in error)) io.report(error, 'add to cart');
      })
      .finally(() => {
        inFlight = null;
        if (destroyed) return;
        undo.attr(root, 'aria-busy', null);
        render();
      });
    undo.attr(root, 'aria-busy', 'true');
    render();
    return inFlight;
  }

  // Through the undo: guarded (what they throw reaches the funnel with its stack), removed by restore().
  undo.on(markup.button, 'click', (event) => {
    event.preventDefault();
    void activate();
  });
  undo.on(root, 'change', () => {
    chosen = true;
    render();
    say('');
  });
  if (markup.button.tagName !== 'BUTTON') operableByKeyboard(markup.button, undo, () => void activate());
  render();
  return {
    activate,
    busy: () => inFlight !== null,
    destroy() {
      if (destroyed) return;
      destroyed = true;
      undo.restore();
    },
  };
}
