/**
 * The record of every change a block makes to the server's markup, so that
 * its unmount puts the markup back exactly ("the runtime enhances that
 * markup; it does not replace it"): the one undo for the form, the gallery's
 * designs, the image loader's styles and the lightbox's page lock.
 *
 * - Only the first value of each attribute, class or style property is kept
 *   (per scope): that is the server's, whatever happened since.
 * - Styles follow ./inline-styles.ts (CSSOM only, first values, an emptied
 *   `style` attribute the server did not send removed); so does an emptied
 *   `class` attribute.
 * - Changes may be grouped in scopes (`scoped('errors', …)`) and one scope
 *   undone alone (`restore('errors')`); `restore()` undoes everything,
 *   newest first, and the record can be used again afterwards.
 * - A revert that throws (an element someone else removed) never stops the
 *   others.
 */
import { guard } from '../core/guard';
import { restoreStyles, setStyles, type SavedStyles } from './inline-styles';

/** What {@link createMarkupUndo} returns. */
export interface MarkupUndo {
  /** Set an attribute (`null` removes it), remembering its first value. */
  attr(element: Element, name: string, value: string | null): void;
  /** Add (or with `on` false remove) a class, remembering whether it was there. */
  cls(element: Element, name: string, on?: boolean): void;
  /** Set inline styles (kebab-case names; '' removes one), remembering each property's first value. */
  style(element: HTMLElement, styles: Record<string, string>): void;
  /** Remember a node the block added; the undo removes it. Returns the node. */
  added<T extends Node>(node: T): T;
  /** Add a listener that the undo removes. */
  on(target: EventTarget, type: string, listener: (event: Event) => void, options?: AddEventListenerOptions): void;
  /** Run `revert` on undo (a timer to clear, an observer to disconnect, children to put back). */
  add(revert: () => void): void;
  /** Record the changes `run` makes under `scope` (for example `errors`). */
  scoped(scope: string, run: () => void): void;
  /** Undo one scope's changes, or (without `scope`) all of them, newest first. */
  restore(scope?: string): void;
}

interface Entry {
  scope: string;
  revert(): void;
}

/** Creates an empty record. */
export function createMarkupUndo(): MarkupUndo {
  let entries: Entry[] = [];
  let scope = '';
  /** Per scope, what is recorded of each element: a gallery relayout restyles every slide, so no scans. */
  const seen = new Map<string, WeakMap<object, Set<string>>>();
  /** Keep `revert` unless `key` of `target` is already recorded in this scope (only the first value counts). */
  const keep = (target: object, key: string, revert: () => void) => {
    let targets = seen.get(scope);
    if (!targets) seen.set(scope, (targets = new WeakMap()));
    const keys = targets.get(target) ?? new Set<string>();
    targets.set(target, keys);
    if (keys.has(key)) return;
    keys.add(key);
    entries.push({ scope, revert });
  };
  /** Each element's saved styles, per scope (one revert per element puts them all back). */
  const styles = new Map<string, WeakMap<HTMLElement, SavedStyles>>();
  const always = (revert: () => void) => entries.push({ scope, revert });

  return {
    attr(element, name, value) {
      const before = element.getAttribute(name);
      keep(element, `@${name}`, () =>
        before === null ? element.removeAttribute(name) : element.setAttribute(name, before),
      );
      if (value === null) element.removeAttribute(name);
      else element.setAttribute(name, value);
    },
    cls(element, name, on = true) {
      // A class attribute the server did not send goes again once the changes left it empty.
      if (!element.hasAttribute('class'))
        keep(element, 'class', () => !element.classList.length && element.removeAttribute('class'));
      const had = element.classList.contains(name);
      keep(element, `.${name}`, () => element.classList.toggle(name, had));
      element.classList.toggle(name, on);
    },
    style(element, values) {
      let mine = styles.get(scope);
      if (!mine) styles.set(scope, (mine = new WeakMap()));
      const saved = mine.get(element);
      if (saved) return void setStyles(element, values, saved);
      const made = setStyles(element, values);
      mine.set(element, made);
      always(() => restoreStyles(element, made));
    },
    added(node) {
      always(() => node.parentNode?.removeChild(node));
      return node;
    },
    on(target, type, listener, options) {
      // Guarded: what it throws reaches the funnel with its stack, in WebKit too (src/core/guard.ts).
      const guarded = guard(listener, target);
      target.addEventListener(type, guarded, options);
      always(() => target.removeEventListener(type, guarded, options));
    },
    add: always,
    scoped(name, run) {
      const previous = scope;
      scope = name;
      try {
        run();
      } finally {
        scope = previous;
      }
    },
    restore(only) {
      const mine = (entry: Entry) => only === undefined || entry.scope === only;
      const reverts = entries.filter(mine).reverse();
      entries = entries.filter((entry) => !mine(entry));
      for (const map of [seen, styles]) {
        if (only === undefined) map.clear();
        else map.delete(only);
      }
      for (const entry of reverts) {
        try {
          entry.revert();
        } catch {
          // an element someone else removed: nothing to put back
        }
      }
    },
  };
}
