/**
 * The builder's restaurant menu block (spec §4 "Other blocks": menu tabs):
 * one label per menu in `.menu-select-labels`, one `.menu-wrapper` per menu
 * in `.menus`, in the same order. Without JavaScript every menu shows, one
 * after the other, under plain labels.
 */

/** The labels and panels of one menu block, paired in order. */
export interface MenuMarkup {
  /** The element holding the labels: the tab list. */
  list: HTMLElement;
  tabs: HTMLElement[];
  panels: HTMLElement[];
}

/**
 * The block's labels and menus, or `null` when there is nothing to switch
 * between (one menu, or no labels). Extra labels or menus beyond the shorter
 * list are left as they are.
 */
export function readMenuMarkup(root: HTMLElement): MenuMarkup | null {
  const list = root.querySelector<HTMLElement>('.menu-select-labels');
  const labels = list ? Array.from(list.querySelectorAll<HTMLElement>('.menu-select-label')) : [];
  const menus = Array.from(root.querySelectorAll<HTMLElement>('.menus .menu-wrapper'));
  const count = Math.min(labels.length, menus.length);
  if (!list || count < 2) return null;
  return { list, tabs: labels.slice(0, count), panels: menus.slice(0, count) };
}
