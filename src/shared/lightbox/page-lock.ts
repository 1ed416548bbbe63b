/**
 * While the lightbox is open the rest of the page is out of reach (WAI-ARIA
 * dialog pattern): every other child of `body` is `inert`, and the page does
 * not scroll behind the overlay. Undoing it restores exactly what was there:
 * elements that were inert already stay inert, inline styles get their old
 * values, and a `style` attribute that did not exist is removed again.
 */

type Styles = Partial<Record<'overflow' | 'paddingRight', string>>;

/** Sets inline styles through the CSSOM (strict CSP); returns the exact undo. */
function setStyles(el: HTMLElement, styles: Styles): () => void {
  const hadAttribute = el.hasAttribute('style');
  const old = { ...styles };
  for (const key in styles) {
    const name = key as keyof Styles;
    old[name] = el.style[name];
    el.style[name] = styles[name]!;
  }
  return () => {
    Object.assign(el.style, old);
    if (!hadAttribute && !el.style.length) el.removeAttribute('style');
  };
}

/** Locks the page around `keep` (the lightbox's host); returns the unlock. */
export function lockPage(doc: Document, keep: Element): () => void {
  const { body, documentElement: html } = doc;
  const win = doc.defaultView!;
  const others = Array.from(body.children).filter((el) => el !== keep && !el.hasAttribute('inert'));
  others.forEach((el) => el.setAttribute('inert', ''));
  // Hiding the scrollbar would widen the page under the overlay: pad body by its width instead.
  const bar = win.innerWidth - html.clientWidth;
  const padded = parseFloat(win.getComputedStyle(body).paddingRight) || 0;
  const undo = [
    setStyles(html, { overflow: 'hidden' }),
    setStyles(body, bar > 0 ? { paddingRight: `${padded + bar}px` } : {}),
  ];
  return () => {
    others.forEach((el) => el.removeAttribute('inert'));
    undo.forEach((fn) => fn());
  };
}
