import type { PageContext } from '../../core/types';

/**
 * The page's path and query as a same-site relative path. A URL like
 * `https://site.example//evil.example` has the pathname `//evil.example`,
 * which the config page would read as another host: leading slashes and
 * backslashes collapse to one slash, so `frameUrl` can never leave the site.
 */
export function safeFramePath(location: Pick<Location, 'pathname' | 'search'>): string {
  return `/${location.pathname.replace(/^[/\\]+/, '')}${location.search}`;
}

/**
 * Where the config area is (spec §2): `/config/?frameUrl={path+search}` on the
 * site's own identifier subdomain (`https://{website.identifier}.{appDomain}`)
 * when the context gives both, else on this site.
 */
export function configUrl(page: PageContext, location: Pick<Location, 'pathname' | 'search' | 'origin'>): string {
  const { identifier } = page.website;
  const host = identifier && page.appDomain ? `https://${identifier}.${page.appDomain}` : location.origin;
  return `${host}/config/?frameUrl=${encodeURIComponent(safeFramePath(location))}`;
}
