/**
 * When the banner shows (spec §4 "Cookie banner", §2 query flags), as pure
 * functions the controller and the tests share.
 */

/** What the show/hide decision depends on. */
export interface BannerFacts {
  /** isCookieBannerEnabled. */
  enabled: boolean;
  /** An `ss_cookieAllowed` choice is stored. */
  hasChoice: boolean;
  /** `cookieBanner:force` was dispatched (and not undone by `cookieBanner:unforce`). */
  forced: boolean;
  /** The page was opened with `sqsscreenshot=true`. */
  screenshot: boolean;
}

/**
 * spec §4: shown until the visitor accepts or denies, and not again while
 * the choice cookie exists unless forced. spec §2: `sqsscreenshot=true`
 * suppresses it, even when forced (a screenshot of the site never shows it).
 */
export function shouldShowBanner({ enabled, hasChoice, forced, screenshot }: BannerFacts): boolean {
  return enabled && !screenshot && (forced || !hasChoice);
}

export { isScreenshot } from '../../core/query-flags';

const isPlain = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * The cookie settings after a `cookieBanner:update`: the runtime's current
 * the page context's `cookieSettings` (an editor may have changed it in
 * place), then the event's `detail`, which may carry settings either as
 * `{ cookieSettings: {…} }` or as the settings object itself. A detail that
 * carries none (absent, not an object) changes nothing.
 */
export function updatedCookieSettings(current: unknown, detail: unknown): Record<string, unknown> {
  const base = isPlain(current) ? current : {};
  const given = isPlain(detail) ? (isPlain(detail.cookieSettings) ? detail.cookieSettings : detail) : {};
  return { ...base, ...given };
}
