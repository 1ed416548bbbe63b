/**
 * The prices and join buttons of each option: every element of the block
 * with `data-pricing-option="0"` or `"1"`. Showing one option hides the
 * other's elements (`hidden`), so each option's price and join button are
 * read, and clicked, only while shown.
 */
import type { MarkupUndo } from '../../shared/markup-undo';

/** Both options' elements, found once. */
export function findPlans(root: HTMLElement): [HTMLElement[], HTMLElement[]] {
  const of = (option: 0 | 1) => Array.from(root.querySelectorAll<HTMLElement>(`[data-pricing-option="${option}"]`));
  return [of(0), of(1)];
}

/** Show `option`'s elements, hide the other's. */
export function showPlan(plans: [HTMLElement[], HTMLElement[]], option: 0 | 1, undo: MarkupUndo): void {
  plans.forEach((elements, index) =>
    elements.forEach((element) => undo.attr(element, 'hidden', index === option ? null : '')),
  );
}
