/**
 * The cookie banner's settings (spec §3 "Cookie banner settings"), read from
 * the page's `cookieSettings` with the defaults of spec §5 "Cookie banner
 * defaults". The normalisations live in src/core/enums/cookie-banner.ts;
 * this file only picks the fields and applies them.
 */
import {
  cookieBannerAcceptType,
  cookieBannerBarPosition,
  cookieBannerCtaText,
  cookieBannerCtaVariant,
  cookieBannerOptOutText,
  cookieBannerPopupPosition,
  cookieBannerText,
  cookieBannerTheme,
  cookieBannerVariant,
  COOKIE_BANNER_ACCEPT_TYPES,
  COOKIE_BANNER_BAR_POSITIONS,
  COOKIE_BANNER_CTA_VARIANTS,
  COOKIE_BANNER_POPUP_POSITIONS,
  COOKIE_BANNER_THEMES,
  COOKIE_BANNER_VARIANTS,
} from '../../core/enums/cookie-banner';
import { readBoolean } from '../../core/read-boolean';

/** The banner as the visitor sees it: every field present and valid. */
export interface CookieBannerSettings {
  /** isCookieBannerEnabled, read as src/core/read-boolean.ts reads every boolean. */
  enabled: boolean;
  /** The owner's text, possibly simple HTML (rendered through safe-html.ts); never blank. */
  text: string;
  /** The Accept button's text (default Accept). */
  ctaText: string;
  /** The Decline button's text (default Decline); shown only with OPT_IN_AND_OUT. */
  optOutText: string;
  ctaVariant: (typeof COOKIE_BANNER_CTA_VARIANTS)[number];
  theme: (typeof COOKIE_BANNER_THEMES)[number];
  variant: (typeof COOKIE_BANNER_VARIANTS)[number];
  acceptType: (typeof COOKIE_BANNER_ACCEPT_TYPES)[number];
  /** Where a BAR sits (spec §5: TOP or BOTTOM), from cookieBannerPosition. */
  barPosition: (typeof COOKIE_BANNER_BAR_POSITIONS)[number];
  /** Where a POPUP sits (spec §5: one of four corners), from the same cookieBannerPosition. */
  popupPosition: (typeof COOKIE_BANNER_POPUP_POSITIONS)[number];
}

const isPlain = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * Normalises raw `cookieSettings` (anything: a missing or malformed object
 * reads as empty, so every field takes its §5 default).
 */
export function readBannerSettings(raw: unknown): CookieBannerSettings {
  const s = isPlain(raw) ? raw : {};
  return {
    enabled: readBoolean(s.isCookieBannerEnabled) === true,
    text: cookieBannerText(s.cookieBannerText),
    ctaText: cookieBannerCtaText(s.cookieBannerCtaText),
    optOutText: cookieBannerOptOutText(s.cookieBannerOptOutCtaText),
    ctaVariant: cookieBannerCtaVariant(s.cookieBannerCtaVariant),
    theme: cookieBannerTheme(s.cookieBannerTheme),
    variant: cookieBannerVariant(s.cookieBannerVariant),
    acceptType: cookieBannerAcceptType(s.cookieBannerAcceptType),
    barPosition: cookieBannerBarPosition(s.cookieBannerPosition),
    popupPosition: cookieBannerPopupPosition(s.cookieBannerPosition),
  };
}
