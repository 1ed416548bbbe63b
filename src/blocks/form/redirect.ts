/**
 * The success redirect (spec §4 "Form submission"): the browser may only be
 * sent to an http or https address, or a path of this site. Never
 * `javascript:`, `data:` or a protocol-relative `//host`.
 */

/** What the URL parser drops before reading a URL: tabs and newlines anywhere, C0 controls and spaces around. */
// eslint-disable-next-line no-control-regex -- strips C0 control characters on purpose, as the URL parser does
const clean = (url: string): string => url.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');

/** An explicit absolute http(s) URL: scheme and `//`, as the parser reads them (`\` counts as `/`). */
const ABSOLUTE_HTTP = /^https?:[/\\]{2}/i;

/**
 * The address to go to, or `null` when `url` must not be followed.
 * - `http://…` and `https://…` are followed to any host (the site owner chose it).
 * - Anything else is read relative to `location` and followed only when it
 *   stays on the same origin: `/thanks`, `thanks`, `?a=1`, `#done`. So
 *   `//evil.example`, `/\evil.example`, `\\evil.example` and, on an https page,
 *   `http:evil.example` (which browsers read as other hosts) are refused.
 * - Every other scheme (`javascript:`, `JaVaScRiPt:`, `data:`, `vbscript:`,
 *   `mailto:`, …), in any case and with any tabs, newlines or controls mixed
 *   in, is refused, as are empty and non-string values.
 * The answer is the absolute URL (`new URL(url, location.href).href`).
 */
export function safeRedirect(url: unknown, location: Pick<Location, 'href'>): string | null {
  if (typeof url !== 'string') return null;
  const cleaned = clean(url);
  if (cleaned === '') return null;
  let target: URL;
  let base: URL;
  try {
    base = new URL(location.href);
    target = new URL(cleaned, base);
  } catch {
    return null;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return null;
  if (ABSOLUTE_HTTP.test(cleaned)) return target.href;
  return target.origin === base.origin ? target.href : null;
}
