/**
 * The accordion block's chunk entry (spec §4 Accordion; docs/blocks/accordion.md).
 * No UI library: the block enhances the server's list in place.
 */
import type { BlockContext, Unmount } from '../../core/types';
import { createAccordion } from './accordion';
import { normalizeConfig } from './config';

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
 * Enhances the block's `ul.accordion-items-container` and returns the
 * unmount that puts the server's markup back exactly. A block without a list
 * has nothing to operate: it mounts and changes nothing.
 */
export function mount(root: HTMLElement, context: BlockContext): Unmount {
  const list = root.querySelector('ul.accordion-items-container');
  if (!list) return undefined;
  const onToggle = (index: number, open: boolean) => {
    const detail: AccordionToggleDetail = { index, open };
    root.dispatchEvent(new CustomEvent(ACCORDION_TOGGLE_EVENT, { bubbles: true, detail }));
  };
  return createAccordion({ list, config: normalizeConfig(context.config, list), onToggle });
}
