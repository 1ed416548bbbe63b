/**
 * Where the imperative dialogs live: each in a fresh element appended to
 * `document.body`, rendered by its own root, removed after it closes.
 * Stacking comes from the page itself: each host carries its z-index in
 * `data-site-runtime-dialog`, and a new dialog takes one more than the
 * highest open one (spec §9: base 30000, a second dialog 30001), so there
 * is no counter to keep or reset.
 */
import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { DIALOG_Z_INDEX_BASE } from './constants';

/** The attribute that marks a dialog host and holds its z-index. */
export const DIALOG_HOST_ATTRIBUTE = 'data-site-runtime-dialog';

/** The z-index for a dialog opened now: 30000 with none open, else one above the topmost. */
export function nextZIndex(doc: Document): number {
  let top = DIALOG_Z_INDEX_BASE - 1;
  doc.querySelectorAll(`[${DIALOG_HOST_ATTRIBUTE}]`).forEach((host) => {
    const z = Number(host.getAttribute(DIALOG_HOST_ATTRIBUTE));
    if (Number.isFinite(z) && z > top) top = z;
  });
  return top + 1;
}

export interface DialogHost {
  readonly zIndex: number;
  /** Renders (or re-renders) the dialog, synchronously. Does nothing once removed. */
  render(element: ReactElement): void;
  /** Unmounts the dialog and removes its element; later calls do nothing. */
  remove(): void;
}

/**
 * Creates a host at the end of `doc.body`. If rendering fails (Preact throws,
 * React 19 reports through `onUncaughtError`), the host is removed and
 * `onError` gets the error, so a promise waiting on the dialog can settle.
 */
export function createDialogHost(doc: Document, onError: (error: unknown) => void): DialogHost {
  const element = doc.createElement('div');
  const zIndex = nextZIndex(doc);
  element.setAttribute(DIALOG_HOST_ATTRIBUTE, String(zIndex));
  doc.body.append(element);
  let removed = false;

  const fail = (error: unknown) => {
    host.remove();
    onError(error);
  };
  const root = createRoot(element, { onUncaughtError: (error) => fail(error) });

  const host: DialogHost = {
    zIndex,
    render(dialog) {
      if (removed) return;
      try {
        flushSync(() => root.render(dialog));
      } catch (error) {
        fail(error);
      }
    },
    remove() {
      if (removed) return;
      removed = true;
      // React refuses a synchronous unmount while it renders (the error path runs
      // inside its commit): unmount a microtask later.
      void Promise.resolve().then(() => {
        try {
          root.unmount();
        } finally {
          element.remove();
        }
      });
    },
  };
  return host;
}
