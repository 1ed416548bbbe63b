import type { InformHandle, InformOptions } from '../../core/ui';
import { LOGOUT_NOTICE } from '../../core/words/members';
import { say } from '../../core/message-format/page-words';

/** spec §2: the information dialog a page with `logout=true` shows (src/core/words/members.ts). */
export { LOGOUT_NOTICE };

/**
 * Show the logout notice when the URL says `logout=true`, then take the flag
 * out of the address (replaceState), so a reload or a shared link does not
 * announce the logout again. Resolves to the notice's handle, or null when
 * there is nothing to show. `inform` comes lazily: only this page needs the
 * dialogs' code.
 */
export async function showLogoutNotice(
  win: Pick<Window, 'location' | 'history'>,
  inform: () => Promise<(options: InformOptions) => InformHandle>,
): Promise<InformHandle | null> {
  const url = new URL(win.location.href);
  if (url.searchParams.get('logout') !== 'true') return null;
  url.searchParams.delete('logout');
  win.history.replaceState(win.history.state, '', url.pathname + url.search + url.hash);
  return (await inform())({
    title: say('logout.title', LOGOUT_NOTICE.title),
    message: say('logout.message', LOGOUT_NOTICE.message),
  });
}
