/**
 * How the loader finds a block's roots and decides that one is in view;
 * shared by both stages (each bundles its own copy of these few lines).
 */

/** The attribute that overrides a block's default strategy on one root (README "Loading strategies"). */
export const LOAD_ON = 'data-load-on';

/** How near the viewport a `visible` block must come before its code is fetched, in px. */
export const VISIBLE_MARGIN = 400;

/** The root selector: its own, or `.sqs-block.{name}-block`, plus its numeric block types. */
export const selectorOf = (name: string, selector: string | undefined, types: readonly number[] = []): string =>
  [selector || `.sqs-block.${name}-block`, ...types.map((type) => `.sqs-block[data-block-type="${type}"]`)].join();

/** Whether `box` is within `margin` px of the viewport, above or below it. */
export const inReach = (box: DOMRect, margin: number, win: Window): boolean =>
  box.bottom > -margin && box.top < win.innerHeight + margin;

/**
 * Whether `root` is within {@link VISIBLE_MARGIN} of the viewport now (a
 * root with no box, hidden, is not). Read in a frame (see whenLaidOut), when
 * the page is laid out anyway.
 */
export const isNear = (root: Element, win: Window): boolean => {
  const box = root.getBoundingClientRect();
  return !!(box.width || box.height) && inReach(box, VISIBLE_MARGIN, win);
};
