/**
 * Every cookie name and lifetime the runtime uses, in one place, so no caller
 * writes a cookie name or a lifetime by hand (spec §3 "Cookies", §9).
 *
 * @build-inline: constants only, copied into each chunk that imports it
 * (scripts/inline-small-modules.mjs): the cookie banner reads the consent
 * cookie without telemetry's chunk.
 */
import { COOKIE_LIFETIMES } from '../enums/limits';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

/**
 * The cookies the runtime reads or writes.
 *
 * spec §3 "Cookies" names the first seven. It leaves the preview, six-override,
 * expanded cart-preview frame and disable-user-scripts cookies unnamed
 * ("Also: a preview cookie, …"), so the last four names are our own choice.
 */
export const COOKIE_NAMES = {
  visitorRecord: 'ss_cvr',
  visitTimestamp: 'ss_cvt',
  crumb: 'crumb',
  hasCart: 'hasCart',
  cart: 'CART',
  lastSiteId: 'ss_lastid',
  consent: 'ss_cookieAllowed',
  // Unnamed in the spec (§3 "Cookies", "Also: …"): names chosen here.
  preview: 'ss_preview',
  sixOverride: 'ss_sixOverride',
  cartPreviewExpanded: 'ss_cartPreviewExpanded',
  disableUserScripts: 'ss_disableUserScripts',
} as const;

/** The name of a cookie listed in {@link COOKIE_NAMES}. */
export type CookieName = (typeof COOKIE_NAMES)[keyof typeof COOKIE_NAMES];

/**
 * spec §4 "Cookie banner": under a restrictive cookie policy the banner clears
 * these visitor-tracking cookies.
 */
export const RESTRICTIVE_POLICY_COOKIES: readonly string[] = Object.freeze([
  'SS_MATTR',
  'SS_MID',
  'SS_lastvisit',
  'user_segment',
  'ss_cid',
  'ss_cpvisit',
  'ss_cvisit',
  'ss_cvr',
  'ss_cvt',
]);

/** spec §9: the visitor record (`ss_cvr`) lives 2 years (2 × 365 days), in ms. */
export const VISITOR_RECORD_LIFETIME_MS = COOKIE_LIFETIMES.visitorRecordDays * DAY;

/** spec §9: the visit timestamp (`ss_cvt`) lives 30 minutes, in ms. */
export const VISIT_TIMESTAMP_LIFETIME_MS = COOKIE_LIFETIMES.visitTimestampMinutes * MINUTE;

/** spec §9: the consent choice (`ss_cookieAllowed`) lives 30 days, in ms. */
export const CONSENT_LIFETIME_MS = COOKIE_LIFETIMES.consentDays * DAY;

/** spec §9: the analytics cookie lives 390 days, in ms. */
export const ANALYTICS_COOKIE_LIFETIME_MS = COOKIE_LIFETIMES.analyticsDays * DAY;

/** spec §3 "Cookies": the consent cookie belongs to cookie-banner version 2. */
export const CONSENT_BANNER_VERSION = 2;

/** The throw-away cookie `enabled()` writes to learn whether cookies stick. */
export const PROBE_COOKIE = 'ss_cookieProbe';
