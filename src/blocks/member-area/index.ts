/**
 * The member area block's chunk entry (`data-block-type="67"`; spec §2, §4
 * "Pricing toggle"): the two-option pricing toggle that swaps the shown
 * prices and join buttons. Without a second option it leaves the block as
 * the server sent it. See docs/blocks/member-area.md.
 */
import { guard } from '../../core/guard';
import type { BlockContext, Unmount } from '../../core/types';
import { EVENT_PREFIX } from '../../core/log';
import { createMarkupUndo } from '../../shared/markup-undo';
import { findPlans, showPlan } from './plans';
import { readToggleSettings } from './settings';
import { createToggle } from './toggle';

/** The bubbling event fired on the root when the visitor picks an option: `{ option, name }`. */
export const PRICING_TOGGLE_EVENT = `${EVENT_PREFIX}pricing-toggle`;

export function mount(root: HTMLElement, context: BlockContext): Unmount {
  const plans = findPlans(root);
  if (plans[1].length === 0) return undefined;
  const settings = readToggleSettings(context.config);
  const undo = createMarkupUndo();
  let current: 0 | 1 = settings.initial;
  const show = (option: 0 | 1) => {
    current = option;
    toggle.set(option);
    showPlan(plans, option, undo);
  };
  // Guarded (the toggle's listeners call it): what a choice throws reaches the funnel with its stack.
  const choose = guard((option: 0 | 1) => {
    if (option === current) return;
    show(option);
    root.dispatchEvent(
      new CustomEvent(PRICING_TOGGLE_EVENT, { bubbles: true, detail: { option, name: settings.options[option] } }),
    );
  }, root);
  const toggle = createToggle(root.ownerDocument, settings, choose);
  const slot = root.querySelector<HTMLElement>('.member-area-pricing-toggle');
  undo.added(toggle.element);
  if (slot) slot.append(toggle.element);
  else (root.querySelector('.sqs-block-content') ?? root).prepend(toggle.element);
  show(current);
  return () => {
    toggle.destroy();
    undo.restore();
  };
}
