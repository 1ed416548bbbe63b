/**
 * The record of every change a design makes to the server markup, so that
 * `destroy()` puts it back exactly (issue: "destroy() restores the server
 * markup exactly"). Styles go through the CSSOM only: the pages' strict CSP
 * blocks style attributes written as text.
 */

/** What {@link createUndo} returns. */
export interface Undo {
  /** Sets inline styles (kebab-case names), remembering each property's first value. */
  style(element: HTMLElement, styles: Record<string, string>): void;
  /** Adds (or with `on` false removes) a class, remembering whether it was there. */
  cls(element: Element, name: string, on?: boolean): void;
  /** Sets an attribute (`null` removes it), remembering its first value. */
  attr(element: Element, name: string, value: string | null): void;
  /** Adds a listener that `restore` removes. */
  on(target: EventTarget, type: string, listener: (event: Event) => void): void;
  /** Runs `undo` on restore (a timer to clear, an observer to disconnect). */
  add(undo: () => void): void;
  /** Undoes everything, newest first. The record is spent afterwards. */
  restore(): void;
}

/** Creates an empty record. */
export function createUndo(): Undo {
  const undos: (() => void)[] = [];
  const seen = new WeakMap<object, Set<string>>();
  /** Each element's inline style values before its first change, put back together (one entry per element). */
  const styles = new WeakMap<HTMLElement, Map<string, string>>();
  /** True the first time `key` is touched on `target`: only the server's value is kept. */
  const first = (target: object, key: string) => {
    const keys = seen.get(target) || new Set<string>();
    seen.set(target, keys);
    return !keys.has(key) && !!keys.add(key);
  };
  const undo: Undo = {
    style(element, values) {
      const { style } = element;
      let saved = styles.get(element);
      if (!saved) {
        const had = element.hasAttribute('style');
        const before = (saved = new Map<string, string>());
        styles.set(element, saved);
        undos.push(() => {
          before.forEach((value, name) => style.setProperty(name, value));
          if (!had && !style.length) element.removeAttribute('style');
        });
      }
      for (const name in values) {
        if (!saved.has(name)) saved.set(name, style.getPropertyValue(name));
        style.setProperty(name, values[name]);
      }
    },
    cls(element, name, on = true) {
      if (first(element, `.${name}`)) {
        const had = element.classList.contains(name);
        undos.push(() => element.classList.toggle(name, had));
      }
      element.classList.toggle(name, on);
    },
    attr(element, name, value) {
      if (first(element, `@${name}`)) {
        const before = element.getAttribute(name);
        undos.push(() => (before === null ? element.removeAttribute(name) : element.setAttribute(name, before)));
      }
      if (value === null) element.removeAttribute(name);
      else element.setAttribute(name, value);
    },
    on(target, type, listener) {
      target.addEventListener(type, listener);
      undos.push(() => target.removeEventListener(type, listener));
    },
    add(fn) {
      undos.push(fn);
    },
    restore() {
      while (undos.length) undos.pop()!();
    },
  };
  return undo;
}
