/**
 * The tooltip's element: built on show, placed below its target, linked by
 * `aria-describedby`, removed on hide. Styles go through the CSSOM only: the
 * page's CSP forbids style attribute strings. The class
 * `site-runtime-tooltip` lets a theme restyle it (with `!important`).
 */
import { DIALOG_Z_INDEX_BASE } from './constants';
import { addDescribedBy, removeDescribedBy } from './describedby';
import { placeTooltip, type Offset } from './tooltip-position';

/** Above every dialog (30000 + n), so a tooltip inside a dialog shows over it. */
export const TOOLTIP_Z_INDEX = DIALOG_Z_INDEX_BASE + 10000;

/** What one shown tooltip needs. */
export interface TooltipLook {
  id: string;
  text: string;
  width: number;
  offset: Offset;
}

function build(doc: Document, { id, text, width }: TooltipLook): HTMLElement {
  const el = doc.createElement('div');
  el.id = id;
  el.className = 'site-runtime-tooltip';
  el.setAttribute('role', 'tooltip');
  el.textContent = text;
  Object.assign(el.style, {
    position: 'absolute',
    left: '0px',
    top: '0px',
    zIndex: String(TOOLTIP_Z_INDEX),
    maxWidth: `${width}px`,
    boxSizing: 'border-box',
    padding: '6px 10px',
    borderRadius: '4px',
    background: '#222',
    color: '#fff',
    font: '14px/1.4 system-ui, sans-serif',
    pointerEvents: 'none',
  });
  return el;
}

/** Puts `el` below `target`, inside the viewport; document coordinates, so it scrolls with the page. */
function position(el: HTMLElement, target: Element, { width, offset }: TooltipLook): void {
  const win = target.ownerDocument.defaultView;
  const size = el.getBoundingClientRect();
  const viewport = { width: win?.innerWidth ?? 0, height: win?.innerHeight ?? 0 };
  // An element not laid out yet (or jsdom) measures 0 wide: plan for the full width.
  const at = placeTooltip(
    target.getBoundingClientRect(),
    { width: size.width || width, height: size.height },
    viewport,
    offset,
  );
  el.style.left = `${at.left + (win?.scrollX ?? 0)}px`;
  el.style.top = `${at.top + (win?.scrollY ?? 0)}px`;
}

/** Shows the tooltip for `target`; returns the element and the function that removes it. */
export function attachTooltip(target: Element, look: TooltipLook): { element: HTMLElement; detach(): void } {
  const element = build(target.ownerDocument, look);
  target.ownerDocument.body.append(element);
  position(element, target, look);
  addDescribedBy(target, look.id);
  return {
    element,
    detach() {
      removeDescribedBy(target, look.id);
      element.remove();
    },
  };
}
