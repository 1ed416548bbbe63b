/**
 * The query flags of spec §2 that change what a visitor sees, read one way
 * for every feature: `sqsscreenshot=true` (no popup overlay, no cookie
 * banner: a screenshot of the site shows the site).
 *
 * @build-inline: stateless and small, copied into each chunk that imports
 * it (scripts/inline-small-modules.mjs) rather than made a chunk of its own.
 */

/** spec §2: the query flag `sqsscreenshot=true`. Any other value (or none) is not a screenshot. */
export function isScreenshot(search: string): boolean {
  try {
    return new URLSearchParams(search).get('sqsscreenshot') === 'true';
  } catch {
    return false;
  }
}
