/**
 * The one rule for a link the runtime takes from markup it did not write
 * (the cookie banner's text, a widget's server rendering): http(s) and
 * relative URLs only.
 *
 * @build-inline: stateless and small, copied into each chunk that imports it.
 */

/**
 * `href` when it is a http(s) URL or a relative one (path, query, fragment);
 * `undefined` for any other scheme (`javascript:`, `data:`, `vbscript:`…).
 * Control characters and spaces are removed first, as browsers ignore them
 * inside a scheme (`java\tscript:`).
 */
export function safeHref(href: string | null): string | undefined {
  if (href === null) return undefined;
  // eslint-disable-next-line no-control-regex -- strips control characters on purpose: browsers ignore them inside a scheme
  const squeezed = href.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (!squeezed) return undefined;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(squeezed);
  if (scheme) return /^https?$/i.test(scheme[1]) ? href.trim() : undefined;
  // "//host" is protocol-relative: http(s) on an http(s) page, so allowed.
  return href.trim();
}
