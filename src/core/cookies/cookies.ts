/**
 * The cookie service (spec §3 "Cookies", §5, §9): one typed accessor per cookie
 * the spec names, plus guarded generic access for the others.
 */
import {
  flagAccessor,
  textAccessor,
  type CookieAccessor,
  type CookieWriteOptions,
  type FlagAccessor,
} from './accessors';
import type { CookieHost } from './jar';
import { COOKIE_NAMES as N, PROBE_COOKIE, VISITOR_RECORD_LIFETIME_MS } from './names';
import { safeJar } from './safe-jar';
import { trackingCookies, type TrackingCookies } from './tracking-cookies';

/** Options of {@link createCookies}. */
export interface CookiesOptions {
  /** The page whose cookies these are; its location gives the protocol and host. Defaults to `document`. */
  doc?: CookieHost;
  /** Add `Secure` to every write. Defaults to `true` on an https page. */
  secure?: boolean;
}

/** The cookie service returned by {@link createCookies}. */
export interface CookieService extends TrackingCookies {
  /** `crumb`: the request token, a session cookie (the server usually sets it). */
  crumb: CookieAccessor<string>;
  /** `hasCart` / `CART`: whether the visitor has a cart. Read only: the server writes both. */
  cart: { has(): boolean };
  /** `ss_lastid`: the last site identity, kept as long as the visitor record it goes with. */
  lastSiteId: CookieAccessor<string>;
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

/**
 * Create a cookie service of your own (tests, theme authors); the runtime's
 * chunks share the page's one, `cookiesFor(document)`. Every write carries
 * `Path=/; SameSite=Lax`, and `Secure` on https pages (or as `secure` says).
 */
export function createCookies(options: CookiesOptions = {}, now: () => number = Date.now): CookieService {
  const safe = safeJar(options.doc ?? document, options.secure, now);
  const session = {};
  const hasCart = flagAccessor(safe, N.hasCart);

  return {
    ...trackingCookies(safe),
    crumb: textAccessor(safe, N.crumb, session),
    // spec §3 lists hasCart and CART as one meaning: either a true hasCart flag or a
    // non-empty CART token (the cart's id) means the visitor has a cart.
    cart: { has: () => hasCart.get() || !!safe.get(N.cart) },
    lastSiteId: textAccessor(safe, N.lastSiteId, { lifetimeMs: VISITOR_RECORD_LIFETIME_MS }),
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
