/**
 * Reads the accordion's server markup (the builder's contract, see
 * docs/blocks/accordion.md) into plain data the component renders from.
 *
 * Child nodes are kept as the very Node objects: the component adopts them
 * rather than copying, so images and embeds in a description are not
 * re-created.
 */

/** A heading level the title wrapper may use. */
export type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** One `li.accordion-item` as the server rendered it. */
export interface AccordionItemMarkup {
  /** The title wrapper's tag; `h3` when the wrapper is missing or not a heading. */
  readonly headingTag: HeadingTag;
  /** Children of `.accordion-item__title`. */
  readonly title: readonly Node[];
  /** Children of `.accordion-icon-container` (the `.plus` or `.arrow` drawing). */
  readonly icon: readonly Node[];
  /** Children of `.accordion-item__description` (rich text). */
  readonly description: readonly Node[];
  /** Whether the item ends with a `.accordion-divider`. */
  readonly hasDivider: boolean;
  /** The `id` of `.accordion-item__click-target`, if the server gave one. */
  readonly buttonId: string | null;
  /** The `id` of `.accordion-item__dropdown`, if the server gave one. */
  readonly panelId: string | null;
}

/** The list and its items. */
export interface AccordionMarkup {
  /**
   * `data-*` attributes of `ul.accordion-items-container`, carried over to the
   * rendered list: builder layouts hang options there that theme CSS targets.
   */
  readonly listData: Readonly<Record<string, string>>;
  readonly items: readonly AccordionItemMarkup[];
}

const HEADING = /^h[1-6]$/;

function childNodesOf(item: Element, selector: string): Node[] {
  const element = item.querySelector(selector);
  return element ? Array.from(element.childNodes) : [];
}

function readItem(item: Element): AccordionItemMarkup {
  const wrapper = item.querySelector('.accordion-item__title-wrapper');
  const tag = wrapper?.tagName.toLowerCase() ?? '';
  return {
    headingTag: HEADING.test(tag) ? (tag as HeadingTag) : 'h3',
    title: childNodesOf(item, '.accordion-item__title'),
    icon: childNodesOf(item, '.accordion-icon-container'),
    description: childNodesOf(item, '.accordion-item__description'),
    // Direct child only: a divider inside the description is not this item's.
    hasDivider: item.querySelector(':scope > .accordion-divider') !== null,
    buttonId: item.querySelector('.accordion-item__click-target')?.id || null,
    panelId: item.querySelector('.accordion-item__dropdown')?.id || null,
  };
}

function readListData(list: Element): Record<string, string> {
  const data: Record<string, string> = {};
  for (const { name, value } of Array.from(list.attributes)) {
    if (name.startsWith('data-')) data[name] = value;
  }
  return data;
}

/**
 * Reads `list` (a `ul.accordion-items-container`, or `null` when the block has
 * none, which reads as an empty accordion). Only direct `li.accordion-item`
 * children count, so an accordion nested in a description stays its own.
 */
export function readMarkup(list: Element | null): AccordionMarkup {
  if (!list) return { listData: {}, items: [] };
  const items = Array.from(list.children).filter((child) => child.matches('li.accordion-item'));
  return { listData: readListData(list), items: items.map(readItem) };
}
