/**
 * The one way the runtime's plain-DOM UI (the cookie banner, the lightbox)
 * makes an element: attributes with `setAttribute` (nothing is ever parsed as
 * HTML) and its inline style through the CSSOM, one `style.setProperty` per
 * declaration, which the strict CSP allows where it refuses style attribute
 * strings (and, in some browsers, `style.cssText`).
 *
 * Styles are written as a style sheet writes them, `'position:fixed;top:0'`:
 * shorter than style objects (the minifier cannot shorten a property name),
 * and in the names theme authors know. A value holds no `;`.
 *
 * @build-inline: stateless and small, copied into each chunk that imports
 * it (scripts/inline-small-modules.mjs) rather than made a chunk of its own.
 */

/** Sets each `name:value` declaration of `declarations` (separated by `;`) on `el`'s inline style. */
export function css(el: ElementCSSInlineStyle, declarations: string): void {
  for (const declaration of declarations.split(';')) {
    const at = declaration.indexOf(':');
    if (at > 0) el.style.setProperty(declaration.slice(0, at).trim(), declaration.slice(at + 1));
  }
}

/** `el` with `attributes` set; returned for chaining. */
export function withAttributes<E extends Element>(el: E, attributes: Record<string, string>): E {
  for (const name in attributes) el.setAttribute(name, attributes[name]);
  return el;
}

/** A new `tag` of `doc` with `attributes`, the `style` declarations and `children` (strings become text nodes). */
export function make<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  attributes: Record<string, string>,
  style = '',
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const el = withAttributes(doc.createElement(tag), attributes);
  css(el, style);
  el.append(...children);
  return el;
}
