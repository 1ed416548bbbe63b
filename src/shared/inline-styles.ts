/**
 * Inline styles a block sets on the server's markup, and how they go back:
 * through the CSSOM only (the pages' strict CSP blocks style attributes
 * written as text), each property's first value kept (that is the server's),
 * and a `style` attribute the server did not send removed again once empty.
 * The one rule under the markup undo (./markup-undo.ts) and the image
 * loader's per-element record (./image/styles.ts).
 *
 * @build-inline: stateless and small, copied into each chunk that imports
 * it (scripts/inline-small-modules.mjs) rather than made a chunk of its own.
 */

/** Whether the server sent a `style` attribute, and the first value of each property changed since. */
export type SavedStyles = [hadAttribute: boolean, values: Map<string, string>];

/**
 * Set CSS properties (kebab-case names; '' removes one) on `element`,
 * saving each property's first value in `saved` (a new record when absent).
 * Returns the record, for {@link restoreStyles}.
 */
export function setStyles(
  element: HTMLElement,
  styles: Record<string, string>,
  saved: SavedStyles = [element.hasAttribute('style'), new Map()],
): SavedStyles {
  const { style } = element;
  for (const name in styles) {
    if (!saved[1].has(name)) saved[1].set(name, style.getPropertyValue(name));
    style.setProperty(name, styles[name]);
  }
  return saved;
}

/** Put back what `saved` holds; drop an emptied `style` attribute the server did not send. */
export function restoreStyles(element: HTMLElement, [hadAttribute, values]: SavedStyles): void {
  values.forEach((value, name) => element.style.setProperty(name, value));
  if (hadAttribute || element.style.length) return;
  // Chromium writes a CSSOM change to the style attribute only when the attribute is next read. On an
  // element that had none, removeAttribute then finds nothing to remove, and the pending write brings
  // back style="" later (seen on the accordion's dropdowns after destroy). Reading it first writes it out.
  element.getAttribute('style');
  element.removeAttribute('style');
}
