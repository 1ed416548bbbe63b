/**
 * The WAI-ARIA tabs pattern (manual activation) on the menu block's server
 * markup (spec §4 "Other blocks": "Menu tabs: one active at a time, starting
 * with the first. Enter and Space select; Left and Right arrows move with
 * wraparound."): Left/Right move the focus along the tabs, wrapping; Home
 * and End go to the first and last; Enter, Space or a click selects the
 * focused tab. Only the selected tab is in the Tab sequence (roving
 * tabindex); only its menu shows.
 */
import { uniqueId } from '../../core/ui/unique-id';
import type { MarkupUndo } from '../../shared/markup-undo';
import { wrapIndex } from '../../shared/wrap-index';
import type { MenuMarkup } from './read-markup';

/** The class on the selected label, for theme CSS. */
export const ACTIVE_LABEL_CLASS = 'menu-select-active';

/** What {@link createMenuTabs} returns. */
export interface MenuTabs {
  selected(): number;
  select(index: number): void;
}

const idOf = (element: HTMLElement, prefix: string, undo: MarkupUndo) => {
  if (!element.id) undo.attr(element, 'id', uniqueId(prefix));
  return element.id;
};

/** Turn the labels and menus into tabs; every change is recorded in `undo`. */
export function createMenuTabs(
  { list, tabs, panels }: MenuMarkup,
  undo: MarkupUndo,
  onChange: (index: number) => void,
): MenuTabs {
  let current = -1;
  undo.attr(list, 'role', 'tablist');
  tabs.forEach((tab, i) => {
    const panel = panels[i];
    undo.attr(tab, 'role', 'tab');
    undo.attr(tab, 'aria-controls', idOf(panel, 'menu-panel', undo));
    undo.attr(panel, 'role', 'tabpanel');
    undo.attr(panel, 'aria-labelledby', idOf(tab, 'menu-tab', undo));
    // A menu is text: the panel itself takes focus after the tab (APG tabs).
    undo.attr(panel, 'tabindex', '0');
  });

  const select = (index: number) => {
    const next = wrapIndex(index, tabs.length);
    if (next === current) return;
    current = next;
    tabs.forEach((tab, i) => {
      const on = i === next;
      undo.attr(tab, 'aria-selected', String(on));
      undo.attr(tab, 'tabindex', on ? '0' : '-1');
      undo.cls(tab, ACTIVE_LABEL_CLASS, on);
      undo.attr(panels[i], 'hidden', on ? null : '');
    });
    onChange(next);
  };

  const focusTab = (index: number) => tabs[wrapIndex(index, tabs.length)].focus();
  undo.on(list, 'click', (event) => {
    const index = tabs.findIndex((tab) => tab.contains(event.target as Node));
    if (index >= 0) select(index);
  });
  undo.on(list, 'keydown', (event) => {
    const key = event as KeyboardEvent;
    const at = tabs.findIndex((tab) => tab === key.target);
    if (at < 0 || key.altKey || key.ctrlKey || key.metaKey) return;
    const moves: Record<string, () => void> = {
      ArrowRight: () => focusTab(at + 1),
      ArrowLeft: () => focusTab(at - 1),
      Home: () => focusTab(0),
      End: () => focusTab(-1),
      Enter: () => select(at),
      ' ': () => select(at),
    };
    const move = moves[key.key];
    if (!move) return;
    key.preventDefault(); // Space and the arrows would scroll the page
    move();
  });

  select(0);
  return { selected: () => current, select };
}
