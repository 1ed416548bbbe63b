/**
 * Where a call goes (spec §7 "Generic data layer"): only paths under /api/
 * (which holds /api/rest/), on the page's own origin, on the site's https
 * domain for secure calls, or at an absolute URL elsewhere. The crumb and
 * the session's XSRF token go only to the page's own origin, decided here
 * by comparing origins after the URL is resolved, so no spelling of a path
 * (`//host`, `/\host`, `..`) can carry them elsewhere.
 */
import { DataLayerError } from './data-layer-error';
import { appendFields, type FieldValue } from './encode';

/** A resolved call destination. */
export interface Target {
  /** The URL, without the crumb. */
  url: URL;
  /** Same origin as the page: only then are the crumb and the XSRF token sent. */
  sameOrigin: boolean;
  /** The URL as requested, for messages and events: path and query on the own origin, else the full URL. */
  display: string;
}

const API_PREFIX = '/api/';

/**
 * Resolves `path` (a path under /api/, or an absolute http(s) URL whose path
 * is under /api/) with `query` added. `secureOrigin` is set for secure calls,
 * which take a path only. Throws a DataLayerError of kind `invalid`, and
 * nothing is sent, for anything else.
 */
export function resolveTarget(
  path: unknown,
  query: Record<string, FieldValue> | undefined,
  pageOrigin: string,
  secureOrigin: string | null,
): Target {
  const shown = typeof path === 'string' ? path : String(path);
  const refuse = (why: string) => new DataLayerError('invalid', `Refused ${shown}: ${why}`, { url: shown });
  if (typeof path !== 'string' || !(path.startsWith('/') || /^https?:\/\//i.test(path))) {
    throw refuse('the data layer only calls paths under /api/ and /api/rest/ (spec §7).');
  }
  const base = secureOrigin ?? pageOrigin;
  const url = parseUrl(path, base);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
    throw refuse('not a valid http(s) URL.');
  }
  if (!url.pathname.startsWith(API_PREFIX))
    throw refuse('the data layer only calls paths under /api/ and /api/rest/ (spec §7).');
  if (secureOrigin && url.origin !== secureOrigin)
    throw refuse('a secure call takes a path on the site, not a URL elsewhere.');
  url.hash = '';
  appendFields(url.searchParams, query);
  const sameOrigin = url.origin === pageOrigin;
  return { url, sameOrigin, display: sameOrigin ? url.pathname + url.search : url.href };
}

/** The URL actually fetched: the crumb added as `crumb=…`, on the page's own origin only. */
export function urlWithCrumb(target: Target, crumb: string | undefined): string {
  if (!target.sameOrigin || !crumb) return target.url.href;
  const url = new URL(target.url.href);
  url.searchParams.set('crumb', crumb);
  return url.href;
}

/**
 * The site's https origin for secure calls (spec §7: "secure calls go to the
 * site's https domain"). Reading: a page already served over https from one
 * of the secure domains (or a subdomain of one) is on it, so the call stays
 * on the page's origin and keeps the crumb; otherwise it goes to the first
 * secure domain, or with none given to the page's own host over https.
 */
export function secureOriginFor(pageUrl: URL, secureHosts: readonly string[]): string {
  const host = pageUrl.hostname;
  const onSecure = secureHosts.some((entry) => pageUrl.host === entry || host === entry || host.endsWith(`.${entry}`));
  if (pageUrl.protocol === 'https:' && (onSecure || secureHosts.length === 0)) return pageUrl.origin;
  return new URL(`https://${secureHosts[0] ?? host}`).origin;
}

/**
 * Reads the `secureDomains` option: host names (a port allowed), lower-cased.
 * An entry that is not a bare host (a scheme, a path, a space) is dropped
 * and reported with the reason, never guessed at.
 */
export function readSecureHosts(list: unknown, report: (error: unknown, message: string) => void): string[] {
  if (list === undefined) return [];
  if (!Array.isArray(list)) {
    report(
      new TypeError('secureDomains must be an array'),
      'Data layer: secureDomains must be an array of host names; ignored',
    );
    return [];
  }
  return list
    .filter((entry): entry is string => {
      const ok =
        typeof entry === 'string' &&
        parseUrl(`https://${entry}`, 'https://invalid.invalid')?.host === entry.toLowerCase() &&
        !entry.includes('/');
      if (!ok)
        report(
          new TypeError(`bad secure domain ${String(entry)}`),
          `Data layer: secure domain "${String(entry)}" is not a host name; ignored`,
        );
      return ok;
    })
    .map((entry) => entry.toLowerCase());
}

function parseUrl(value: string, base: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}
