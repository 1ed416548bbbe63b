/**
 * The banner's controller (spec §4 "Cookie banner"): decides when it shows,
 * answers the three `cookieBanner:*` events, and loads the UI only when it
 * shows, so a visitor who already chose downloads nothing but this chunk.
 * It decides from the consent cookie and hears choices through the consent
 * event; the page's consent itself (which stores a choice and tells
 * telemetry) comes with telemetry's part after the first paint, and is
 * fetched here only when the visitor chooses or the editor updates the
 * settings.
 */
import { CONSENT_EVENT } from '../../core/consent/consent-event';
import { restrictivePolicy } from '../../core/consent/restrictive';
import { readConsentChoice } from '../../core/cookies/consent-choice';
import type { FeatureContext } from '../../core/types';

import type { BannerUi } from './banner';
import { isScreenshot, shouldShowBanner, updatedCookieSettings } from './decide';
import { BANNER_EVENTS, listenBannerEvents } from './events';
import { createBannerPresence } from './presence';
import { readBannerSettings } from './settings';

export { BANNER_EVENTS } from './events';

/** The controller's I/O: the window and how the UI loads. */
export interface CookieBannerIo {
  win: Window;
  loadUi(): Promise<BannerUi>;
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
  const stored = () => readConsentChoice(doc);
  const screenshot = isScreenshot(win.location.search);
  const presence = createBannerPresence(io.loadUi, report);
  let settings = readBannerSettings(page.cookieSettings);
  // The page's one consent: telemetry and the forms hear a choice made here at once.
  const consent = () =>
    import('../../core/consent/page-consent').then(({ consentFor }) => consentFor(doc, page), report);
  let forced = false;
  // spec §4: under a restrictive policy the analytics cookies go at once, until an Accept (the consent clears them).
  if (restrictivePolicy(page) && stored() !== 'accepted') void consent();

  const refresh = () => {
    const hasChoice = stored() !== null;
    if (!shouldShowBanner({ enabled: settings.enabled, hasChoice, forced, screenshot })) presence.hide();
    else presence.show({ doc, win, settings, onChoose: choose, report });
  };
  function choose(choice: 'accepted' | 'declined') {
    if (forced) return; // spec §4: a forced banner makes clicks do nothing.
    // Hidden once the choice is stored (its chunk is on the page by then, as a rule: telemetry's deferred
    // part carries it), so a visitor who leaves at once still has it; a failed load hides it too (reported).
    void consent().then((pageConsent) => {
      pageConsent?.choose(choice);
      presence.hide();
    });
  }
  const update = (event: Event) => {
    // The runtime's page context is live: an editor may have changed it in place since start.
    const cookieSettings = updatedCookieSettings(page.cookieSettings, (event as CustomEvent).detail);
    settings = readBannerSettings(cookieSettings);
    presence.hide(); // spec §4: unmounted and remounted on update.
    void consent().then((pageConsent) => pageConsent?.update({ ...page, cookieSettings }));
    refresh();
  };

  const stopListening = listenBannerEvents(
    win,
    {
      [BANNER_EVENTS.force]: () => ((forced = true), refresh()),
      [BANNER_EVENTS.unforce]: () => ((forced = false), refresh()),
      [BANNER_EVENTS.update]: update,
      // A choice made elsewhere on the page (another chunk, a theme's script) hides the banner too
      // (dispatched on the document: the window's capture phase hears it; what throws is reported).
      [CONSENT_EVENT]: refresh,
    },
    report,
  );
  refresh();
  return () => {
    stopListening();
    presence.hide();
  };
}
