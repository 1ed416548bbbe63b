/**
 * Writing a cookie (./jar.ts is the whole reader and writer; see there):
 * apart from the removal, which only a restrictive policy's clearing and
 * the cookie service need, because telemetry's part that every page
 * downloads writes the two visit cookies and removes nothing.
 */
import { read, type CookieHost } from './read-cookie';

// The reader every write reads back with, for this module's importers: one copy of the parser in
// their chunk rather than one per importer (./read-cookie.ts is copied into each).
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

// Names and values are percent-encoded, except the characters a cookie may
// hold as they are: servers then read `ss_cvr=id|1|2|3|4`, not `id%7C1…`.
export const encodeName = (name: string) =>
  encodeURIComponent(name).replace(/%(2[346B]|5E|60|7C)/g, decodeURIComponent);
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
