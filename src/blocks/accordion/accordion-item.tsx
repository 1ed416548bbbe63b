/**
 * One accordion item, rendered with exactly the builder's structure and class
 * names (see read-markup.ts) so theme CSS styles it the same before and after
 * the runtime mounts.
 */
import type { KeyboardEvent, ReactElement } from 'react';
import { Adopted } from '../../shared/react/adopt';
import type { AccordionIconStyle } from './config';
import type { ItemIds } from './ids';
import type { AccordionItemMarkup } from './read-markup';

/** Props of {@link AccordionItem}. */
export interface AccordionItemProps {
  item: AccordionItemMarkup;
  ids: ItemIds;
  open: boolean;
  iconStyle: AccordionIconStyle;
  onToggle(): void;
  onKeyDown(event: KeyboardEvent<HTMLButtonElement>): void;
  buttonRef(element: HTMLButtonElement | null): void;
  panelRef(element: HTMLDivElement | null): void;
}

/** The builder's icon drawings, used only when the server sent an empty icon container. */
function FallbackIcon({ iconStyle }: { iconStyle: AccordionIconStyle }): ReactElement {
  if (iconStyle === 'arrow') return <div className="arrow" />;
  return (
    <div className="plus">
      <div className="plus__horizontal-line" />
      <div className="plus__vertical-line" />
    </div>
  );
}

function Icon({ nodes, iconStyle }: { nodes: readonly Node[]; iconStyle: AccordionIconStyle }) {
  // Decorative: the button's aria-expanded already says open or closed.
  if (nodes.length > 0) {
    return <Adopted className="accordion-icon-container" aria-hidden="true" nodes={nodes} />;
  }
  return (
    <div className="accordion-icon-container" aria-hidden="true">
      <FallbackIcon iconStyle={iconStyle} />
    </div>
  );
}

/**
 * A header button that controls a region panel (WAI-ARIA accordion pattern).
 * The panel's visibility is the theme's `--open` class; this component never
 * sets `hidden`, so the stylesheet stays in charge.
 */
export function AccordionItem(props: AccordionItemProps): ReactElement {
  const { item, ids, open, iconStyle, onToggle, onKeyDown, buttonRef, panelRef } = props;
  const Heading = item.headingTag;
  const dropdownClass = open ? 'accordion-item__dropdown accordion-item__dropdown--open' : 'accordion-item__dropdown';

  return (
    <li className="accordion-item">
      <Heading className="accordion-item__title-wrapper">
        <button
          ref={buttonRef}
          className="accordion-item__click-target"
          type="button"
          id={ids.button}
          aria-expanded={open ? 'true' : 'false'}
          aria-controls={ids.panel}
          onClick={onToggle}
          onKeyDown={onKeyDown}
        >
          <Adopted as="span" className="accordion-item__title" nodes={item.title} />
          <Icon nodes={item.icon} iconStyle={iconStyle} />
        </button>
      </Heading>
      <div ref={panelRef} className={dropdownClass} id={ids.panel} role="region" aria-labelledby={ids.button}>
        <Adopted className="accordion-item__description" nodes={item.description} />
      </div>
      {item.hasDivider && <div className="accordion-divider" />}
    </li>
  );
}
