/**
 * The one reader and writer of `document.cookie` (spec §3 "Cookies"): every
 * cookie the runtime touches goes through `readCookie` (./read-cookie.ts),
 * `writeCookie` and `removeCookie`, the typed service (./cookies.ts)
 * included. No state, and nothing here throws: a browser may block cookies
 * by throwing from `document.cookie` (sandboxed frames, some privacy modes)
 * or by silently dropping writes (third-party contexts, Safari ITP), and
 * every write is read back so callers learn whether it stuck.
 */
import { read, type CookieHost } from './read-cookie';

export { readCookie, type CookieHost } from './read-cookie';

/** What a write may add to the fixed `Path=/; SameSite=Lax`. */
export interface CookieAttributes {
  /** Without it the cookie ends with the session. */
  expires?: Date;
  domain?: string;
  /** Defaults to `true` on an https page. */
  secure?: boolean;
  /**
   * `false`: do not read the cookie back (the write answers `true`). Reading
   * is a synchronous trip to the browser's cookie store once a write has
   * changed it: telemetry, which ignores whether its writes stuck, skips it.
   */
  check?: boolean;
}

const EXPIRED = 'Thu, 01 Jan 1970 00:00:00 GMT';

// Names and values are percent-encoded, except the characters a cookie may
// hold as they are: servers then read `ss_cvr=id|1|2|3|4`, not `id%7C1…`.
const encodeName = (name: string) => encodeURIComponent(name).replace(/%(2[346B]|5E|60|7C)/g, decodeURIComponent);
const encodeValue = (value: string) =>
  encodeURIComponent(value).replace(/%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g, decodeURIComponent);

/**
 * Write `name=value` with `Path=/; SameSite=Lax`, `Secure` on https (or as
 * `attributes` say), and the given expiry and domain. `true` when the cookie
 * reads back with that value (or, with `check: false`, once written).
 */
export function writeCookie(
  name: string,
  value: string,
  attributes: CookieAttributes = {},
  host: CookieHost = document,
): boolean {
  const { expires, domain, secure = host.location?.protocol === 'https:', check = true } = attributes;
  try {
    host.cookie =
      `${encodeName(name)}=${encodeValue(value)}; Path=/; SameSite=Lax` +
      (expires ? `; Expires=${expires.toUTCString()}` : '') +
      (domain ? `; Domain=${domain}` : '') +
      (secure ? '; Secure' : '');
    return !check || read(name, host) === value;
  } catch {
    return false;
  }
}

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
