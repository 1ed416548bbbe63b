/**
 * Where the imperative dialogs live: each in a fresh element appended to
 * `document.body`, rendered by its own root, removed after it closes.
 * Stacking comes from the page itself: each host carries its z-index in
 * `data-site-runtime-dialog`, and a new dialog takes one more than the
 * highest open one (spec §9: base 30000, a second dialog 30001), so there
 * is no counter to keep or reset.
 */
import type { ReactElement } from 'react';
import { createReactRoot, type ReactRootOptions } from '../react-root';
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
 * Creates a host at the end of `doc.body`, its root under the runtime's one
 * policy (src/core/react-root.tsx): if the dialog crashes, the host is removed,
 * `onCrash` runs (so a promise waiting on the dialog can settle) and the error
 * goes to `report` (default `reportError`).
 */
export function createDialogHost(
  doc: Document,
  { report, onCrash }: Pick<ReactRootOptions, 'report' | 'onCrash'> = {},
): DialogHost {
  const element = doc.createElement('div');
  const zIndex = nextZIndex(doc);
  element.setAttribute(DIALOG_HOST_ATTRIBUTE, String(zIndex));
  doc.body.append(element);
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    root.unmount();
    element.remove();
  };
  const root = createReactRoot(element, {
    what: 'dialog',
    report,
    onCrash(error) {
      remove();
      onCrash?.(error);
    },
  });
  return {
    zIndex,
    render: (dialog) => void (removed || root.render(dialog)),
    remove,
  };
}
