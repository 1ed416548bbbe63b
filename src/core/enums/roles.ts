/** Contributor roles (spec §6). What each may do is not shown in the spec. */
import { keyOf } from './lookup';

/** Contributor role codes; 5 is not used. */
export const CONTRIBUTOR_ROLES = {
  ADMIN: 1,
  BILLING: 2,
  REPORTING: 3,
  EDITOR: 4,
  MODERATOR: 6,
  COMMENTER: 7,
  STORE_MANAGER: 8,
  SCHEDULING: 9,
  VIEWER: 10,
  CAMPAIGNS_EDITOR: 11,
  SCHEDULING_VIEWER: 12,
  SCHEDULING_EDITOR: 13,
} as const;

/** The name of a role code, or `undefined` (an unknown role grants nothing). */
export function contributorRoleName(value: unknown): keyof typeof CONTRIBUTOR_ROLES | undefined {
  return keyOf(CONTRIBUTOR_ROLES, value, undefined);
}

/**
 * True when every role is the viewer role and there is at least one (spec §6:
 * a viewer-only account is read-only, is not redirected to /config and is
 * tracked like a visitor).
 */
export function isViewerOnly(roles: readonly unknown[]): boolean {
  return roles.length > 0 && roles.every((role) => role === CONTRIBUTOR_ROLES.VIEWER);
}
