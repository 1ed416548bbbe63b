import { readConsentPolicy, type Consent, type ConsentState } from '../../core/consent';
import type { PageContext } from '../../core/types';

/** A consent that answers "not yet" until the real one is attached. */
export interface LateConsent extends Consent {
  attach(consent: Consent): void;
}

/**
 * The error reporter starts before the consent service (and its cookie
 * library) has loaded: until then it must carry no visitor identifier, which
 * is what a pending consent means. Once the deferred part of telemetry
 * attaches the real service, every call goes to it.
 */
export function createLateConsent(page: PageContext): LateConsent {
  let real: Consent | null = null;
  const waiting = new Set<(state: ConsentState) => void>();
  return {
    policy: readConsentPolicy(page),
    state: () => (real ? real.state() : 'pending'),
    allowsTracking: () => !!real?.allowsTracking(),
    choose: (choice) => real?.choose(choice),
    onChange(listener) {
      if (real) return real.onChange(listener);
      waiting.add(listener);
      return () => waiting.delete(listener);
    },
    attach(consent) {
      real = consent;
      waiting.forEach((listener) => consent.onChange(listener));
      waiting.clear();
    },
    destroy: () => real?.destroy(),
  };
}
