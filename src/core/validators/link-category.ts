/**
 * Link categories of the link editor (spec §5 "Link checks"; §2 "Internal
 * content links start with a slash. /s/... is a file link").
 */

/** Where a link points, or how it is broken. */
export type LinkCategory =
  'empty' | 'anchor' | 'external' | 'file' | 'content' | 'malformed-protocol' | 'other-protocol';

/** `scheme:` at the start of a link. */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * True when `a` becomes `b` by one edit: a letter inserted, dropped, changed,
 * or two neighbours swapped (`htp`, `htttp`, `hhtp`, `htpt` for http).
 */
function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  const swapped = a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  return swapped || a.slice(i + 1) === b.slice(i + 1) || a.slice(i + 1) === b.slice(i) || a.slice(i) === b.slice(i + 1);
}

/** A scheme that is a typo of http or https. */
const isHttpTypo = (scheme: string): boolean => oneEditApart(scheme, 'http') || oneEditApart(scheme, 'https');

/**
 * The category of a link, by these rules, first match wins (spaces around
 * the link are ignored):
 * - `empty`: nothing but spaces.
 * - `anchor`: starts with `#`.
 * - `file`: starts with `/s/` (an uploaded file).
 * - `external`: `//host…`, or `http:`/`https:` followed by `//`.
 * - `content`: any other link starting with `/` (a page of the site).
 * - `malformed-protocol`: http or https without `//` (`http:/x`, `https:x`,
 *   `http//x`), a typo of them (`htp://x`, `htps://x`, `hhtp://x`: one letter
 *   off), or no scheme at all
 *   (`www.example.com`, `example.com:8080`): a visitor who types a web address
 *   without `https://` meant an external link, and the browser would read it
 *   as a path of this site.
 * - `other-protocol`: any other scheme (`mailto:`, `tel:`, `sms:`, `ftp:`,
 *   `javascript:`, …).
 */
export function categorizeLink(href: unknown): LinkCategory {
  const link = typeof href === 'string' ? href.trim() : '';
  if (link === '') return 'empty';
  if (link.startsWith('#')) return 'anchor';
  if (link.startsWith('/s/')) return 'file';
  if (link.startsWith('//')) return 'external';
  if (link.startsWith('/')) return 'content';
  const scheme = SCHEME.exec(link)?.[1].toLowerCase();
  if (scheme === 'http' || scheme === 'https')
    return link.slice(scheme.length + 1).startsWith('//') ? 'external' : 'malformed-protocol';
  // A "scheme" with a dot is a host and port (`example.com:8080`), not a protocol.
  if (scheme === undefined || scheme.includes('.') || isHttpTypo(scheme)) return 'malformed-protocol';
  return 'other-protocol';
}

/** The scheme of a link in lower case (`'mailto'`), or `''`. */
export function linkScheme(href: string): string {
  return SCHEME.exec(href.trim())?.[1].toLowerCase() ?? '';
}
