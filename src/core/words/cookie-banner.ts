/**
 * The cookie banner's words: spec §5 "Cookie banner defaults" (empty texts
 * become these), and the banner's accessible name (ours). Part of the words
 * catalogue (docs/services/words.md).
 *
 * @build-inline: constants only, copied into each chunk that imports it.
 */

/** The CTA text when empty. */
export const DEFAULT_COOKIE_BANNER_CTA_TEXT = 'Accept';
/** The opt-out CTA text when empty. */
export const DEFAULT_COOKIE_BANNER_OPT_OUT_TEXT = 'Decline';
/** The banner text when empty (or an empty paragraph). */
export const DEFAULT_COOKIE_BANNER_TEXT =
  'By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively.';
/** The banner's accessible name (a region, or the popup's heading). */
export const COOKIE_BANNER_LABEL = 'Cookie banner';
