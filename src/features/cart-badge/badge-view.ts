/**
 * The builder's cart badge (docs/features/cart-badge.md): every count element
 * (`.sqs-cart-quantity`) with, in the same cart link, the optional subtotal
 * (`.sqs-cart-subtotal`) and item wording (`.sqs-cart-items`). The link
 * carries what a screen reader hears; `sqs-cart-initialized` marks it once
 * the first sync is in (spec §3 "The badge becomes initialized on first sync").
 */
import { cartBadgeSpeech, cartBadgeText, cartQuantityLabel, formatMoney } from '../../core/money';
import type { CartSummary } from '../../shared/commerce/cart-types';
import { createMarkupUndo } from '../../shared/markup-undo';

/** The count element's selector: the feature's condition in the catalogue. */
export const BADGE_SELECTOR = '.sqs-cart-quantity';

/** The class a synced badge carries. */
export const INITIALIZED_CLASS = 'sqs-cart-initialized';

/** One badge: its count, and what sits beside it in its link. */
interface Badge {
  link: HTMLElement;
  count: HTMLElement;
  subtotal: HTMLElement | null;
  items: HTMLElement | null;
}

/** What {@link createBadgeView} returns. */
export interface BadgeView {
  render(summary: CartSummary): void;
  /** Puts the server markup back. */
  destroy(): void;
}

function findBadges(doc: Document): Badge[] {
  return Array.from(doc.querySelectorAll<HTMLElement>(BADGE_SELECTOR)).map((count) => {
    const link = count.closest<HTMLElement>('a, button') ?? count.parentElement ?? count;
    return {
      link,
      count,
      subtotal: link.querySelector<HTMLElement>('.sqs-cart-subtotal'),
      items: link.querySelector<HTMLElement>('.sqs-cart-items'),
    };
  });
}

/** The speech: `'3 items in cart, $45.00'`; past the cap, spec §8's sentence and the subtotal. */
export function badgeLabel(summary: CartSummary): string {
  const subtotal = formatMoney({ cents: summary.subtotalCents, currency: summary.currency });
  return `${cartBadgeSpeech(summary.count)}, ${subtotal}`;
}

/** The badges on `doc`, ready to show summaries. */
export function createBadgeView(doc: Document): BadgeView {
  const undo = createMarkupUndo();
  const badges = findBadges(doc);
  const keep = (element: HTMLElement | null) => {
    if (!element) return;
    const original = Array.from(element.childNodes);
    undo.add(() => element.replaceChildren(...original));
  };
  badges.forEach(({ count, subtotal, items }) => [count, subtotal, items].forEach(keep));
  const write = (element: HTMLElement | null, text: string) => {
    if (element && element.textContent !== text) element.textContent = text;
  };
  return {
    render(summary) {
      const subtotal = formatMoney({ cents: summary.subtotalCents, currency: summary.currency });
      badges.forEach((badge) => {
        write(badge.count, cartBadgeText(summary.count));
        write(badge.subtotal, subtotal);
        write(badge.items, cartQuantityLabel(summary.count));
        undo.attr(badge.link, 'aria-label', badgeLabel(summary));
        undo.cls(badge.link, INITIALIZED_CLASS, true);
      });
    },
    destroy: () => undo.restore(),
  };
}
