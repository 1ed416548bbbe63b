/** The cookie service and its names, formats and lifetimes (spec §3 "Cookies", §5, §9). */
export { createCookies, type CookieService, type CookiesOptions } from './cookies';
export { cookiesFor } from './page-cookies';
export { safeJar } from './safe-jar';
export { trackingCookies, type TrackingCookies } from './tracking-cookies';
export { readCookie, writeCookie, removeCookie, type CookieAttributes, type CookieHost } from './jar';
export type { CookieAccessor, CookieWriteOptions, FlagAccessor } from './accessors';
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
