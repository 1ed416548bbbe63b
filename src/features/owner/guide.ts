/**
 * The editor's guide, as the site in its frame knows it (spec §2: "With
 * none open in the back-end editor, Escape toggles the config panel or
 * closes the guide"). The guide is the editor's, outside the frame: the
 * editor tells the frame when it opens and closes it
 * (`{type: "site-runtime:guide", open: true|false}`), and the frame asks it
 * to close the guide (`{type: "site-runtime:close-guide"}`) instead of
 * toggling the config panel while it is open. Messages from any other
 * origin than the editor's, or of another shape, are ignored.
 */

/** The message the editor sends the frame when its guide opens or closes. */
export const GUIDE_STATE_MESSAGE = 'site-runtime:guide';
/** The message the frame sends the editor to close its guide. */
export const CLOSE_GUIDE_MESSAGE = 'site-runtime:close-guide';

/** What {@link createGuideState} returns. */
export interface GuideState {
  isOpen(): boolean;
  destroy(): void;
}

/** Follow the editor's guide through `win`'s messages from `editorOrigin`. */
export function createGuideState(win: Window, editorOrigin: string): GuideState {
  let open = false;
  const onMessage = (event: MessageEvent) => {
    const data = event.data as { type?: unknown; open?: unknown } | null;
    if (event.origin !== editorOrigin || event.source !== win.parent) return;
    if (data && data.type === GUIDE_STATE_MESSAGE && typeof data.open === 'boolean') open = data.open;
  };
  win.addEventListener('message', onMessage);
  return { isOpen: () => open, destroy: () => win.removeEventListener('message', onMessage) };
}
