/**
 * The one way the runtime's plain-DOM UI (the cookie banner, the lightbox)
 * makes an element: attributes with `setAttribute` (nothing is ever parsed as
 * HTML) and its inline style through the CSSOM, which the strict CSP allows
 * where it refuses style attribute strings.
 *
 * @build-inline: stateless and small, copied into each chunk that imports
 * it (scripts/inline-small-modules.mjs) rather than made a chunk of its own.
 */

/** Inline style properties in the CSSOM's camelCase names, values as CSS strings (units included). */
export type Style = Partial<CSSStyleDeclaration>;

/** `el` with `attributes` set; returned for chaining. */
export function withAttributes<E extends Element>(el: E, attributes: Record<string, string>): E {
  for (const name in attributes) el.setAttribute(name, attributes[name]);
  return el;
}

/** A new `tag` of `doc` with `attributes`, `style` and `children` (strings become text nodes). */
export function make<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  attributes: Record<string, string>,
  style: Style = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const el = withAttributes(doc.createElement(tag), attributes);
  Object.assign(el.style, style);
  el.append(...children);
  return el;
}
