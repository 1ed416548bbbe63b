/**
 * The page's cookies as a {@link SafeJar}: ./jar.ts with the page's `Secure`
 * default and a clock for lifetimes. Its own small module, apart from the
 * typed service (./cookies.ts); telemetry's part that every page downloads
 * needs only its reads and writes (./read-write-jar.ts).
 *
 * @build-inline: stateless and small, copied (with the removal, ./jar.ts)
 * into the cookie service's and the page consent's chunks
 * (scripts/inline-small-modules.mjs): as a chunk of its own it was one more
 * request on every page with a form, cart or widget.
 */
import type { SafeJar } from './parsed-accessor';
import { removeCookie, type CookieHost } from './jar';
import { readWriteJar } from './read-write-jar';

/**
 * `host`'s cookies; `secure` overrides the page's https default, `now` dates
 * the lifetimes; `check: false` writes without reading back (./jar.ts).
 */
export function safeJar(host: CookieHost, secure?: boolean, now: () => number = Date.now, check = true): SafeJar {
  return { ...readWriteJar(host, secure, now, check), remove: (name) => removeCookie(name, host) };
}
