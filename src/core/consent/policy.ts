/**
 * The site's cookie policy (below), read by the page's consent (./consent.ts)
 * and by telemetry's reading of it (./consent-reader.ts).
 *
 * @build-inline: stateless and small, copied into each chunk that imports
 * it (scripts/inline-small-modules.mjs): those two live in different chunks.
 */
import type { PageContext } from '../types';
import { absolutePolicy, restrictivePolicy, restricts } from './restrictive';

/**
 * The site's cookie policy, read from `cookieSettings` (spec §3 "Cookie
 * banner settings"): what tracking may do, with the component-side names of
 * §3 (the banner's own settings, its text, variant and accept type, are
 * read by the banner: src/features/cookie-banner/settings.ts):
 * `isActivityLogEnabled` is the inverse of `isVisitorDataRestricted`, and
 * `isAnalyticsCookiesDisabled` maps to `isRestrictiveCookiePolicyEnabled`.
 */
export interface ConsentPolicy {
  /** isRestrictiveCookiePolicyEnabled: analytics cookies wait for consent. */
  isAnalyticsCookiesDisabled: boolean;
  /** isRestrictiveCookiePolicyAbsolute: restrictive, with no per-block exception (./restrictive.ts). */
  isRestrictiveCookiePolicyAbsolute: boolean;
  /** !isVisitorDataRestricted: visitor activity may be logged at all. */
  isActivityLogEnabled: boolean;
  /**
   * Whether tracking must wait for the visitor's Accept: an opt-in policy.
   * Reading: a restrictive policy is opt-in (nothing that sets an analytics
   * cookie or sends a visitor hit runs before consent); without it the banner
   * only informs, and tracking runs unless the visitor declines.
   */
  requiresConsent: boolean;
}

/** See ./restrictive.ts: re-exported for the policy's readers. */
export { restricts };

export function readConsentPolicy(page: PageContext): ConsentPolicy {
  // Both restrictions take the more private reading (./restrictive.ts).
  const restrictive = restrictivePolicy(page);
  return {
    isAnalyticsCookiesDisabled: restrictive,
    isRestrictiveCookiePolicyAbsolute: absolutePolicy(page),
    isActivityLogEnabled: !restricts((page.cookieSettings || {}).isVisitorDataRestricted),
    requiresConsent: restrictive,
  };
}
