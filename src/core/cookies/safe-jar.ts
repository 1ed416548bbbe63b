/**
 * js-cookie behind a guard: a browser may block cookies by throwing from
 * `document.cookie` (sandboxed frames, some privacy modes) or by silently
 * dropping writes (third-party contexts, Safari ITP). Nothing here throws to the
 * caller, and every write is read back so callers learn whether it stuck.
 */
import type JsCookies from 'js-cookie';

/** The js-cookie v3 API (the default export, or an instance from `withAttributes`). */
export type CookieJar = Omit<typeof JsCookies, 'noConflict'>;
type CookieAttributes = NonNullable<Parameters<CookieJar['remove']>[1]>;
import { PROBE_COOKIE } from './names';

/** How long a written cookie lives; without `lifetimeMs` it is a session cookie. */
export interface CookieWriteOptions {
  lifetimeMs?: number;
}

/** Cookie access that never throws. */
export interface SafeJar {
  /** The cookie's value, or `null` when absent or unreadable. */
  get(name: string): string | null;
  /** Write; `false` when the cookie did not stick. */
  set(name: string, value: string, options?: CookieWriteOptions): boolean;
  /** Delete; `false` when the cookie is still there (or cookies are unreadable). */
  remove(name: string): boolean;
  /** `true` when a probe cookie can be written, read back and removed. */
  enabled(): boolean;
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

/** Wrap a js-cookie instance (already carrying path, SameSite and Secure) so it never throws. */
export function createSafeJar(jar: CookieJar, hostname: string, now: () => number): SafeJar {
  // Throws when document.cookie does: callers decide what that means.
  const read = (name: string): string | null => jar.get(name) ?? null;
  const gone = (name: string, attributes?: CookieAttributes): boolean => {
    jar.remove(name, attributes);
    return read(name) === null;
  };

  const get = (name: string): string | null => {
    try {
      return read(name);
    } catch {
      return null;
    }
  };

  const set = (name: string, value: string, options: CookieWriteOptions = {}): boolean => {
    const { lifetimeMs } = options;
    try {
      jar.set(name, value, lifetimeMs === undefined ? {} : { expires: new Date(now() + lifetimeMs) });
      return read(name) === value;
    } catch {
      return false;
    }
  };

  const remove = (name: string): boolean => {
    try {
      return gone(name) || parentDomains(hostname).some((domain) => gone(name, { domain }));
    } catch {
      return false;
    }
  };

  const enabled = (): boolean => {
    const stuck = set(PROBE_COOKIE, '1');
    if (stuck) remove(PROBE_COOKIE);
    return stuck;
  };

  return { get, set, remove, enabled };
}
