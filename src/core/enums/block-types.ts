/**
 * Numeric block types (spec §3 "Enumerations"). The spec gives two lists that
 * disagree (form is 9 in the first, 10 or 16 in the second). The first is the
 * one `data-block-type` uses in this runtime (README, block descriptors); the
 * second is exported for data that comes from the older list.
 */
import { keyOf } from './lookup';

/** The named codes of the first list (numeric 1-70). */
export const BLOCK_TYPES = {
  FORM: 9,
  BUTTON: 53,
  SUMMARY_V2: 55,
  OPENTABLE_V2: 66,
  MEMBER_AREA: 67,
  TOCK: 68,
  ACCORDION: 69,
  MARQUEE: 70,
} as const;

/** The range of the first list: the spec names only some of the codes in it. */
export const BLOCK_TYPE_RANGE = { min: 1, max: 70 } as const;

/** True for a whole number in 1-70, named or not. */
export function isBlockType(value: unknown): value is number {
  return (
    Number.isInteger(value) && (value as number) >= BLOCK_TYPE_RANGE.min && (value as number) <= BLOCK_TYPE_RANGE.max
  );
}

/** The name of a code of the first list, or `undefined` (unnamed or out of range). */
export function blockTypeName(value: unknown): keyof typeof BLOCK_TYPES | undefined {
  return keyOf(BLOCK_TYPES, value, undefined);
}

/** The alternate list (1-20). */
export const ALTERNATE_BLOCK_TYPES = {
  HEADING: 1,
  SUB_HEADING: 2,
  BODY: 3,
  IMAGE: 4,
  GALLERY: 5,
  VIDEO: 6,
  SOCIAL_ICONS: 7,
  BUTTONS: 8,
  NAVIGATION: 9,
  CUSTOM_FORM: 10,
  NEWSLETTER: 11,
  ALBUM: 12,
  MAP: 13,
  LOGO: 14,
  ACTION: 15,
  FORM: 16,
  LOCK: 17,
  PASSWORD: 18,
  TWITTER: 19,
  POPUP_OVERLAY_ACTION: 20,
} as const;

/** The name of a code of the alternate list, or `undefined`. */
export function alternateBlockTypeName(value: unknown): keyof typeof ALTERNATE_BLOCK_TYPES | undefined {
  return keyOf(ALTERNATE_BLOCK_TYPES, value, undefined);
}
