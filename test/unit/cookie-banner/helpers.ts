/** Shared set-up for the cookie banner tests. */
import { consentFor } from '../../../src/core/consent';
import { defaultPageContext } from '../../../src/core/page-context';
import type { PageContext } from '../../../src/core/types';
import { BANNER_HOST_ATTRIBUTE } from '../../../src/features/cookie-banner/banner';

/** A page whose cookieSettings are `settings` (banner enabled unless said otherwise). */
export function pageWith(settings: Record<string, unknown> = {}): PageContext {
  return { ...defaultPageContext(), cookieSettings: { isCookieBannerEnabled: true, ...settings } };
}

/** Lets the lazy UI import and the one-task text fill run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 3; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

/** The banner's outer element (region or dialog), or null. */
export const banner = () =>
  document.querySelector<HTMLElement>(`[${BANNER_HOST_ATTRIBUTE}] > .site-runtime-cookie-banner`);
export const button = (choice: 'accept' | 'decline') =>
  document.querySelector<HTMLButtonElement>(`[${BANNER_HOST_ATTRIBUTE}] button[data-choice="${choice}"]`);

/** Removes every cookie the tests may set. */
export function clearCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/** The raw `ss_cookieAllowed` value, or null. */
export const consentCookie = () =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith('ss_cookieAllowed='))
    ?.slice('ss_cookieAllowed='.length) ?? null;

/**
 * Forget the page's consent: it is made once per document from the first
 * page context it sees, and each test here brings a page of its own.
 */
export function forgetPageConsent(): void {
  consentFor(document, pageWith()).destroy();
}
