/**
 * The banner's controller (spec §4 "Cookie banner"): decides when it shows,
 * answers the three `cookieBanner:*` events, and loads the UI only when it
 * shows, so a visitor who already chose downloads nothing but this chunk.
 */
import { createConsent, type Consent } from '../../core/consent';
import { createCookies, type CookieService } from '../../core/cookies';
import type { FeatureContext } from '../../core/types';

import type { BannerUi } from './banner';
import { isScreenshot, shouldShowBanner, updatedCookieSettings } from './decide';
import { BANNER_EVENTS, listenBannerEvents } from './events';
import { createBannerPresence } from './presence';
import { readBannerSettings } from './settings';

export { BANNER_EVENTS } from './events';

/** The controller's I/O: the window, how the UI loads, the cookie service. */
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
  const cookies = io.cookies ?? createCookies({ doc });
  const screenshot = isScreenshot(win.location.search);
  const presence = createBannerPresence(io.loadUi, report);
  let context = page;
  let settings = readBannerSettings(page.cookieSettings);
  let consent: Consent | null = null;
  let unsubscribe = () => {};
  let forced = false;

  const refresh = () => {
    const hasChoice = cookies.consent.get() !== null;
    if (!shouldShowBanner({ enabled: settings.enabled, hasChoice, forced, screenshot })) presence.hide();
    else presence.show({ doc, win, settings, onChoose: choose });
  };
  function choose(choice: 'accepted' | 'declined') {
    if (forced) return; // spec §4: a forced banner makes clicks do nothing.
    consent?.choose(choice);
    presence.hide();
  }
  const startConsent = () => {
    unsubscribe();
    consent?.destroy();
    consent = createConsent(context, doc, cookies);
    // A choice made elsewhere on the page (another chunk) hides the banner too.
    unsubscribe = consent.onChange(refresh);
  };
  const update = (event: Event) => {
    // The runtime's page context is live: an editor may have changed it in place since start.
    const base = page.cookieSettings;
    context = { ...context, cookieSettings: updatedCookieSettings(base, (event as CustomEvent).detail) };
    settings = readBannerSettings(context.cookieSettings);
    presence.hide(); // spec §4: unmounted and remounted on update.
    startConsent();
    refresh();
  };

  startConsent();
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
    consent?.destroy();
    presence.hide();
  };
}
