/**
 * The page's cookies as a {@link SafeJar}: ./jar.ts with the page's `Secure`
 * default and a clock for lifetimes. Its own small module, apart from the
 * typed service (./cookies.ts), because telemetry's part that every page
 * downloads needs only this and ./tracking-cookies.ts.
 */
import type { SafeJar } from './parsed-accessor';
import { readCookie, removeCookie, writeCookie, type CookieHost } from './jar';

/**
 * `host`'s cookies; `secure` overrides the page's https default, `now` dates
 * the lifetimes; `check: false` writes without reading back (./jar.ts).
 */
export function safeJar(host: CookieHost, secure?: boolean, now: () => number = Date.now, check = true): SafeJar {
  return {
    get: (name) => readCookie(name, host),
    set: (name, value, { lifetimeMs } = {}) =>
      writeCookie(
        name,
        value,
        { secure, check, expires: lifetimeMs === undefined ? undefined : new Date(now() + lifetimeMs) },
        host,
      ),
    remove: (name) => removeCookie(name, host),
  };
}
