/**
 * The accordion's controller (spec §4 Accordion): it enhances the server's
 * items in place, the way a Stimulus controller does. It reads the state the
 * server rendered, keeps its own copy of which items are open, and shows a
 * change by toggling attributes, a class and the dropdown's height; every
 * node, class and inline style the server wrote stays where it is.
 */
import { ACCORDION_ANIMATION_MS } from '../../core/enums/timings';
import { prefersReducedMotion } from '../../core/ui/reduced-motion';
import { createMarkupUndo } from '../../shared/markup-undo';
import type { AccordionConfig } from './config';
import { settleDropdown } from './dropdown-height';
import { assignIds } from './ids';
import { focusTargetIndex } from './keyboard';
import { changedItems, initialOpenState, toggleOpenState } from './open-state';
import { readItems, shownOpen, statedOpen } from './read-markup';
import { createSlides } from './slides';
import { showState, wireItem } from './wire-item';

/** spec §9: the accordion animation takes 250 ms (the catalogue's number). */
export { ACCORDION_ANIMATION_MS };

/** What {@link createAccordion} needs. */
export interface AccordionOptions {
  /** The server's `ul.accordion-items-container`. */
  list: Element;
  /** The normalised settings, see config.ts. */
  config: AccordionConfig;
  /** Called once per item whose state changed, the toggled item first, after the DOM shows it. */
  onToggle(index: number, open: boolean): void;
}

/** A mounted accordion. */
export interface Accordion {
  /** Puts the server's markup back exactly and stops listening. */
  destroy(): void;
}

/** Enhances the items of `list`; see the file comment. */
export function createAccordion({ list, config, onToggle }: AccordionOptions): Accordion {
  const doc = list.ownerDocument;
  const items = readItems(list);
  const undo = createMarkupUndo();
  const slides = createSlides(undo, ACCORDION_ANIMATION_MS);
  let open = initialOpenState(items.map(statedOpen), config.initialOpen, config.allowMultipleOpen);

  const ids = assignIds(items, doc);
  items.forEach((parts, index) => {
    wireItem(undo, parts, ids[index], config.iconStyle);
    // Only an item whose server rendering contradicts the settings changes its height.
    if (open[index] !== shownOpen(parts)) settleDropdown(undo, parts.dropdown, open[index]);
    showState(undo, parts, open[index]);
  });

  const toggle = (index: number) => {
    // spec §4 Accordion: clicks during the animation are ignored.
    if (slides.isRunning()) return;
    const next = toggleOpenState(open, index, config.allowMultipleOpen);
    const changed = changedItems(open, next, index);
    open = next;
    for (const i of changed) {
      showState(undo, items[i], next[i]);
      settleDropdown(undo, items[i].dropdown, next[i]);
    }
    // Read at each toggle, so a change of the OS setting applies without a reload.
    if (!prefersReducedMotion(doc.defaultView)) {
      slides.start(changed.map((i) => ({ dropdown: items[i].dropdown, opening: next[i] })));
    }
    for (const i of changed) onToggle(i, next[i]);
  };

  const moveFocus = (index: number, event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = focusTargetIndex(event.key, index, items.length);
    if (target === null) return;
    event.preventDefault(); // Arrow keys, Home and End would otherwise scroll.
    items[target].button.focus();
  };

  items.forEach(({ button }, index) => {
    // Enter and Space need nothing: the header is a real button, so they click it.
    undo.on(button, 'click', () => toggle(index));
    undo.on(button, 'keydown', (event) => moveFocus(index, event as KeyboardEvent));
  });

  return {
    destroy() {
      slides.finish();
      undo.restore();
    },
  };
}
