/**
 * Which items are open, as plain arrays: the rules of spec §4 Accordion
 * without any DOM, so they can be read (and tested) on their own.
 */

/** spec §4 Accordion: the first item starts open if the block says so, else all start closed. */
export function initialOpenState(count: number, initialOpen: boolean): boolean[] {
  return Array.from({ length: count }, (_, index) => initialOpen && index === 0);
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
