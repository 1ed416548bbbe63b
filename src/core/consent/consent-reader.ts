/**
 * The visitor's consent read straight from the page, for pages where the
 * page's consent (./page-consent.ts) would add nothing: no restrictive policy
 * (so no state waits for a choice and no cookie is cleared) and no cookie
 * banner (the only caller of `update`, which changes the policy). There the
 * state depends only on the policy and the `ss_cookieAllowed` cookie, read
 * at each call, and a choice made elsewhere (a theme's own consent) is
 * heard through the consent event like the page's consent hears it.
 * Telemetry reads consent this way on most pages, so they download neither
 * the consent service nor its cookie writers (issue 25, a page with no blocks).
 */
import type { PageContext } from '../types';
import { parseConsent } from '../cookies/consent-choice';
import { COOKIE_NAMES } from '../cookies/names';
import type { ReadWriteJar } from '../cookies/read-write-jar';
import type { ConsentReading } from './consent';
import { CONSENT_EVENT } from './consent-event';
import { consentState } from './consent-state';
import { readConsentPolicy } from './policy';

/**
 * Whether `page` needs the page's consent: a restrictive policy (./policy.ts `requiresConsent`),
 * or a cookie banner that may update it.
 */
export const needsPageConsent = (page: PageContext): boolean =>
  readConsentPolicy(page).requiresConsent || !!page.cookieSettings?.isCookieBannerEnabled;

/**
 * The consent on `doc` under `page`'s policy, for a page where {@link needsPageConsent} is false;
 * `jar` reads the choice (the reader's own cookies: one parser in its chunk).
 */
export function consentReader(page: PageContext, doc: Document, jar: Pick<ReadWriteJar, 'get'>): ConsentReading {
  const policy = readConsentPolicy(page);
  const state = () => consentState(policy, parseConsent(jar.get(COOKIE_NAMES.consent)));
  return {
    policy,
    state,
    allowsTracking: () => state() === 'granted',
    onChange(listener) {
      const tell = () => listener(state());
      doc.addEventListener(CONSENT_EVENT, tell);
      return () => doc.removeEventListener(CONSENT_EVENT, tell);
    },
  };
}
