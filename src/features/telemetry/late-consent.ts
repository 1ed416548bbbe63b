import { readConsentPolicy, type Consent, type ConsentState } from '../../core/consent';
import type { PageContext } from '../../core/types';

/** A consent that answers "not yet" until the page's one is attached. */
export interface LateConsent extends Consent {
  attach(consent: Consent): void;
}

/**
 * The error reporter starts before the consent service (and the cookie
 * service it reads) has loaded: until then it must carry no visitor
 * identifier, which is what a pending consent means. Once the deferred part
 * of telemetry attaches the page's consent, every call goes to it.
 * `destroy()` drops only telemetry's own subscriptions: the page's consent
 * is shared with the banner and the blocks and outlives telemetry.
 */
export function createLateConsent(page: PageContext): LateConsent {
  let real: Consent | null = null;
  // Every listener, with its unsubscribe from the page's consent once attached.
  const listeners = new Map<(state: ConsentState) => void, () => void>();
  const subscribe = (listener: (state: ConsentState) => void) =>
    listeners.set(listener, real ? real.onChange(listener) : () => {});
  return {
    get policy() {
      return real ? real.policy : readConsentPolicy(page);
    },
    state: () => (real ? real.state() : 'pending'),
    allowsTracking: () => !!real?.allowsTracking(),
    choose: (choice) => real?.choose(choice),
    update: (next) => real?.update(next),
    onChange(listener) {
      subscribe(listener);
      return () => {
        listeners.get(listener)?.();
        listeners.delete(listener);
      };
    },
    attach(consent) {
      real = consent;
      listeners.forEach((_, listener) => subscribe(listener));
    },
    destroy() {
      listeners.forEach((unsubscribe) => unsubscribe());
      listeners.clear();
    },
  };
}
