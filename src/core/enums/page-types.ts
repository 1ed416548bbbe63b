/** Numeric page types (spec §2 "Page types"). */
import { keyOf, valueOr } from './lookup';

/** Every page type of spec §2, by name. */
export const PAGE_TYPES = {
  MAIN_CONTENT: 1,
  PAGE: 2,
  SPLASH_PAGE: 3,
  CONTENT_ITEM: 50,
  NOT_FOUND: 100,
  ERROR: 101,
  SEARCH: 102,
  LOCK_SCREEN: 103,
  POPUP_OVERLAY: 104,
  PROTECTED_CONTENT: 105,
  MEMBER_AREA_ACCESS_DENIED: 106,
  SHOW_CART: 200,
  CHECKOUT: 201,
  ORDER_CONFIRMED: 202,
  DONATE: 203,
  CONTRIBUTION_CONFIRMED: 204,
  COMMERCE_CART_V2: 205,
  SUBSCRIPTION_CONFIRMED: 206,
  ORDER_RECEIVED: 207,
  MEMBERSHIP_CONFIRMED: 208,
  REVIEWS_REQUEST: 209,
  NEWSLETTER_UNSUBSCRIBE: 300,
  COMMERCE_EMAIL_PREVIEW: 301,
} as const;

/** One page type code. */
export type PageType = (typeof PAGE_TYPES)[keyof typeof PAGE_TYPES];

/** A plain page: the page context's default (spec §3 "Page context"). */
export const DEFAULT_PAGE_TYPE: PageType = PAGE_TYPES.PAGE;

/** The code when it is a known page type, else 2 (page). */
export function pageTypeOrDefault(value: unknown): PageType {
  return valueOr(PAGE_TYPES, value, DEFAULT_PAGE_TYPE);
}

/** The name of a page type (`'CONTENT_ITEM'` for 50); unknown codes are read as `'PAGE'`. */
export function pageTypeName(value: unknown): keyof typeof PAGE_TYPES {
  return keyOf(PAGE_TYPES, pageTypeOrDefault(value), 'PAGE');
}

/**
 * Pages where visitor tracking is off (spec §6: not-found, lock-screen and
 * member-access-denied pages).
 */
export const UNTRACKED_PAGE_TYPES: readonly PageType[] = [
  PAGE_TYPES.NOT_FOUND,
  PAGE_TYPES.LOCK_SCREEN,
  PAGE_TYPES.MEMBER_AREA_ACCESS_DENIED,
];
