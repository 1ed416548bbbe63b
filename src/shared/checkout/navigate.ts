/**
 * Sends the visitor to a checkout path. Spec §2: "In the editor frame these
 * open in the top window", so a signed-in owner previewing the site inside
 * the editor leaves the editor for checkout instead of loading checkout in
 * the small preview frame.
 */

import { inEditorFrame } from '../../core/editor-frame';

/** The window handles navigation needs; defaulted to the real ones. */
export interface NavigateIo {
  win: Window;
}

/** Navigate to `url`: the top window in the editor frame (src/core/editor-frame.ts), else this window. */
export function navigateTo(url: string, account: unknown, io: NavigateIo = { win: window }): void {
  const { win } = io;
  if (inEditorFrame(win, account)) {
    try {
      win.top!.location.assign(url);
      return;
    } catch {
      // A top window we may not navigate: fall back to the frame itself.
    }
  }
  win.location.assign(url);
}
