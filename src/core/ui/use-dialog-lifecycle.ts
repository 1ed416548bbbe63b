/**
 * What every dialog does between opening and closing, shared by the modal
 * dialogs and the information notice:
 * - on open: registers with the page's escape manager (spec §2: Escape closes
 *   the topmost dialog; no component listens for Escape itself), moves focus
 *   in (modal only), starts the auto-hide timer (if any) and the entrance;
 * - on close (a button, Escape, the backdrop, the timer, or `open` turning
 *   false): once only, unregisters, returns focus (modal only), reports the
 *   result, fades out, then calls `onExited` so the owner can unmount it.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { escapeManagerFor, type EscapeManager } from '../escape';
import { guard } from '../guard';
import { enterDialog, exitDialog } from './dialog-motion';

export interface DialogLifecycleOptions {
  /** Modal dialogs take focus and give it back; the notice never touches focus. */
  modal: boolean;
  /** Turning false closes the dialog with `cancelValue`. */
  open: boolean;
  /** The result of Escape, the backdrop and the auto-hide timer. */
  cancelValue: string;
  onClose(value: string): void;
  onExited?(): void;
  /** Default: the page's escape manager. */
  escape?: EscapeManager;
  /** Close after this many ms (the information dialog). */
  autoHide?: number;
}

export interface DialogLifecycle {
  /** The outermost element: animated in and out. */
  frame: RefObject<HTMLDivElement | null>;
  /** The dialog itself (scaled in), when it is not the frame. */
  panel: RefObject<HTMLDivElement | null>;
  /** The element that gets focus when a modal dialog opens. */
  initialFocus: RefObject<HTMLButtonElement | null>;
  /** Closes the dialog with `value`; later calls do nothing. */
  close(value: string): void;
}

function focusable(el: Element | null): el is HTMLElement {
  return !!el && el !== el.ownerDocument.body && typeof (el as HTMLElement).focus === 'function';
}

/** Opens the dialog; returns the function that undoes what opening did (idempotent). */
function open(life: DialogLifecycle, options: DialogLifecycleOptions): () => void {
  const frame = life.frame.current as HTMLElement;
  const doc = frame.ownerDocument;
  const previous = options.modal ? doc.activeElement : null;
  if (options.modal) life.initialFocus.current?.focus();
  const cancel = () => life.close(options.cancelValue);
  // Outside clicks are the backdrop's business (the modal's own handler), not the manager's.
  const remove = (options.escape ?? escapeManagerFor(doc)).push({
    close: cancel,
    element: life.panel.current ?? frame,
    closeOnOutsideClick: false,
  });
  const timer = options.autoHide !== undefined ? setTimeout(guard(cancel, frame), options.autoHide) : undefined;
  enterDialog(frame, life.panel.current);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    remove();
    clearTimeout(timer);
    // The opener may be gone (the click removed it): then focus stays where the browser puts it.
    if (focusable(previous) && previous.isConnected) previous.focus();
  };
}

/** The open/close lifecycle of one dialog; see the file comment. */
export function useDialogLifecycle(options: DialogLifecycleOptions): DialogLifecycle {
  const latest = useRef(options);
  latest.current = options;
  const state = useRef({ closed: false, release: () => {} });
  const frame = useRef<HTMLDivElement | null>(null);
  const panel = useRef<HTMLDivElement | null>(null);
  const initialFocus = useRef<HTMLButtonElement | null>(null);

  const life: DialogLifecycle = {
    frame,
    panel,
    initialFocus,
    close(value) {
      if (state.current.closed) return;
      state.current.closed = true;
      state.current.release();
      latest.current.onClose(value);
      void exitDialog(frame.current).then(() => latest.current.onExited?.());
    },
  };

  // Layout effects: focus moves and the escape entry exists before the first paint.
  useLayoutEffect(() => {
    state.current.release = open(life, latest.current);
    return () => state.current.release();
  }, []);

  useLayoutEffect(() => {
    if (!options.open) life.close(options.cancelValue);
  }, [options.open]);

  return life;
}
