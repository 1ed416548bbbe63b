import type { PageContext } from '../../core/types';
import { canOpenConfig } from '../../core/page-roles';

/** The session-storage key that remembers `?noredirect` for the rest of the session. */
export const NOREDIRECT_KEY = 'noredirect';

export interface RedirectEnvironment {
  location: Pick<Location, 'hostname' | 'search'>;
  /** Whether the page is the top window (not inside the editor's frame). */
  isTop: boolean;
  /** Per-tab session storage. */
  session: { get(key: string): unknown; set(key: string, value: unknown): void };
}

// `*.localhost` resolves to this machine too (RFC 6761): local development.
const LOCAL_HOSTS = /^(([\w-]+\.)*localhost|127(\.\d+){3}|\[::1\]|::1)$/;

/**
 * spec §2 "Config redirect": a signed-in account with site settings viewing
 * the live site at top level is sent to the config area, except when the site
 * is in developer mode or cloneable, the account only has the viewer role,
 * the host is localhost, or `noredirect` is in the query (remembered for the
 * session).
 */
export function shouldRedirectToConfig(page: PageContext, env: RedirectEnvironment): boolean {
  if (new URLSearchParams(env.location.search).has(NOREDIRECT_KEY)) env.session.set(NOREDIRECT_KEY, true);
  return (
    env.isTop &&
    canOpenConfig(page) &&
    !page.website.developerMode &&
    !page.website.cloneable &&
    !LOCAL_HOSTS.test(env.location.hostname) &&
    !env.session.get(NOREDIRECT_KEY)
  );
}
