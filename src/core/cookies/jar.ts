/**
 * The one reader and writer of `document.cookie` (spec §3 "Cookies"): every
 * cookie the runtime touches goes through `readCookie` (./read-cookie.ts),
 * `writeCookie` and `removeCookie`, the typed service (./cookies.ts)
 * included. No state, and nothing here throws: a browser may block cookies
 * by throwing from `document.cookie` (sandboxed frames, some privacy modes)
 * or by silently dropping writes (third-party contexts, Safari ITP), and
 * every write is read back so callers learn whether it stuck.
 *
 * @build-inline: stateless and small, copied into each chunk that imports
 * it (scripts/inline-small-modules.mjs): the removal goes with ./safe-jar.ts.
 */
import { read, type CookieHost } from './read-cookie';
import { encodeName } from './write-cookie';

export { readCookie, type CookieHost } from './read-cookie';
export { writeCookie, type CookieAttributes } from './write-cookie';

const EXPIRED = 'Thu, 01 Jan 1970 00:00:00 GMT';

/**
 * The domains a server may have set a cookie on for this host: the host itself
 * and each parent with at least two labels (`a.example.com` → `a.example.com`,
 * `example.com`). A cookie set with a Domain attribute only goes away when
 * removed with the same one. IP addresses and single-label hosts have none.
 */
export function parentDomains(hostname: string): string[] {
  if (!hostname || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return [];
  const labels = hostname.split('.');
  const domains: string[] = [];
  for (let i = 0; i < labels.length - 1; i++) domains.push(labels.slice(i).join('.'));
  return domains;
}

/**
 * Delete `name`, on this host and, when it stays, on each parent domain.
 * `false` when it is still there (or cookies are unreadable).
 */
export function removeCookie(name: string, host: CookieHost = document): boolean {
  const gone = (domain?: string) => {
    host.cookie = `${encodeName(name)}=; Path=/; Expires=${EXPIRED}${domain ? `; Domain=${domain}` : ''}`;
    return read(name, host) === null;
  };
  try {
    return gone() || parentDomains(host.location?.hostname ?? '').some(gone);
  } catch {
    return false;
  }
}
