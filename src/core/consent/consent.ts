import { createCookies, RESTRICTIVE_POLICY_COOKIES, type CookieService } from '../cookies';
import type { PageContext } from '../types';
import { readConsentPolicy, type ConsentPolicy } from './policy';

/**
 * The DOM event every consent change is announced with, on the document.
 * Chunks (banner, telemetry) stay in sync through it, without shared state.
 */
export const CONSENT_EVENT = 'site-runtime:consent';

/** `granted`: tracking may run; `denied`: it may not; `pending`: wait (opt-in, no choice yet). */
export type ConsentState = 'granted' | 'denied' | 'pending';

export interface Consent {
  readonly policy: ConsentPolicy;
  state(): ConsentState;
  /** Tracking that sets analytics cookies or identifies the visitor may run now. */
  allowsTracking(): boolean;
  /** Store the visitor's choice (ss_cookieAllowed, 30 days) and announce it. */
  choose(choice: 'accepted' | 'declined'): void;
  /** Called with the new state after every change (from this page or another chunk). Returns the unsubscribe. */
  onChange(listener: (state: ConsentState) => void): () => void;
  destroy(): void;
}

/**
 * Consent as the page's policy and the `ss_cookieAllowed` cookie say.
 * Under a restrictive policy without an Accept, the analytics cookies of
 * spec §4 "Cookie banner" are cleared at creation and on decline.
 */
export function createConsent(
  page: PageContext,
  doc: Document = document,
  cookies: CookieService = createCookies({ doc }),
): Consent {
  const policy = readConsentPolicy(page);
  const listeners = new Set<(state: ConsentState) => void>();
  const state = (): ConsentState => {
    if (!policy.isActivityLogEnabled) return 'denied';
    const choice = cookies.consent.get();
    if (choice) return choice === 'accepted' ? 'granted' : 'denied';
    return policy.requiresConsent ? 'pending' : 'granted';
  };
  const clearIfRestricted = () => {
    if (policy.isAnalyticsCookiesDisabled && state() !== 'granted') cookies.clear([...RESTRICTIVE_POLICY_COOKIES]);
  };
  const onEvent = () => {
    const now = state();
    listeners.forEach((listener) => listener(now));
  };
  doc.addEventListener(CONSENT_EVENT, onEvent);
  clearIfRestricted();

  return {
    policy,
    state,
    allowsTracking: () => state() === 'granted',
    choose(choice) {
      cookies.consent.set(choice);
      clearIfRestricted();
      doc.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: { state: state() } }));
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    destroy() {
      doc.removeEventListener(CONSENT_EVENT, onEvent);
      listeners.clear();
    },
  };
}
