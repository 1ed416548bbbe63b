/**
 * What one item needs beyond the server's markup, written onto the server's
 * own elements: the WAI-ARIA accordion pattern's wiring where the server left
 * it out (7.1 markup already has all of it), an icon where the server sent
 * an empty container, and the item's open or closed state. An attribute that
 * already has the value is not written again, so markup that is already
 * right is not touched at all.
 */
import type { MarkupUndo } from '../../shared/markup-undo';
import type { AccordionIconStyle } from './config';
import type { ItemIds } from './ids';
import { OPEN_CLASS, type AccordionItemParts } from './read-markup';

const HEADING = /^H[1-6]$/;

/** Sets `name` to `value` through the undo, unless it already has that value. */
function ensure(undo: MarkupUndo, element: Element, name: string, value: string): void {
  if (element.getAttribute(name) !== value) undo.attr(element, name, value);
}

/** The builder's icon drawings, for an icon container the server sent empty. */
function drawIcon(undo: MarkupUndo, container: HTMLElement, iconStyle: AccordionIconStyle): void {
  const doc = container.ownerDocument;
  const div = (className: string) => Object.assign(doc.createElement('div'), { className });
  const drawing = div(iconStyle);
  if (iconStyle === 'plus') drawing.append(div('plus__horizontal-line'), div('plus__vertical-line'));
  container.append(undo.added(drawing));
}

/**
 * Ties the button and its panel together (ids, `aria-controls`, `role=region`,
 * `aria-labelledby`), hides the decorative icon from assistive technology
 * (the button's `aria-expanded` already says open or closed), and gives a
 * title wrapper that is no heading the heading role, level 3, as 7.1 markup
 * does (`<h4 role="heading" aria-level="3">`).
 */
export function wireItem(
  undo: MarkupUndo,
  { wrapper, button, icon, dropdown }: AccordionItemParts,
  ids: ItemIds,
  iconStyle: AccordionIconStyle,
): void {
  ensure(undo, button, 'id', ids.button);
  ensure(undo, button, 'aria-controls', ids.panel);
  ensure(undo, dropdown, 'id', ids.panel);
  ensure(undo, dropdown, 'role', 'region');
  ensure(undo, dropdown, 'aria-labelledby', ids.button);
  if (icon) {
    ensure(undo, icon, 'aria-hidden', 'true');
    if (!icon.firstElementChild) drawIcon(undo, icon, iconStyle);
  }
  if (!HEADING.test(wrapper.tagName) && !wrapper.hasAttribute('role')) {
    ensure(undo, wrapper, 'role', 'heading');
    ensure(undo, wrapper, 'aria-level', '3');
  }
}

/**
 * Shows an item's state on the three hooks themes key on: the button's
 * `aria-expanded`, the icon container's `data-is-open` (7.1 CSS), and the
 * dropdown's `--open` class (our examples' CSS). The dropdown's height is
 * dropdown-height.ts's.
 */
export function showState(undo: MarkupUndo, { button, icon, dropdown }: AccordionItemParts, open: boolean): void {
  ensure(undo, button, 'aria-expanded', String(open));
  if (icon) ensure(undo, icon, 'data-is-open', String(open));
  if (dropdown.classList.contains(OPEN_CLASS) !== open) undo.cls(dropdown, OPEN_CLASS, open);
}
