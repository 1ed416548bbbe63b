import type { EscapeManager } from '../../core/escape';
import type { PageContext } from '../../core/types';

/** The message the editor frame sends its parent to toggle the config panel. */
export const TOGGLE_CONFIG_MESSAGE = 'site-runtime:toggle-config-panel';

export interface OwnerKeyboardOptions {
  page: PageContext;
  escape: EscapeManager;
  /** Whether this page is the site inside the editor's frame. */
  inEditorFrame: boolean;
  openConfig(): void;
  logout(): void;
  toggleConfigPanel(): void;
  /** Whether the editor's guide is open (./guide.ts); absent: never. */
  guideOpen?(): boolean;
  closeGuide?(): void;
}

/**
 * spec §2 "Escape and keyboard", §6. With nothing open (the escape manager
 * hands over only then):
 * - Shift+Escape logs out, for a signed-in account only;
 * - in the editor frame, Escape closes the editor's guide when it is open,
 *   else toggles the config panel;
 * - a signed-in account goes to the config page; an anonymous visitor only
 *   when the site setting `useEscapeKeyToLogin` is on.
 * Returns the unsubscribe.
 */
export function createOwnerKeyboard(options: OwnerKeyboardOptions): () => void {
  const { page, escape } = options;
  return escape.onUnhandled((event) => {
    const signedIn = !!page.authenticatedAccount;
    if (event.shiftKey) {
      if (signedIn) options.logout();
    } else if (options.inEditorFrame) {
      if (options.guideOpen?.()) options.closeGuide?.();
      else options.toggleConfigPanel();
    } else if (signedIn || page.websiteSettings.useEscapeKeyToLogin) {
      // Any signed-in account, viewers included: the config area is where
      // they read what they may not change (only the automatic redirect
      // spares viewers, spec §6).
      options.openConfig();
    }
  });
}
