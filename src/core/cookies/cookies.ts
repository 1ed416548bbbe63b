/**
 * The cookie service (spec §3 "Cookies", §5, §9): one typed accessor per cookie
 * the spec names, plus guarded generic access for the others.
 */
import {
  flagAccessor,
  parsedAccessor,
  textAccessor,
  type CookieAccessor,
  type CookieWriteOptions,
  type FlagAccessor,
  type SafeJar,
} from './accessors';
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
import { readCookie, removeCookie, writeCookie, type CookieHost } from './jar';
import {
  COOKIE_NAMES as N,
  CONSENT_LIFETIME_MS,
  PROBE_COOKIE,
  VISIT_TIMESTAMP_LIFETIME_MS,
  VISITOR_RECORD_LIFETIME_MS,
} from './names';

/** Options of {@link createCookies}. */
export interface CookiesOptions {
  /** The page whose cookies these are; its location gives the protocol and host. Defaults to `document`. */
  doc?: CookieHost;
  /** Add `Secure` to every write. Defaults to `true` on an https page. */
  secure?: boolean;
}

/** The cookie service returned by {@link createCookies}. */
export interface CookieService {
  /** `ss_cvr`: the visitor record, 2 years. Malformed reads as `null`. */
  visitorRecord: CookieAccessor<VisitorRecord>;
  /** `ss_cvt`: the visit timestamp (a positive integer), 30 minutes. */
  visitTimestamp: CookieAccessor<number>;
  /** `crumb`: the request token, a session cookie (the server usually sets it). */
  crumb: CookieAccessor<string>;
  /** `hasCart` / `CART`: whether the visitor has a cart. Read only: the server writes both. */
  cart: { has(): boolean };
  /** `ss_lastid`: the last site identity, kept as long as the visitor record it goes with. */
  lastSiteId: CookieAccessor<string>;
  /** `ss_cookieAllowed`: the cookie-banner choice, 30 days, banner version 2. */
  consent: CookieAccessor<ConsentChoice>;
  /** The preview cookie (name chosen here, see COOKIE_NAMES), a session cookie. */
  preview: FlagAccessor;
  /** The six override cookie (name chosen here), a session cookie. */
  sixOverride: FlagAccessor;
  /** The expanded cart-preview frame cookie: no expiry (a session cookie), path /. */
  cartPreviewExpanded: FlagAccessor;
  /** The disable-user-scripts cookie (name chosen here), a session cookie. */
  disableUserScripts: FlagAccessor;
  /** Any other cookie's value, or `null`. */
  get(name: string): string | null;
  /** Write any cookie; `false` when it did not stick. */
  set(name: string, value: string, options?: CookieWriteOptions): boolean;
  /** Delete any cookie (also from the parent domains it may have been set on). */
  remove(name: string): boolean;
  /** Delete each cookie; `true` when all are gone. */
  clear(names: readonly string[]): boolean;
  /** Whether cookies can be written here at all (writes and removes a probe cookie). */
  enabled(): boolean;
  /** Nothing to release (no listeners, no timers); here for the service contract. */
  destroy(): void;
}

function checkWrite(name: string, value: string, options: CookieWriteOptions = {}): void {
  if (typeof name !== 'string' || name === '') throw new TypeError('cookie name must be a non-empty string');
  if (typeof value !== 'string') throw new TypeError(`${name}: cookie value must be a string`);
  const { lifetimeMs } = options;
  if (lifetimeMs !== undefined && !(lifetimeMs > 0 && Number.isFinite(lifetimeMs))) {
    throw new TypeError(`${name}: lifetimeMs must be a positive number of milliseconds`);
  }
}

/** The service's view of ./jar.ts: this page's cookies, its `Secure` and its clock. */
function createJar(host: CookieHost, secure: boolean | undefined, now: () => number): SafeJar {
  return {
    get: (name) => readCookie(name, host),
    set: (name, value, { lifetimeMs } = {}) =>
      writeCookie(
        name,
        value,
        { secure, expires: lifetimeMs === undefined ? undefined : new Date(now() + lifetimeMs) },
        host,
      ),
    remove: (name) => removeCookie(name, host),
  };
}

/**
 * Create a cookie service of your own (tests, theme authors); the runtime's
 * chunks share the page's one, `cookiesFor(document)`. Every write carries
 * `Path=/; SameSite=Lax`, and `Secure` on https pages (or as `secure` says).
 */
export function createCookies(options: CookiesOptions = {}, now: () => number = Date.now): CookieService {
  const safe = createJar(options.doc ?? document, options.secure, now);
  const session = {};
  const hasCart = flagAccessor(safe, N.hasCart);

  return {
    visitorRecord: parsedAccessor(safe, N.visitorRecord, parseVisitorRecord, formatVisitorRecord, {
      lifetimeMs: VISITOR_RECORD_LIFETIME_MS,
    }),
    visitTimestamp: parsedAccessor(
      safe,
      N.visitTimestamp,
      parsePositiveInteger,
      (value) => formatPositiveInteger(N.visitTimestamp, value),
      { lifetimeMs: VISIT_TIMESTAMP_LIFETIME_MS },
    ),
    crumb: textAccessor(safe, N.crumb, session),
    // spec §3 lists hasCart and CART as one meaning: either a true hasCart flag or a
    // non-empty CART token (the cart's id) means the visitor has a cart.
    cart: { has: () => hasCart.get() || !!safe.get(N.cart) },
    lastSiteId: textAccessor(safe, N.lastSiteId, { lifetimeMs: VISITOR_RECORD_LIFETIME_MS }),
    consent: parsedAccessor(safe, N.consent, parseConsent, formatConsent, { lifetimeMs: CONSENT_LIFETIME_MS }),
    preview: flagAccessor(safe, N.preview, session),
    sixOverride: flagAccessor(safe, N.sixOverride, session),
    cartPreviewExpanded: flagAccessor(safe, N.cartPreviewExpanded, session),
    disableUserScripts: flagAccessor(safe, N.disableUserScripts, session),
    get: (name) => safe.get(name),
    set(name, value, writeOptions) {
      checkWrite(name, value, writeOptions);
      return safe.set(name, value, writeOptions);
    },
    remove: (name) => safe.remove(name),
    // Every name is tried even after one fails, so one stuck cookie keeps no others.
    clear: (names) => names.map((name) => safe.remove(name)).every(Boolean),
    enabled() {
      const stuck = safe.set(PROBE_COOKIE, '1');
      if (stuck) safe.remove(PROBE_COOKIE);
      return stuck;
    },
    destroy() {},
  };
}
