/**
 * Content enumerations (spec §3 "Enumerations", §2 "Collection views"):
 * collection types, content item types, record types, special page kinds,
 * link types.
 */
import { keyOf } from './lookup';

/** Collection types are numeric 1-24; the spec names none of them. */
export const COLLECTION_TYPE_RANGE = { min: 1, max: 24 } as const;

/** True for a whole number in 1-24. */
export function isCollectionType(value: unknown): value is number {
  const n = value as number;
  return Number.isInteger(n) && n >= COLLECTION_TYPE_RANGE.min && n <= COLLECTION_TYPE_RANGE.max;
}

/** Content item types; the spec adds "others" it does not name. */
export const CONTENT_ITEM_TYPES = {
  TEXT: 1,
  IMAGE: 2,
  QUOTE: 4,
  LINK: 5,
  CHAT: 6,
  AUDIO: 7,
  VIDEO: 8,
  REVIEW: 10,
  STORE_ITEM: 11,
  EVENT: 12,
  THREAD: 13,
  GALLERY: 14,
  BINARY: 15,
  ATTACHMENT: 19,
  PROSE_MIRROR_TEXT: 22,
  LESSON: 62,
} as const;

/** The name of a content item type, or `'OTHER'` for the ones the spec leaves unnamed. */
export function contentItemTypeName(value: unknown): keyof typeof CONTENT_ITEM_TYPES | 'OTHER' {
  return keyOf(CONTENT_ITEM_TYPES, value, 'OTHER');
}

/**
 * Content item record types. The spec gives names only; these are the names
 * in lower case, with a dash for "portfolio item".
 */
export const RECORD_TYPES = {
  AUDIO: 'audio',
  EVENT: 'event',
  IMAGE: 'image',
  PORTFOLIO_ITEM: 'portfolio-item',
  TEXT: 'text',
  VIDEO: 'video',
} as const;

/** Special page kinds. */
export const SPECIAL_PAGE_KINDS = { COVER_PAGE: 1, LOCK_SCREEN: 2, POPUP_OVERLAY: 3 } as const;

/** The name of a special page kind, or `undefined` (an ordinary page). */
export function specialPageKindName(value: unknown): keyof typeof SPECIAL_PAGE_KINDS | undefined {
  return keyOf(SPECIAL_PAGE_KINDS, value, undefined);
}

/** Link types of the link editor, with their labels. */
export const LINK_TYPES = {
  PAGE: 'Page',
  WEB_ADDRESS: 'Web Address',
  EMAIL: 'Email',
  PHONE: 'Phone',
  FILE: 'File',
} as const;

/** Collection views (spec §2). */
export const COLLECTION_VIEWS = ['list', 'grid', 'product'] as const;

/** Device views (spec §2). */
export const DEVICE_VIEWS = ['desktop', 'phone', 'tablet'] as const;
