/**
 * The accordion block's component: a list of items, each open or closed
 * (spec §4 Accordion), animated over 250 ms (spec §9).
 */
import { useRef, useState } from 'react';
import type { KeyboardEvent, ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { AccordionItem } from './accordion-item';
import type { AccordionConfig } from './config';
import type { ItemIds } from './ids';
import { focusTargetIndex } from './keyboard';
import { changedItems, initialOpenState, toggleOpenState } from './open-state';
import type { AccordionMarkup } from './read-markup';
import { prefersReducedMotion } from '../../core/ui/reduced-motion';
import { useHeightAnimations } from './use-height-animations';
import { ACCORDION_ANIMATION_MS } from '../../core/enums/timings';

/** spec §9: the accordion animation takes 250 ms (the catalogue's number). */
export { ACCORDION_ANIMATION_MS };

/** Props of {@link Accordion}. */
export interface AccordionProps {
  /** The server markup, read once before mounting (its nodes are adopted). */
  markup: AccordionMarkup;
  /** One pair of ids per item, see ids.ts. */
  ids: readonly ItemIds[];
  /** The normalised settings, see config.ts. */
  config: AccordionConfig;
  /** Called once per item whose state changed, the toggled item first. */
  onToggle?(index: number, open: boolean): void;
}

/** Renders `ul.accordion-items-container` with its items. */
export function Accordion({ markup, ids, config, onToggle }: AccordionProps): ReactElement {
  const { items } = markup;
  const [open, setOpen] = useState(() => initialOpenState(items.length, config.initialOpen));
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const panels = useRef<Array<HTMLDivElement | null>>([]);
  const animations = useHeightAnimations(ACCORDION_ANIMATION_MS);

  const toggle = (index: number) => {
    // spec §4 Accordion: clicks during the animation are ignored.
    if (animations.isRunning()) return;
    const next = toggleOpenState(open, index, config.allowMultipleOpen);
    const changed = changedItems(open, next, index);
    // Synchronous so the class change, the start of the slide and the event
    // happen in one task: no frame shows a panel at full height before its
    // slide starts, and listeners see the new classes.
    flushSync(() => setOpen(next));
    if (!prefersReducedMotion()) {
      animations.start(changed.map((i) => ({ panel: panels.current[i], opening: next[i] })));
    }
    for (const i of changed) onToggle?.(i, next[i]);
  };

  const moveFocus = (index: number, event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = focusTargetIndex(event.key, index, items.length);
    if (target === null) return;
    event.preventDefault(); // Arrow keys, Home and End would otherwise scroll.
    buttons.current[target]?.focus();
  };

  return (
    <ul className="accordion-items-container" {...markup.listData}>
      {/* The list never changes after mount, so the index is a stable key. */}
      {items.map((item, index) => (
        <AccordionItem
          key={index}
          item={item}
          ids={ids[index]}
          open={open[index]}
          iconStyle={config.iconStyle}
          onToggle={() => toggle(index)}
          onKeyDown={(event) => moveFocus(index, event)}
          buttonRef={(element) => {
            buttons.current[index] = element;
          }}
          panelRef={(element) => {
            panels.current[index] = element;
          }}
        />
      ))}
    </ul>
  );
}
