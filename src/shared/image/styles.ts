/**
 * The image loader's inline styles (./load.ts, ./position.ts, ./shape.ts),
 * set and put back by the one rule of ../inline-styles.ts.
 *
 * The record belongs to the element, not to a call: an element may be styled
 * by many loads (a resize, a gallery relayout) and restored by any one of
 * them, so each element's record is kept in a WeakMap shared by the image
 * loader and its lazy parts. The gallery's own copy of them keeps its own for
 * the gallery's images, which nothing else styles. Entries go with their
 * elements; nothing here needs resetting.
 */
import { restoreStyles as restore, setStyles as set, type SavedStyles } from '../inline-styles';

const saved = new WeakMap<HTMLElement, SavedStyles>();

/** Set CSS properties (kebab-case names; '' removes one), remembering the server's values. */
export function setStyles(element: HTMLElement, styles: Record<string, string>): void {
  saved.set(element, set(element, styles, saved.get(element)));
}

/** Put back every property {@link setStyles} changed; drops an emptied `style` attribute the server did not send. */
export function restoreStyles(element: HTMLElement): void {
  const record = saved.get(element);
  saved.delete(element);
  if (record) restore(element, record);
}
