/**
 * A log of every change a block makes to the server's markup, so the
 * unmount can put it back exactly (issue 5: "the runtime enhances that
 * markup; it does not replace it"). Values typed by the visitor are never
 * touched: only attributes, classes, `hidden`, `disabled` and added elements.
 */

/** What {@link createDomUndo} returns. */
export interface DomUndo {
  /** Set an attribute (`null` removes it), remembering the first original value. */
  attr(element: Element, name: string, value: string | null): void;
  /** Add or remove a class, remembering whether it was there before. */
  toggleClass(element: Element, name: string, on: boolean): void;
  /** Remember an element the block added; `undo` removes it. */
  added<T extends Element>(element: T): T;
  /** Run `revert` when this scope is undone. */
  onUndo(revert: () => void): void;
  /** Put back one group of changes (a `scope`), or all of them. */
  undo(scope?: string): void;
  /** Run the following changes under `scope` (for example `errors`). */
  scoped(scope: string, run: () => void): void;
}

interface Entry {
  scope: string;
  revert(): void;
}

/** Creates an undo log; entries are reverted newest first. */
export function createDomUndo(): DomUndo {
  let entries: Entry[] = [];
  let scope = 'mount';
  const seen = new Set<string>();
  const push = (key: string, revert: () => void) => {
    const full = `${scope}\u0000${key}`;
    if (seen.has(full)) return;
    seen.add(full);
    entries.push({ scope: full, revert });
  };
  const ids = new WeakMap<Element, number>();
  let counter = 0;
  const idOf = (element: Element) => {
    if (!ids.has(element)) ids.set(element, ++counter);
    return ids.get(element);
  };
  return {
    attr(element, name, value) {
      const before = element.getAttribute(name);
      push(`a${idOf(element)}:${name}`, () =>
        before === null ? element.removeAttribute(name) : element.setAttribute(name, before),
      );
      if (value === null) element.removeAttribute(name);
      else element.setAttribute(name, value);
    },
    toggleClass(element, name, on) {
      const before = element.classList.contains(name);
      const hadAttribute = element.hasAttribute('class');
      push(`c${idOf(element)}:${name}`, () => {
        element.classList.toggle(name, before);
        if (!hadAttribute && element.classList.length === 0) element.removeAttribute('class');
      });
      element.classList.toggle(name, on);
    },
    added(element) {
      entries.push({ scope: `${scope}\u0000+${++counter}`, revert: () => element.remove() });
      return element;
    },
    onUndo(revert) {
      entries.push({ scope: `${scope}\u0000+${++counter}`, revert });
    },
    undo(only) {
      const matches = (entry: Entry) => only === undefined || entry.scope.startsWith(`${only}\u0000`);
      const mine = entries.filter(matches).reverse();
      entries = entries.filter((entry) => !matches(entry));
      mine.forEach((entry) => {
        seen.delete(entry.scope);
        try {
          entry.revert();
        } catch {
          // an element someone else removed: nothing to put back
        }
      });
    },
    scoped(name, run) {
      const previous = scope;
      scope = name;
      try {
        run();
      } finally {
        scope = previous;
      }
    },
  };
}
