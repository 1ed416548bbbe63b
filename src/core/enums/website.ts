/** Website enumerations (spec §3 "Enumerations", §6 site types and statuses). */
import { keyOf } from './lookup';

/** Website status. */
export const WEBSITE_STATUS = {
  EXPIRED: 1,
  PAST_DUE: 2,
  TRIAL: 3,
  BETA: 4,
  REMOVED: 5,
  INTERNAL: 6,
  COMPED: 7,
  PAID: 8,
  LINKED: 11,
  ACTIVE_PARKING_PAGE: 12,
  RESOLD: 13,
  RESOLD_GRACE_PERIOD: 14,
  ENTERPRISE: 15,
} as const;

/** The name of a website status, or `undefined` (the spec gives no default). */
export function websiteStatusName(value: unknown): keyof typeof WEBSITE_STATUS | undefined {
  return keyOf(WEBSITE_STATUS, value, undefined);
}

/** Website versions, as strings because `7.1` is not a whole number. */
export const WEBSITE_VERSIONS = ['7', '7.1', '8'] as const;

/** Website type. */
export const WEBSITE_TYPES = {
  CLASSIC: 1,
  COVER_PAGE: 2,
  PARKING_PAGE: 3,
  COMMERCE: 4,
  ENTERPRISE: 5,
} as const;

/** The name of a website type, or `undefined` (the spec gives no default). */
export function websiteTypeName(value: unknown): keyof typeof WEBSITE_TYPES | undefined {
  return keyOf(WEBSITE_TYPES, value, undefined);
}
