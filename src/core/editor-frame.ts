/**
 * "In the editor frame" (spec §2: checkout paths "open in the top window";
 * §4 Gallery: a click-through "fires a bypass event instead of navigating",
 * history is written only "outside the site editor"), one definition for
 * every block and feature.
 *
 * The editor shows the site in a frame, and only to a signed-in account. So
 * a page is in the editor frame when it is framed AND viewed by a signed-in
 * account: a visitor's page framed by some other site (an embed, a preview
 * service) is not the editor and keeps its own navigation and history.
 *
 * @build-inline: stateless and small, copied into each chunk that imports
 * it (scripts/inline-small-modules.mjs) rather than made a chunk of its own.
 */

/** Whether `win` is the top window. A `top` we may not read counts as framed. */
export function isTopWindow(win: Window): boolean {
  try {
    return win.top === win;
  } catch {
    return false;
  }
}

/** Whether the page is shown in the site editor's frame; `account` is the page context's `authenticatedAccount`. */
export function inEditorFrame(win: Window, account: unknown): boolean {
  return !!account && !isTopWindow(win);
}
