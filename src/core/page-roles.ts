/**
 * The signed-in account's roles on this site, read one way for every chunk
 * (the owner's redirect, census tracking rules, the editor broadcast).
 *
 * @build-inline: stateless and small, copied into each chunk that imports it
 * (no 256-byte chunk of its own on every page).
 */
import type { PageContext } from './types';

/** spec §6: the viewer role's number. */
export const VIEWER_ROLE = 10;

/**
 * The signed-in account's roles on this site. The spec does not give the
 * shape of `websiteRoles`: an array of role numbers or names, or an object
 * whose truthy keys are role numbers or names, are all accepted.
 */
export function roleNames(page: PageContext): string[] {
  const roles: unknown = page.websiteRoles;
  if (Array.isArray(roles)) return roles.map((role) => String(role).toLowerCase());
  if (roles && typeof roles === 'object') {
    return Object.entries(roles)
      .filter(([, value]) => !!value)
      .map(([key]) => key.toLowerCase());
  }
  return [];
}

/** spec §6: "A viewer is read-only and is not redirected to the config route." */
export function isViewerOnly(page: PageContext): boolean {
  const roles = roleNames(page);
  return roles.length > 0 && roles.every((role) => role === 'viewer' || role === String(VIEWER_ROLE));
}

/** Whether the account has the role, by name or by its spec §6 number. */
export function hasRole(page: PageContext, name: string, number: number): boolean {
  return roleNames(page).some((role) => role === name || role === String(number));
}

/** Signed in with a role that may edit the site (the spec's "account with site settings"). */
export function canOpenConfig(page: PageContext): boolean {
  return !!page.authenticatedAccount && roleNames(page).length > 0 && !isViewerOnly(page);
}
