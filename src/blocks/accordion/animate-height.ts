/**
 * The open/close slide of one accordion panel.
 *
 * Theme CSS hides `.accordion-item__dropdown:not(.accordion-item__dropdown--open)`,
 * and the `--open` class follows the item's state at once. So while a panel
 * closes, inline styles must keep it displayed; and while it opens, they must
 * hold it at height 0 before the first paint. Only the CSSOM is used: the
 * page's CSP forbids style attributes written as strings.
 */

const ANIMATED_PROPERTIES = ['display', 'overflow', 'height', 'transition'] as const;

/**
 * Starts sliding `panel` open (height 0 → its content height) or closed
 * (content height → 0) over `durationMs`, and returns `finish`, which clears
 * the inline styles so the stylesheet decides again. The caller owns the
 * clock and calls `finish` when the time is up (or on unmount): one timer
 * for all panels of a toggle, and no reliance on `transitionend`, which never
 * fires when nothing is rendered or the tab is hidden.
 */
export function startHeightAnimation(panel: HTMLElement, opening: boolean, durationMs: number): () => void {
  const style = panel.style;
  style.display = 'block';
  style.overflow = 'hidden';
  style.transition = 'none';
  const full = `${panel.scrollHeight}px`;
  style.height = opening ? '0px' : full;
  // Reading layout commits the start height; without it the browser only
  // sees the end height and jumps there with no transition.
  void panel.offsetHeight;
  style.transition = `height ${durationMs}ms ease`;
  style.height = opening ? full : '0px';

  return () => {
    for (const property of ANIMATED_PROPERTIES) style.removeProperty(property);
  };
}
