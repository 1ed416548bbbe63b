/**
 * The visitor's choice in `ss_cookieAllowed` (spec §3 "Cookies", banner
 * version 2): its format, and reading it from the page.
 *
 * @build-inline: stateless and small, copied into each chunk that imports
 * it (scripts/inline-small-modules.mjs): the cookie banner decides whether
 * to show from it without telemetry's chunk, which holds the page's consent.
 */
import { CONSENT_BANNER_VERSION, COOKIE_NAMES } from './names';
import { readCookie, type CookieHost } from './read-cookie';

/** The consent choice stored in `ss_cookieAllowed`. */
export type ConsentChoice = 'accepted' | 'declined';

/**
 * `ss_cookieAllowed` holds `{version}:{choice}`, e.g. `2:accepted`. A value
 * of another banner version, or one we cannot read, is no choice at all: the
 * banner asks again rather than guess what the visitor wanted.
 */
export function parseConsent(text: string | null | undefined): ConsentChoice | null {
  if (text === `${CONSENT_BANNER_VERSION}:accepted`) return 'accepted';
  if (text === `${CONSENT_BANNER_VERSION}:declined`) return 'declined';
  return null;
}

/** The `ss_cookieAllowed` value for a choice; throws a TypeError for an unknown one. */
export function formatConsent(choice: ConsentChoice): string {
  if (choice !== 'accepted' && choice !== 'declined') {
    throw new TypeError(`ss_cookieAllowed: expected "accepted" or "declined", got ${String(choice)}`);
  }
  return `${CONSENT_BANNER_VERSION}:${choice}`;
}

/** The choice stored on `host`'s page, or `null` for none (or one of another banner version). */
export const readConsentChoice = (host: CookieHost): ConsentChoice | null =>
  parseConsent(readCookie(COOKIE_NAMES.consent, host));
