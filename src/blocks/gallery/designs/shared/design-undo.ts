/**
 * A design's undo record. The gallery snapshots its whole markup at mount
 * and puts it back at destroy (../../snapshot.ts), after the design's own
 * destroy(); so a design writes classes and styles straight to the markup
 * and records only what a snapshot cannot undo: listeners, timers,
 * observers, running animations. One undo of the markup, not two.
 *
 * The runtime's markup undo (src/shared/markup-undo.ts, for blocks without a
 * snapshot) has this shape too, so the designs' shared helpers take either;
 * the designs not yet moved onto this record still use that one.
 */
import type { MarkupUndo } from '../../../../shared/markup-undo';
import type { DesignContext } from '../../types';

/** What the stacked design and the helpers it shares with the others use. */
export type DesignUndo = Pick<MarkupUndo, 'cls' | 'style' | 'on' | 'add' | 'restore'>;

/**
 * Creates an empty record; restore() runs its reverts, newest first, once
 * each. Its listeners are wrapped in `guard` (the gallery's, as the markup
 * undo guards its own).
 */
export function createDesignUndo(guard: DesignContext['guard']): DesignUndo {
  const reverts: (() => void)[] = [];
  const add = (revert: () => void) => void reverts.push(revert);
  return {
    cls: (element, name, on = true) => void element.classList.toggle(name, on),
    // CSSOM only: the pages' strict CSP blocks style attributes written as text.
    style(element, styles) {
      for (const name in styles) element.style.setProperty(name, styles[name]);
    },
    on(target, type, listener, options) {
      const guarded = guard(listener);
      target.addEventListener(type, guarded, options);
      add(() => target.removeEventListener(type, guarded, options));
    },
    add,
    restore() {
      for (const revert of reverts.splice(0).reverse()) {
        try {
          revert();
        } catch {
          // a target someone else removed: nothing to undo
        }
      }
    },
  };
}
