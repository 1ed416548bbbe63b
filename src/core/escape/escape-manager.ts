/**
 * The escape manager (spec §4 "Escape manager", §2 "Escape and keyboard"):
 * one last-in first-out stack of closable targets for the whole page. Every
 * dialog, lightbox, popup and flyout registers here; no component listens for
 * Escape on its own (STYLE.md §4), so Escape always closes exactly the
 * topmost thing the visitor sees.
 */
import { ESCAPE_DELAY_MS } from '../enums/timings';
import { guard } from '../guard';

/** spec §9: the manager acts 10 ms after the key or click (the number lives with the other timings). */
export const ESCAPE_DELAY = ESCAPE_DELAY_MS;

/**
 * "Standard control areas" (spec §4): clicks here never count as outside
 * clicks. The spec does not list them; these are the places a visitor clicks
 * to operate something else while a flyout stays open: other dialogs and
 * menus, and anything a theme marks with `data-escape-ignore`.
 */
export const CONTROL_AREAS =
  '[data-escape-ignore],[role="dialog"],[role="alertdialog"],[role="menu"],[role="listbox"],[role="tooltip"]';

export type CloseReason = 'escape' | 'outside';

/** Something the visitor can close with Escape or, optionally, a click outside it. */
export interface EscapeTarget {
  close(reason: CloseReason): void;
  /** Clicks outside this element close the target; without it only Escape does. */
  element?: Element | null;
  /** `false` keeps the target open on outside clicks (modal dialogs). Default true. */
  closeOnOutsideClick?: boolean;
}

export interface EscapeManager {
  /** Put a target on top of the stack; returns the function that takes it off (without closing it). */
  push(target: EscapeTarget): () => void;
  /** The target Escape would close next. */
  top(): EscapeTarget | undefined;
  readonly size: number;
  /** Escape pressed with nothing open (the owner keyboard listens here). Returns the unsubscribe. */
  onUnhandled(listener: (event: KeyboardEvent) => void): () => void;
  destroy(): void;
}

export interface EscapeOptions {
  delay?: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (id: unknown) => void;
}

const isEscape = (event: KeyboardEvent) => (event.key === 'Escape' || event.key === 'Esc') && !event.isComposing;

export function createEscapeManager(doc: Document, options: EscapeOptions = {}): EscapeManager {
  const { delay = ESCAPE_DELAY, setTimer = setTimeout, clearTimer = clearTimeout as (id: unknown) => void } = options;
  const stack: EscapeTarget[] = [];
  const closing = new Set<EscapeTarget>();
  const timers = new Set<unknown>();
  const unhandled = new Set<(event: KeyboardEvent) => void>();
  let downTarget: EventTarget | null = null;

  /**
   * Runs `fn` after the delay, guarded (src/core/guard.ts): what a target's
   * close or an unhandled listener throws reaches the funnel with its stack,
   * named for the block of `owner` (a flyout's element) when it is in one.
   */
  const later = (fn: () => void, owner: Element | Document = doc) => {
    const run = guard(fn, owner);
    const id = setTimer(() => (timers.delete(id), run()), delay);
    timers.add(id);
  };

  const close = (target: EscapeTarget, reason: CloseReason) => {
    closing.add(target);
    later(() => {
      closing.delete(target);
      const index = stack.indexOf(target);
      if (index < 0) return; // closed or removed meanwhile
      stack.splice(index, 1);
      target.close(reason);
    }, target.element ?? doc);
  };

  // The topmost target not already on its way out, so two quick Escapes close two targets.
  const next = () => [...stack].reverse().find((target) => !closing.has(target));

  const onKeyDown = (event: KeyboardEvent) => {
    if (!isEscape(event)) return;
    const target = next();
    if (target) return close(target, 'escape');
    // Acting after the delay lets a control that consumes Escape itself
    // (a native select, an IME) call preventDefault first.
    later(() => event.defaultPrevented || unhandled.forEach((listener) => listener(event)));
  };

  const onPointerDown = (event: Event) => {
    downTarget = event.target;
  };

  const onClick = (event: MouseEvent) => {
    const target = next();
    const clicked = event.target as Element | null;
    if (!target || !target.element || target.closeOnOutsideClick === false || !clicked) return;
    // spec §4: mouse-down and mouse-up on different targets (a drag, a text selection) is no outside click.
    if (downTarget !== clicked) return;
    if (target.element.contains(clicked)) return;
    // A click on the page scrollbar targets <html>.
    if (clicked === doc.documentElement || clicked.closest?.(CONTROL_AREAS)) return;
    close(target, 'outside');
  };

  doc.addEventListener('keydown', onKeyDown, true);
  doc.addEventListener('mousedown', onPointerDown, true);
  doc.addEventListener('click', onClick, true);

  return {
    push(target) {
      stack.push(target);
      return () => {
        const index = stack.indexOf(target);
        if (index >= 0) stack.splice(index, 1);
        closing.delete(target);
      };
    },
    top: () => stack[stack.length - 1],
    get size() {
      return stack.length;
    },
    onUnhandled(listener) {
      unhandled.add(listener);
      return () => unhandled.delete(listener);
    },
    destroy() {
      doc.removeEventListener('keydown', onKeyDown, true);
      doc.removeEventListener('mousedown', onPointerDown, true);
      doc.removeEventListener('click', onClick, true);
      timers.forEach(clearTimer);
      timers.clear();
      stack.length = 0;
      closing.clear();
      unhandled.clear();
    },
  };
}
