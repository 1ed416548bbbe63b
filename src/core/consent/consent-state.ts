/**
 * The one rule that turns the site's policy and the visitor's stored choice
 * into a consent state (spec §4 "Cookie banner"): the page's consent
 * (./consent.ts) and the reading telemetry makes where nothing can change
 * the policy (./consent-reader.ts) both answer through it.
 *
 * @build-inline: stateless and small, copied into each chunk that imports
 * it (scripts/inline-small-modules.mjs) rather than made a chunk of its own.
 */
import type { ConsentChoice } from '../cookies/consent-choice';
import type { ConsentPolicy } from './policy';

/** `granted`: tracking may run; `denied`: it may not; `pending`: wait (opt-in, no choice yet). */
export type ConsentState = 'granted' | 'denied' | 'pending';

/** The state `policy` and `choice` (null: none stored) make. */
export function consentState(
  policy: Pick<ConsentPolicy, 'isActivityLogEnabled' | 'requiresConsent'>,
  choice: ConsentChoice | null,
): ConsentState {
  if (!policy.isActivityLogEnabled) return 'denied';
  if (choice) return choice === 'accepted' ? 'granted' : 'denied';
  return policy.requiresConsent ? 'pending' : 'granted';
}
