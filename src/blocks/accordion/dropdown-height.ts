/**
 * The dropdown's height, which the runtime drives so that a panel opens and
 * closes whatever the theme's CSS keys on: our examples' `--open` class, the
 * 7.1 builder's `data-is-open` and inline height, or nothing at all.
 *
 * Every style goes through the block's markup undo (CSSOM only: the page's
 * CSP forbids style attributes written as text), so unmount puts back the
 * server's inline styles exactly. A dropdown the runtime never toggled keeps
 * the server's styles untouched: the server already shows its state.
 */
import type { MarkupUndo } from '../../shared/markup-undo';

/**
 * Closed: no height, nothing spilling out, and out of the tab order and the
 * accessibility tree (a zero-height panel's links could still take focus).
 */
const CLOSED = { height: '0px', overflow: 'hidden', visibility: 'hidden' };
/** Open: shown at its content's height, even where the stylesheet keeps dropdowns at 0 by default. */
const OPEN = { height: 'auto', overflow: '', visibility: '' };

/** The undo scope of a running slide: undone alone when it ends, leaving the settled state. */
export const SLIDE_SCOPE = 'slide';

/** Puts `dropdown` in its settled open or closed state at once. */
export function settleDropdown(undo: MarkupUndo, dropdown: HTMLElement, open: boolean): void {
  undo.style(dropdown, open ? OPEN : CLOSED);
}

/**
 * Starts sliding a settled `dropdown` open (height 0 → its content height) or
 * closed (content height → 0) over `durationMs`. Call inside
 * `undo.scoped(SLIDE_SCOPE, …)`: undoing that scope when the time is up
 * returns the dropdown to its settled state. The caller owns the clock: one
 * timer for every panel of a toggle, and no reliance on `transitionend`,
 * which never fires when nothing is rendered or the tab is hidden.
 */
export function startSlide(undo: MarkupUndo, dropdown: HTMLElement, opening: boolean, durationMs: number): void {
  // Theme CSS may hide a closed dropdown at once (display: none, or height 0):
  // held displayed and visible while it slides.
  undo.style(dropdown, { display: 'block', overflow: 'hidden', visibility: 'visible', transition: 'none' });
  const full = `${dropdown.scrollHeight}px`;
  undo.style(dropdown, { height: opening ? '0px' : full });
  // Reading layout commits the start height; without it the browser only
  // sees the end height and jumps there with no transition.
  void dropdown.offsetHeight;
  undo.style(dropdown, { transition: `height ${durationMs}ms ease`, height: opening ? full : '0px' });
}
