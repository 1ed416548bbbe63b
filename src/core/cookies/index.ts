/** The cookie service and its names, formats and lifetimes (spec §3 "Cookies", §5, §9). */
export { createCookies, type CookieService, type CookiesOptions } from './cookies';
export type { CookieAccessor, FlagAccessor } from './accessors';
export type { CookieJar, CookieWriteOptions } from './safe-jar';
export {
  parseVisitorRecord,
  formatVisitorRecord,
  parseConsent,
  type ConsentChoice,
  type VisitorRecord,
} from './formats';
export {
  COOKIE_NAMES,
  RESTRICTIVE_POLICY_COOKIES,
  VISITOR_RECORD_LIFETIME_MS,
  VISIT_TIMESTAMP_LIFETIME_MS,
  CONSENT_LIFETIME_MS,
  ANALYTICS_COOKIE_LIFETIME_MS,
  CONSENT_BANNER_VERSION,
  type CookieName,
} from './names';
