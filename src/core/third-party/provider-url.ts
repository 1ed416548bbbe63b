import type { PageContext } from '../types';

/**
 * A provider's URL: the page context's `providerUrls[name]` when the server
 * gives one (a proxy, a pinned version; the example site points every provider
 * at its loopback fakes), else `fallback`; `{placeholder}`s are filled from
 * `values` (URI-encoded) and `params` are added to the query.
 */
export function providerUrl(
  page: PageContext,
  name: string,
  fallback: string,
  values: Record<string, string> = {},
  params: Record<string, string> = {},
): string {
  const urls = page.providerUrls as Record<string, unknown> | undefined;
  const given = urls && typeof urls === 'object' ? urls[name] : undefined;
  const template = typeof given === 'string' && given ? given : fallback;
  const url = new URL(
    template.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(values[key] ?? '')),
    document.baseURI,
  );
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.href;
}
