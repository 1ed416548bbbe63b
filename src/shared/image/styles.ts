/**
 * Inline styles the loader sets, always through the CSSOM (the strict CSP
 * allows no `style` attributes), and put back exactly as the server sent them.
 *
 * The first value each property had is kept per element in a WeakMap: an
 * element may be styled by many loads (a resize, a gallery relayout) and
 * restored by any one of them, so the record must belong to the element, not
 * to a call. Entries go with their elements; nothing here needs resetting.
 */

/** Whether the element had a `style` attribute at all, and the server's value of each property set since. */
type Saved = [had: boolean, values: Record<string, string>];

const saved = new WeakMap<HTMLElement, Saved>();

/** Set CSS properties (kebab-case names; '' removes one), remembering the server's values. */
export function setStyles(element: HTMLElement, styles: Record<string, string>): void {
  let record = saved.get(element);
  if (!record) saved.set(element, (record = [element.hasAttribute('style'), {}]));
  for (const name in styles) {
    if (!(name in record[1])) record[1][name] = element.style.getPropertyValue(name);
    element.style.setProperty(name, styles[name]);
  }
}

/** Put back every property {@link setStyles} changed; drops an emptied `style` attribute the server did not send. */
export function restoreStyles(element: HTMLElement): void {
  const record = saved.get(element);
  if (!record) return;
  saved.delete(element);
  for (const name in record[1]) element.style.setProperty(name, record[1][name]);
  if (!record[0] && !element.style.length) element.removeAttribute('style');
}
