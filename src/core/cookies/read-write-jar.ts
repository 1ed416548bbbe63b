/**
 * The page's cookies as a {@link SafeJar} without removal: what telemetry's
 * part that every page downloads needs (it reads and writes the visit
 * cookies and the consent choice, and removes nothing). ./safe-jar.ts adds
 * the removal, for the cookie service and the page's consent.
 */
import type { SafeJar } from './parsed-accessor';
import { readCookie, writeCookie, type CookieHost } from './write-cookie';

/** A jar that reads and writes; see {@link readWriteJar}. */
export type ReadWriteJar = Pick<SafeJar, 'get' | 'set'>;

/**
 * `host`'s cookies; `secure` overrides the page's https default, `now` dates
 * the lifetimes; `check: false` writes without reading back (./write-cookie.ts).
 */
export function readWriteJar(
  host: CookieHost,
  secure?: boolean,
  now: () => number = Date.now,
  check = true,
): ReadWriteJar {
  return {
    get: (name) => readCookie(name, host),
    set: (name, value, { lifetimeMs } = {}) =>
      writeCookie(
        name,
        value,
        { secure, check, expires: lifetimeMs === undefined ? undefined : new Date(now() + lifetimeMs) },
        host,
      ),
  };
}
