/**
 * The three cookies of visitor tracking and consent (spec §3 "Cookies", §9):
 * `ss_cvr` (the visitor record, 2 years), `ss_cvt` (the visit timestamp, 30
 * minutes) and `ss_cookieAllowed` (the banner choice, 30 days). The typed
 * service (./cookies.ts) has them from here; telemetry and consent, which
 * every page downloads, use them without the rest of the service.
 */
import { parsedAccessor, type CookieAccessor, type SafeJar } from './parsed-accessor';
import {
  formatConsent,
  formatPositiveInteger,
  formatVisitorRecord,
  parseConsent,
  parsePositiveInteger,
  parseVisitorRecord,
  type ConsentChoice,
  type VisitorRecord,
} from './formats';
import {
  COOKIE_NAMES as N,
  CONSENT_LIFETIME_MS,
  VISIT_TIMESTAMP_LIFETIME_MS,
  VISITOR_RECORD_LIFETIME_MS,
} from './names';

export interface TrackingCookies {
  /** `ss_cvr`: the visitor record, 2 years. Malformed reads as `null`. */
  visitorRecord: CookieAccessor<VisitorRecord>;
  /** `ss_cvt`: the visit timestamp (a positive integer), 30 minutes. */
  visitTimestamp: CookieAccessor<number>;
  /** `ss_cookieAllowed`: the cookie-banner choice, 30 days, banner version 2. */
  consent: CookieAccessor<ConsentChoice>;
}

/** The tracking cookies in `jar`. */
export const trackingCookies = (jar: SafeJar): TrackingCookies => ({
  visitorRecord: parsedAccessor(jar, N.visitorRecord, parseVisitorRecord, formatVisitorRecord, {
    lifetimeMs: VISITOR_RECORD_LIFETIME_MS,
  }),
  visitTimestamp: parsedAccessor(
    jar,
    N.visitTimestamp,
    parsePositiveInteger,
    (value) => formatPositiveInteger(N.visitTimestamp, value),
    { lifetimeMs: VISIT_TIMESTAMP_LIFETIME_MS },
  ),
  consent: parsedAccessor(jar, N.consent, parseConsent, formatConsent, { lifetimeMs: CONSENT_LIFETIME_MS }),
});
