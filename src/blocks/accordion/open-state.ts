/**
 * Which items are open, as plain arrays: the rules of spec §4 Accordion
 * without any DOM, so they can be read (and tested) on their own.
 */
import type { ServerState } from './read-markup';

/**
 * The state at mount (spec §4 Accordion: the first item starts open if the
 * block says so, else all start closed), plus the items the server stated
 * open (`aria-expanded="true"`): the server rendered them so, and closing
 * them would move the page. When only one may be open, the first open item
 * stays open and the others close: the setting wins over markup that
 * contradicts it.
 */
export function initialOpenState(
  stated: readonly ServerState[],
  initialOpen: boolean,
  allowMultipleOpen: boolean,
): boolean[] {
  const open = stated.map((state, index) => (initialOpen && index === 0) || state === true);
  if (allowMultipleOpen) return open;
  const first = open.indexOf(true);
  return open.map((_, index) => index === first);
}

/**
 * The state after the visitor toggles item `index`. Opening an item closes
 * the others unless `allowMultipleOpen`; closing one leaves the rest as they are.
 */
export function toggleOpenState(open: readonly boolean[], index: number, allowMultipleOpen: boolean): boolean[] {
  const opening = !open[index];
  return open.map((isOpen, i) => {
    if (i === index) return opening;
    return opening && !allowMultipleOpen ? false : isOpen;
  });
}

/** Indices whose state differs between `before` and `after`, the toggled one first. */
export function changedItems(before: readonly boolean[], after: readonly boolean[], toggled: number): number[] {
  const others = after.map((_, i) => i).filter((i) => i !== toggled && after[i] !== before[i]);
  return [toggled, ...others];
}
