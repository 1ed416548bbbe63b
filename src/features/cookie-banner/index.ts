/**
 * The cookie banner feature (spec §3 "Cookie banner settings", §4 "Cookie
 * banner", §5 "Cookie banner defaults", §2 sqsscreenshot). The loader starts
 * it when `cookieSettings.isCookieBannerEnabled` is set (see
 * src/loader/catalogue/features.ts). This chunk is only the controller; the UI
 * (banner.ts, plain DOM) is imported when the banner shows. See
 * docs/features/cookie-banner.md.
 */
import type { FeatureContext, Unmount } from '../../core/types';
import { createCookieBannerController, type CookieBannerIo } from './controller';

export { BANNER_EVENTS, createCookieBannerController, type CookieBannerIo } from './controller';

/** Starts the banner's controller; the returned function stops it and removes the banner. */
export const start: (context: FeatureContext, io?: CookieBannerIo) => Unmount = createCookieBannerController;
