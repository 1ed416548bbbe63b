/**
 * When visitor tracking runs (spec §6, §2): for anonymous visitors and for
 * signed-in accounts whose only role is viewer; never under /config; not on
 * not-found (100), lock-screen (103) and member-area-access-denied (106)
 * pages; not when census is disabled. Page views are also skipped on /search.
 */
import { isViewerOnly } from '../core/page-roles';
import type { PageContext } from '../core/types';

/**
 * spec §2 page types: not found 100, lock screen 103, member area access
 * denied 106 (untracked), search 102. The same numbers as PAGE_TYPES in
 * src/core/enums (a unit test checks it), written out so the telemetry
 * chunk, loaded on every page, does not pull the whole enum chunk.
 */
export const UNTRACKED_PAGES: readonly number[] = [100, 103, 106];
export const SEARCH_PAGE = 102;

/**
 * The census setting the spec does not name (§6 "when census is disabled"):
 * read here as `websiteSettings.disableCensus === true` or
 * `website.censusDisabled === true`.
 */
export const censusDisabled = (page: PageContext) =>
  page.websiteSettings?.disableCensus === true || page.website?.censusDisabled === true;

/** Whether visitor tracking (census, visitor cookies, track beacon) may run on this page, for this account. */
export function trackingAllowed(page: PageContext, pathname: string): boolean {
  if (page.authenticatedAccount && !isViewerOnly(page)) return false;
  if (/^\/config(\/|$)/.test(pathname)) return false;
  if (UNTRACKED_PAGES.includes(page.pageType)) return false;
  return !censusDisabled(page);
}

/**
 * spec §2: "/search: Page-view tracking is skipped there." Reading: the
 * search path and its sub-paths, and the search page type (102) wherever it
 * is served, since that is the same page to a visitor.
 */
export function pageViewAllowed(page: PageContext, pathname: string): boolean {
  return trackingAllowed(page, pathname) && !/^\/search(\/|$)/.test(pathname) && page.pageType !== SEARCH_PAGE;
}
