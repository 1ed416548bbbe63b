/**
 * The owner feature (spec §2 "Config redirect", "Escape and keyboard", §4
 * logout, §6): loaded only for signed-in accounts, sites that let visitors
 * Escape to log in, and the page a logout lands on (see
 * src/loader/catalogue/features.ts). The keyboard and the redirect are small and
 * start at once; the data layer and the dialogs load when a logout or the
 * logout notice needs them.
 */
import type { DataLayer } from '../../core/data-layer';
import { inEditorFrame, isTopWindow } from '../../core/editor-frame';
import { escapeManagerFor } from '../../core/escape';
import type { FeatureContext } from '../../core/types';
import { createTabStore } from '../../core/storage';
import type { Unmount } from '../../core/types';
import { configUrl } from './config-url';
import { shouldRedirectToConfig } from './config-redirect';
import { createOwnerKeyboard, TOGGLE_CONFIG_MESSAGE } from './keyboard';
import { CLOSE_GUIDE_MESSAGE, createGuideState } from './guide';
import { createLogout } from './logout';
import { showLogoutNotice } from './logout-notice';

export function start({ page, report }: FeatureContext, win: Window = window): Unmount {
  const doc = win.document;
  const escape = escapeManagerFor(doc);
  const isTop = isTopWindow(win);
  const notice = showLogoutNotice(win, () =>
    import('../../core/ui').then(
      ({ inform }) =>
        (options) =>
          inform(options, { doc, escape, report }),
    ),
  ).catch((error) => (report(error, 'logout notice failed'), null));
  const closeNotice = () => void notice.then((handle) => handle?.close());

  if (shouldRedirectToConfig(page, { location: win.location, isTop, session: createTabStore() })) {
    win.location.replace(configUrl(page, win.location));
    return closeNotice;
  }

  let data: Promise<DataLayer> | null = null;
  const dataLayer = () =>
    (data ||= import('../../core/site-data-layer').then((m) => m.createSiteDataLayer(doc, { report })));
  const inEditor = inEditorFrame(win, page.authenticatedAccount);
  const logout = createLogout({
    data: { post: (path, options) => dataLayer().then((layer) => layer.post(path, options)) },
    location: win.location,
    inFrame: inEditor,
    navigate: (url) => win.location.assign(url),
  });
  const editorOrigin = new URL(configUrl(page, win.location)).origin;
  const toEditor = (type: string) => win.parent.postMessage({ type }, editorOrigin);
  const guide = inEditor ? createGuideState(win, editorOrigin) : null;
  const stopKeyboard = createOwnerKeyboard({
    page,
    escape,
    inEditorFrame: inEditor,
    openConfig: () => win.location.assign(configUrl(page, win.location)),
    logout: () => void logout().catch((error) => report(error, 'logout failed')),
    toggleConfigPanel: () => toEditor(TOGGLE_CONFIG_MESSAGE),
    guideOpen: () => !!guide?.isOpen(),
    closeGuide: () => toEditor(CLOSE_GUIDE_MESSAGE),
  });

  return () => {
    stopKeyboard();
    guide?.destroy();
    void data?.then((layer) => layer.destroy());
    closeNotice();
  };
}
