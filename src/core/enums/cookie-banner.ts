/**
 * Cookie banner settings (spec §3 "Cookie banner settings") with their
 * defaults (spec §5 "Cookie banner defaults").
 *
 * @build-inline: constants and pure functions, copied into each chunk that
 * imports it (scripts/inline-small-modules.mjs): the cookie banner carries
 * what it reads, without a chunk of its own to fetch.
 */

/** CTA variants; unknown becomes ICON. */
export const COOKIE_BANNER_CTA_VARIANTS = ['TEXT', 'BUTTON', 'ICON'] as const;
/** Themes; unknown becomes DARK. */
export const COOKIE_BANNER_THEMES = ['LIGHT', 'DARK'] as const;
/** Variants; unknown becomes BAR. */
export const COOKIE_BANNER_VARIANTS = ['BAR', 'POPUP'] as const;
/** Accept types; the default is OPT_IN. */
export const COOKIE_BANNER_ACCEPT_TYPES = ['OPT_IN', 'OPT_IN_AND_OUT'] as const;
/** Bar positions. */
export const COOKIE_BANNER_BAR_POSITIONS = ['TOP', 'BOTTOM'] as const;
/** Popup positions. */
export const COOKIE_BANNER_POPUP_POSITIONS = ['TOP_LEFT', 'TOP_RIGHT', 'BOTTOM_LEFT', 'BOTTOM_RIGHT'] as const;

// The default texts are the words catalogue's (src/core/words/cookie-banner.ts).
import {
  DEFAULT_COOKIE_BANNER_CTA_TEXT,
  DEFAULT_COOKIE_BANNER_OPT_OUT_TEXT,
  DEFAULT_COOKIE_BANNER_TEXT,
} from '../words/cookie-banner';
import { say } from '../message-format/page-words';

export { DEFAULT_COOKIE_BANNER_CTA_TEXT, DEFAULT_COOKIE_BANNER_OPT_OUT_TEXT, DEFAULT_COOKIE_BANNER_TEXT };

/** `value` when it is one of `list`, else `fallback`. */
function oneOf<T extends string>(list: readonly T[], value: unknown, fallback: T): T {
  return (list as readonly unknown[]).includes(value) ? (value as T) : fallback;
}

/** The CTA variant, or ICON. */
export const cookieBannerCtaVariant = (value: unknown) => oneOf(COOKIE_BANNER_CTA_VARIANTS, value, 'ICON');
/** The theme, or DARK. */
export const cookieBannerTheme = (value: unknown) => oneOf(COOKIE_BANNER_THEMES, value, 'DARK');
/** The variant, or BAR. */
export const cookieBannerVariant = (value: unknown) => oneOf(COOKIE_BANNER_VARIANTS, value, 'BAR');
/** The accept type, or OPT_IN. */
export const cookieBannerAcceptType = (value: unknown) => oneOf(COOKIE_BANNER_ACCEPT_TYPES, value, 'OPT_IN');

/**
 * A bar's position: TOP for TOP, TOP_LEFT or TOP_RIGHT, otherwise BOTTOM
 * (spec §5: "top-left or top-right map to TOP").
 */
export function cookieBannerBarPosition(value: unknown): (typeof COOKIE_BANNER_BAR_POSITIONS)[number] {
  return value === 'TOP' || value === 'TOP_LEFT' || value === 'TOP_RIGHT' ? 'TOP' : 'BOTTOM';
}

/** A popup's position: a corner as given, TOP → TOP_LEFT, anything else → BOTTOM_LEFT. */
export function cookieBannerPopupPosition(value: unknown): (typeof COOKIE_BANNER_POPUP_POSITIONS)[number] {
  if (value === 'TOP') return 'TOP_LEFT';
  return oneOf(COOKIE_BANNER_POPUP_POSITIONS, value, 'BOTTOM_LEFT');
}

/** True for text a visitor would see as nothing: empty, blank, or an empty paragraph (`<p></p>`, `<p> </p>`). */
export function isBlankBannerText(value: unknown): boolean {
  if (typeof value !== 'string') return true;
  return value.replace(/<\/?p\s*>|&nbsp;/gi, '').trim() === '';
}

/** The banner text, or the default when blank. */
export const cookieBannerText = (value: unknown): string =>
  isBlankBannerText(value) ? say('banner.text', DEFAULT_COOKIE_BANNER_TEXT) : (value as string);
/** The CTA text, or Accept when blank. */
export const cookieBannerCtaText = (value: unknown): string =>
  typeof value === 'string' && value.trim() ? value : say('banner.accept', DEFAULT_COOKIE_BANNER_CTA_TEXT);
/** The opt-out CTA text, or Decline when blank. */
export const cookieBannerOptOutText = (value: unknown): string =>
  typeof value === 'string' && value.trim() ? value : say('banner.decline', DEFAULT_COOKIE_BANNER_OPT_OUT_TEXT);
