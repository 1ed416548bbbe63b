import { formatConsent, parseConsent } from '../cookies/consent-choice';
import type { SafeJar } from '../cookies/parsed-accessor';
import { CONSENT_LIFETIME_MS, COOKIE_NAMES, RESTRICTIVE_POLICY_COOKIES } from '../cookies/names';
import { safeJar } from '../cookies/safe-jar';
import type { PageContext } from '../types';
import { readConsentPolicy, type ConsentPolicy } from './policy';
import { consentState, type ConsentState } from './consent-state';

import { CONSENT_EVENT } from './consent-event';

export { CONSENT_EVENT, type ConsentState };

/** What readers of the consent use: the page's consent, or ./consent-reader.ts where the policy cannot change. */
export interface ConsentReading {
  /** The site's cookie policy, as last read (see `update`). */
  readonly policy: ConsentPolicy;
  state(): ConsentState;
  /** Tracking that sets analytics cookies or identifies the visitor may run now. */
  allowsTracking(): boolean;
  /** Called with the new state after every change (from this page or another consent). Returns the unsubscribe. */
  onChange(listener: (state: ConsentState) => void): () => void;
}

export interface Consent extends ConsentReading {
  /** Store the visitor's choice (ss_cookieAllowed, 30 days) and announce it. */
  choose(choice: 'accepted' | 'declined'): void;
  /**
   * Read the policy again from `page` (the editor changed the cookie settings,
   * spec §4 `cookieBanner:update`); listeners hear the state that follows.
   */
  update(page: PageContext): void;
  destroy(): void;
}

/**
 * Consent as the page's policy and the `ss_cookieAllowed` cookie say.
 * Under a restrictive policy without an Accept, the analytics cookies of
 * spec §4 "Cookie banner" are cleared at creation, on update and on decline.
 * It listens on the document only while someone listens to it, so a page
 * whose features have stopped keeps no listener.
 */
export function createConsent(page: PageContext, doc: Document = document, jar: SafeJar = safeJar(doc)): Consent {
  let policy = readConsentPolicy(page);
  // ss_cookieAllowed through its own format (../cookies/consent-choice.ts), not the tracking cookies'
  // accessors: every page has a consent, and their formats are for returning visitors' chunks.
  const chosen = () => parseConsent(jar.get(COOKIE_NAMES.consent));
  const listeners = new Set<(state: ConsentState) => void>();
  const state = () => consentState(policy, chosen());
  const clearIfRestricted = () => {
    if (policy.isAnalyticsCookiesDisabled && state() !== 'granted') RESTRICTIVE_POLICY_COOKIES.forEach(jar.remove);
  };
  const tell = () => {
    const now = state();
    listeners.forEach((listener) => listener(now));
  };
  const announce = () => doc.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: { state: state() } }));
  clearIfRestricted();

  return {
    get policy() {
      return policy;
    },
    state,
    allowsTracking: () => state() === 'granted',
    choose(choice) {
      jar.set(COOKIE_NAMES.consent, formatConsent(choice), { lifetimeMs: CONSENT_LIFETIME_MS });
      clearIfRestricted();
      // The event reaches this consent's own listeners too (it listens while they exist).
      announce();
    },
    update(next) {
      policy = readConsentPolicy(next);
      clearIfRestricted();
      tell();
    },
    onChange(listener) {
      if (!listeners.size) doc.addEventListener(CONSENT_EVENT, tell);
      listeners.add(listener);
      return () => {
        if (listeners.delete(listener) && !listeners.size) doc.removeEventListener(CONSENT_EVENT, tell);
      };
    },
    destroy() {
      doc.removeEventListener(CONSENT_EVENT, tell);
      listeners.clear();
    },
  };
}
