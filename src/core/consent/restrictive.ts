/**
 * The site's restrictive cookie policy, read the more private way: the one
 * reading behind the consent policy (./policy.ts `isAnalyticsCookiesDisabled`,
 * `requiresConsent`) and what the media blocks ask of it without the rest
 * (YouTube's privacy-enhanced host, third parties waiting for consent).
 *
 * @build-inline: stateless and small, copied into each chunk that imports
 * it (scripts/inline-small-modules.mjs) rather than made a chunk of its own.
 */
import type { PageContext } from '../types';

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

/**
 * `isRestrictiveCookiePolicyAbsolute` (spec §3 "Cookie banner settings"; the
 * spec names it without saying what it does). Reading: a restrictive policy
 * without exceptions. Only the visitor's Accept in the banner lets a third
 * party that sets cookies in; the per-block "Load {provider} anyway" offer
 * (src/core/third-party/consent-gate.ts) is not made, only its notice shows.
 */
export const absolutePolicy = (page: PageContext): boolean =>
  restricts((page.cookieSettings || {}).isRestrictiveCookiePolicyAbsolute);

/**
 * `isRestrictiveCookiePolicyEnabled` of the page's cookie settings, by
 * {@link restricts}: an opt-in policy. An absolute policy is restrictive too,
 * whatever `isRestrictiveCookiePolicyEnabled` says (the more private reading).
 */
export const restrictivePolicy = (page: PageContext): boolean =>
  restricts((page.cookieSettings || {}).isRestrictiveCookiePolicyEnabled) || absolutePolicy(page);
