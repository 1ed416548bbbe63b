/**
 * Styles set through the CSSOM (strict CSP: no style attributes in markup, no
 * `<style>` elements), and taken off exactly as they were.
 */

/** Style properties by their CSSOM names. */
export type Styles = Partial<Record<string, string>>;

/** Sets `styles` on `element`; returns what puts its style back. */
export function style(element: HTMLElement, styles: Styles): () => void {
  const saved = element.getAttribute('style');
  Object.assign(element.style, styles);
  // No style attribute before: none after (an empty one would be left behind).
  return () => (saved === null ? element.removeAttribute('style') : (element.style.cssText = saved));
}

/** Fills its positioned parent. */
export const FILL: Styles = { position: 'absolute', top: '0', left: '0', width: '100%', height: '100%', border: '0' };
