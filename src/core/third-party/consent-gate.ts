import { absolutePolicy, restrictivePolicy } from '../consent/restrictive';
import { guard } from '../guard';
import type { PageContext } from '../types';
import { showConsentOffer } from './consent-offer';

/**
 * Runs `load` once a third party that sets cookies may come in (issue "Media
 * and embeds"): at once unless the site's policy is restrictive (opt-in); then
 * when the page's consent (`consentFor`, the one the banner changes) is
 * granted, or, with an `offer`, when the visitor presses its "load anyway"
 * button (shown in `offer.host` meanwhile; under an absolute policy the offer
 * shows its notice only, ../consent/restrictive.ts). Nothing is requested before.
 * Returns the cancel.
 */
export function whenThirdPartyAllowed(
  page: PageContext,
  doc: Document,
  load: () => void,
  offer?: { host: HTMLElement; provider: string },
): () => void {
  if (!restrictivePolicy(page)) return (load(), () => {});
  let done = false;
  const stops: (() => void)[] = [];
  const stop = () => stops.splice(0).forEach((run) => run());
  // Guarded, named for the offer's block: the consent's listeners and the offer's button call it, and
  // what the load throws reaches the funnel with its stack (src/core/guard.ts).
  const allow = guard(() => {
    if (done) return;
    done = true;
    stop();
    load();
  }, offer?.host ?? doc);
  // An absolute policy makes no exception: the notice without its "load anyway" button.
  const exception = absolutePolicy(page) ? undefined : allow;
  const showOffer = () => offer && stops.push(showConsentOffer(offer.host, offer.provider, exception));
  // The consent service (and its cookie reader) is fetched only by pages whose policy needs it.
  import('../consent/page-consent').then(
    ({ consentFor }) => {
      if (done) return;
      const consent = consentFor(doc, page);
      if (consent.state() === 'granted') return allow();
      stops.push(consent.onChange((state) => state === 'granted' && allow()));
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
