import { readConsentPolicy } from '../consent/policy';
import type { PageContext } from '../types';
import { showConsentOffer } from './consent-offer';

/**
 * Runs `load` once a third party that sets cookies may come in (issue "Media
 * and embeds"): at once unless the site's policy is restrictive (opt-in); then
 * when the visitor accepts cookies, or, with an `offer`, when the visitor
 * presses its "load anyway" button (shown in `offer.host` meanwhile). Nothing
 * is requested before. Returns the cancel.
 */
export function whenThirdPartyAllowed(
  page: PageContext,
  doc: Document,
  load: () => void,
  offer?: { host: HTMLElement; provider: string },
): () => void {
  if (!readConsentPolicy(page).requiresConsent) return (load(), () => {});
  let done = false;
  let stop = () => {};
  const allow = () => {
    if (done) return;
    done = true;
    stop();
    load();
  };
  const showOffer = () => {
    const hide = offer ? showConsentOffer(offer.host, offer.provider, allow) : () => {};
    const previous = stop;
    stop = () => (previous(), hide());
  };
  // The consent service (and its cookie reader) is fetched only by pages whose policy needs it.
  import('../consent').then(
    ({ createConsent }) => {
      if (done) return;
      const consent = createConsent(page, doc);
      stop = () => consent.destroy();
      if (consent.state() === 'granted') return allow();
      consent.onChange((state) => state === 'granted' && allow());
      showOffer();
    },
    // Without the consent service the visitor can still choose for this block.
    () => done || showOffer(),
  );
  return () => {
    done = true;
    stop();
  };
}
