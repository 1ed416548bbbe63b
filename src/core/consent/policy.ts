import { readBoolean } from '../read-boolean';
import type { PageContext } from '../types';

/**
 * The site's cookie policy, read from `cookieSettings` (spec §3 "Cookie
 * banner settings"), with the component-side names of §3:
 * `isActivityLogEnabled` is the inverse of `isVisitorDataRestricted`, and
 * `isAnalyticsCookiesDisabled` maps to `isRestrictiveCookiePolicyEnabled`.
 */
export interface ConsentPolicy {
  bannerEnabled: boolean;
  /** OPT_IN (Accept only) or OPT_IN_AND_OUT (Accept and Decline); default OPT_IN (spec §5). */
  acceptType: 'OPT_IN' | 'OPT_IN_AND_OUT';
  /** isRestrictiveCookiePolicyEnabled: analytics cookies wait for consent. */
  isAnalyticsCookiesDisabled: boolean;
  /** isRestrictiveCookiePolicyAbsolute. */
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

const flag = (value: unknown) => readBoolean(value) === true;

/**
 * A restriction the site may have switched on. Anything that is not clearly
 * off (absent, false, 0, or the strings '', 'false', '0', 'no', 'off' in any
 * case, spaces around) reads as on: a policy written `"yes"`, `1` or
 * `"TRUE"` restricts, and a value nobody expected costs a visitor a banner
 * click, never their privacy.
 */
export const restricts = (value: unknown): boolean =>
  value != null &&
  value !== false &&
  value !== 0 &&
  !(typeof value == 'string' && /^\s*(false|0|no|off)?\s*$/i.test(value));

export function readConsentPolicy(page: PageContext): ConsentPolicy {
  const settings = page.cookieSettings || {};
  // The three restrictions take the more private reading; the banner switch is not about privacy.
  const restrictive = restricts(settings.isRestrictiveCookiePolicyEnabled);
  return {
    bannerEnabled: flag(settings.isCookieBannerEnabled),
    acceptType: settings.cookieBannerAcceptType === 'OPT_IN_AND_OUT' ? 'OPT_IN_AND_OUT' : 'OPT_IN',
    isAnalyticsCookiesDisabled: restrictive,
    isRestrictiveCookiePolicyAbsolute: restricts(settings.isRestrictiveCookiePolicyAbsolute),
    isActivityLogEnabled: !restricts(settings.isVisitorDataRestricted),
    requiresConsent: restrictive,
  };
}
