import type { DataLayer } from '../../core/data-layer';
import { safeFramePath } from './config-url';

/** spec §7: the logout call. */
export const LOGOUT_PATH = '/api/auth/Logout';

/**
 * Where a logout lands (spec §2): the site root with `logout=true`, or, in the
 * editor's preview frame, the page being previewed with `logout=true`.
 */
export function logoutTarget(location: Pick<Location, 'pathname' | 'search'>, inFrame: boolean): string {
  if (!inFrame) return '/?logout=true';
  const params = new URLSearchParams(location.search);
  params.set('logout', 'true');
  return `${safeFramePath({ pathname: location.pathname, search: '' })}?${params}`;
}

export interface LogoutOptions {
  data: Pick<DataLayer, 'post'>;
  location: Pick<Location, 'pathname' | 'search'>;
  inFrame: boolean;
  navigate(url: string): void;
}

/**
 * spec §4 "logout": one at a time (a second Shift+Escape while the first is
 * on its way shares it), retried once on a crumb failure (the data layer's
 * crumbFail handling), then the redirect. A failed logout shows the data
 * layer's overlay and keeps the visitor where they are.
 */
export function createLogout({ data, location, inFrame, navigate }: LogoutOptions): () => Promise<void> {
  let pending: Promise<void> | null = null;
  return () =>
    (pending ||= data
      .post(LOGOUT_PATH, { overlay: true })
      .then(() => navigate(logoutTarget(location, inFrame)))
      .finally(() => {
        pending = null;
      }));
}
