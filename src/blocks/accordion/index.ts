/**
 * The accordion block's chunk entry (spec §4 Accordion). Reads the server
 * markup, then hands the list's holder to React; see docs/blocks/accordion.md.
 */
import { createElement } from 'react';
import type { BlockContext, Unmount } from '../../core/types';
import { mountReact } from '../../shared/react/mount-react';
import { Accordion } from './accordion';
import { normalizeConfig } from './config';
import { assignIds } from './ids';
import { readMarkup } from './read-markup';

/** The bubbling DOM event fired on the block root when an item opens or closes. */
export const ACCORDION_TOGGLE_EVENT = 'site-runtime:accordion-toggle';

/** `detail` of {@link ACCORDION_TOGGLE_EVENT}. */
export interface AccordionToggleDetail {
  /** The item's position in the list, from 0. */
  index: number;
  /** Its new state. */
  open: boolean;
}

/**
 * Mounts the accordion on the element holding `ul.accordion-items-container`
 * (normally `.sqs-block-content`; without a list, `.sqs-block-content` or
 * else the root, where it renders an empty list) and returns the unmount
 * that restores the server markup.
 */
export function mount(root: HTMLElement, context: BlockContext): Unmount {
  const list = root.querySelector('ul.accordion-items-container');
  const container = list?.parentElement ?? root.querySelector<HTMLElement>('.sqs-block-content') ?? root;
  const markup = readMarkup(list);
  const onToggle = (index: number, open: boolean) => {
    const detail: AccordionToggleDetail = { index, open };
    root.dispatchEvent(new CustomEvent(ACCORDION_TOGGLE_EVENT, { bubbles: true, detail }));
  };
  const element = createElement(Accordion, {
    markup,
    ids: assignIds(markup.items, root.ownerDocument),
    config: normalizeConfig(context.config),
    onToggle,
  });
  return mountReact(container, element, context.report);
}
