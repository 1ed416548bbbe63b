/**
 * Finds the elements of the accordion's server markup (the builder's
 * contract, see docs/blocks/accordion.md) and the state the server rendered.
 * Nothing here changes the DOM: the enhancer works on these very elements.
 */

/** The class our examples' theme CSS keys an open dropdown on. */
export const OPEN_CLASS = 'accordion-item__dropdown--open';

/** One `li.accordion-item` the runtime can operate: its header button and its dropdown. */
export interface AccordionItemParts {
  readonly item: HTMLElement;
  /** `.accordion-item__title-wrapper`, normally a heading (`h4` in 7.1 markup). */
  readonly wrapper: HTMLElement;
  /** `.accordion-item__click-target`, the header button. */
  readonly button: HTMLElement;
  /** `.accordion-icon-container`, if the server rendered one. */
  readonly icon: HTMLElement | null;
  /** `.accordion-item__dropdown`, the panel. */
  readonly dropdown: HTMLElement;
}

/** The server's word on one item's state, if it wrote one. */
export type ServerState = boolean | undefined;

/**
 * The items of `list`: only direct `li.accordion-item` children count, so an
 * accordion nested in a description stays its own. An item without its
 * title wrapper, button or dropdown cannot be operated and is left as it is.
 */
export function readItems(list: Element): AccordionItemParts[] {
  const parts: AccordionItemParts[] = [];
  for (const item of Array.from(list.children)) {
    if (!(item instanceof HTMLElement) || !item.matches('li.accordion-item')) continue;
    const wrapper = item.querySelector<HTMLElement>(':scope > .accordion-item__title-wrapper');
    const button = wrapper?.querySelector<HTMLElement>('.accordion-item__click-target');
    const dropdown = item.querySelector<HTMLElement>(':scope > .accordion-item__dropdown');
    if (!wrapper || !button || !dropdown) continue;
    const icon = button.querySelector<HTMLElement>('.accordion-icon-container');
    parts.push({ item, wrapper, button, icon, dropdown });
  }
  return parts;
}

const stateOf = (element: Element | null, name: string): ServerState => {
  const value = element?.getAttribute(name);
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
};

/**
 * The state the server stated for an item: the button's `aria-expanded`,
 * else the icon container's `data-is-open` (7.1 markup writes both);
 * `undefined` when it wrote neither (older markup).
 */
export function statedOpen({ button, icon }: AccordionItemParts): ServerState {
  return stateOf(button, 'aria-expanded') ?? stateOf(icon, 'data-is-open');
}

/**
 * Whether the server's page shows the item open: its stated state, else the
 * `--open` class that older markup's theme CSS keys the dropdown on.
 */
export function shownOpen(parts: AccordionItemParts): boolean {
  return statedOpen(parts) ?? parts.dropdown.classList.contains(OPEN_CLASS);
}
