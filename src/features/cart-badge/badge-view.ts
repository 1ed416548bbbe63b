/**
 * The builder's cart badge (docs/features/cart-badge.md): every count element
 * (`.sqs-cart-quantity`) with, in the same cart link, the optional subtotal
 * (`.sqs-cart-subtotal`) and item wording (`.sqs-cart-items`).
 * `sqs-cart-initialized` marks the link once the first sync is in (spec §3
 * "The badge becomes initialized on first sync").
 *
 * What a screen reader hears is a visually hidden line in the link
 * (`.sqs-cart-speech`: '3 items in cart, $45.00'), while the shown count,
 * subtotal and wording are hidden from it. Not an `aria-label`: that would
 * replace the link's visible text ('Cart'), which WCAG 2.5.3 "Label in Name"
 * wants kept in its name.
 */
import {
  cartBadgeSpeech,
  cartBadgeText,
  cartQuantityLabel,
  cartWords,
  formatMoney,
  type CartWords,
} from '../../core/money';
import type { CartSummary } from '../../shared/commerce/cart-types';
import { createMarkupUndo } from '../../shared/markup-undo';

/** The count element's selector: the feature's condition in the catalogue. */
export const BADGE_SELECTOR = '.sqs-cart-quantity';

/** The class a synced badge carries. */
export const INITIALIZED_CLASS = 'sqs-cart-initialized';

/** The class of the hidden line a screen reader hears. */
export const SPEECH_CLASS = 'sqs-cart-speech';

/** One badge: its count, and what sits beside it in its link. */
interface Badge {
  link: HTMLElement;
  count: HTMLElement;
  subtotal: HTMLElement | null;
  items: HTMLElement | null;
  speech?: HTMLElement;
}

/** Kept out of sight but read (the usual visually hidden rule). */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: '0',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  'white-space': 'nowrap',
  border: '0',
};

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
export function badgeLabel(summary: CartSummary, words: CartWords = cartWords()): string {
  const subtotal = formatMoney({ cents: summary.subtotalCents, currency: summary.currency });
  return `${cartBadgeSpeech(summary.count, words)}, ${subtotal}`;
}

/** The badges on `doc`, ready to show summaries, worded in `words` (the site's locale; English by default). */
export function createBadgeView(doc: Document, words: CartWords = cartWords()): BadgeView {
  const undo = createMarkupUndo();
  const badges = findBadges(doc);
  const keep = (element: HTMLElement | null) => {
    if (!element) return;
    const original = Array.from(element.childNodes);
    undo.add(() => element.replaceChildren(...original));
  };
  badges.forEach(({ count, subtotal, items }) => [count, subtotal, items].forEach(keep));
  /** The link's hidden speech line, added on the first render; the shown parts leave the accessibility tree. */
  const speechOf = (badge: Badge) => {
    if (badge.speech) return badge.speech;
    const speech = undo.added(doc.createElement('span'));
    speech.className = SPEECH_CLASS;
    undo.style(speech, VISUALLY_HIDDEN);
    badge.link.append(speech);
    for (const shown of [badge.count, badge.subtotal, badge.items]) if (shown) undo.attr(shown, 'aria-hidden', 'true');
    return (badge.speech = speech);
  };
  const write = (element: HTMLElement | null, text: string) => {
    if (element && element.textContent !== text) element.textContent = text;
  };
  return {
    render(summary) {
      const subtotal = formatMoney({ cents: summary.subtotalCents, currency: summary.currency });
      badges.forEach((badge) => {
        write(badge.count, cartBadgeText(summary.count));
        write(badge.subtotal, subtotal);
        write(badge.items, cartQuantityLabel(summary.count, words));
        write(speechOf(badge), badgeLabel(summary, words));
        undo.cls(badge.link, INITIALIZED_CLASS, true);
      });
    },
    destroy: () => undo.restore(),
  };
}
