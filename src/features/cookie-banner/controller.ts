/**
 * The banner's controller (spec §4 "Cookie banner"): decides when it shows,
 * answers the three `cookieBanner:*` events, and loads the UI only when it
 * shows, so a visitor who already chose downloads nothing but this chunk.
 */
import { consentFor } from '../../core/consent';
import { cookiesFor, type CookieService } from '../../core/cookies';
import type { FeatureContext } from '../../core/types';

import type { BannerUi } from './banner';
import { isScreenshot, shouldShowBanner, updatedCookieSettings } from './decide';
import { BANNER_EVENTS, listenBannerEvents } from './events';
import { createBannerPresence } from './presence';
import { readBannerSettings } from './settings';

export { BANNER_EVENTS } from './events';

/** The controller's I/O: the window, how the UI loads, the cookie service (the page's by default). */
export interface CookieBannerIo {
  win: Window;
  loadUi(): Promise<BannerUi>;
  cookies?: CookieService;
}

const defaultIo = (): CookieBannerIo => ({ win: window, loadUi: () => import('./banner') });

/**
 * Starts the controller; returns the stop function (unmounts the banner,
 * removes every listener). Reading of "a forced banner makes clicks do
 * nothing" (spec §4): a forced banner is the editor's preview, so while
 * forced, Accept and Decline neither store a choice nor hide it.
 */
export function createCookieBannerController(
  { page, report }: Pick<FeatureContext, 'page' | 'report'>,
  io: CookieBannerIo = defaultIo(),
): () => void {
  const { win } = io;
  const doc = win.document;
  const cookies = io.cookies ?? cookiesFor(doc);
  const screenshot = isScreenshot(win.location.search);
  const presence = createBannerPresence(io.loadUi, report);
  let settings = readBannerSettings(page.cookieSettings);
  // The page's one consent: telemetry and the forms hear a choice made here at once.
  const consent = consentFor(doc, page);
  let forced = false;

  const refresh = () => {
    const hasChoice = cookies.consent.get() !== null;
    if (!shouldShowBanner({ enabled: settings.enabled, hasChoice, forced, screenshot })) presence.hide();
    else presence.show({ doc, win, settings, onChoose: choose, report });
  };
  function choose(choice: 'accepted' | 'declined') {
    if (forced) return; // spec §4: a forced banner makes clicks do nothing.
    consent.choose(choice);
    presence.hide();
  }
  const update = (event: Event) => {
    // The runtime's page context is live: an editor may have changed it in place since start.
    const cookieSettings = updatedCookieSettings(page.cookieSettings, (event as CustomEvent).detail);
    settings = readBannerSettings(cookieSettings);
    presence.hide(); // spec §4: unmounted and remounted on update.
    consent.update({ ...page, cookieSettings });
    refresh();
  };

  // A choice made elsewhere on the page (another chunk, a theme's script) hides the banner too.
  const unsubscribe = consent.onChange(refresh);
  const stopListening = listenBannerEvents(
    win,
    {
      [BANNER_EVENTS.force]: () => ((forced = true), refresh()),
      [BANNER_EVENTS.unforce]: () => ((forced = false), refresh()),
      [BANNER_EVENTS.update]: update,
    },
    report,
  );
  refresh();
  return () => {
    stopListening();
    unsubscribe();
    presence.hide();
  };
}
