/**
 * The census calls of blocks (spec §7: button click and render, form render,
 * overlay, quick view), apart from the page view of ./census.ts: a page
 * without blocks never downloads them (./block-census.ts, fetched by the
 * first block that makes a call).
 */
import type { PageContext } from '../core/types';
import { censusForm, censusPost, createPageViewCensus, withVisitor, type Census, type CensusOptions } from './census';
import { trackingAllowed } from './tracking-rules';

/** The "page fields" of the census block calls (spec §7): which site, page and item. */
export const pageFields = (page: PageContext, win: Window) => ({
  websiteId: page.website.id,
  collectionId: page.collectionId,
  itemId: page.itemId,
  url: win.location.pathname,
});

/** The block calls' census: `send` under the tracking rules and the consent gate. Never throws. */
export function createCensusSend({
  page,
  win,
  transport,
  visitor,
  gate,
}: Pick<CensusOptions, 'page' | 'win' | 'transport' | 'visitor' | 'gate'>): Pick<Census, 'send'> {
  const post = censusPost(transport);
  return {
    send(url, fields) {
      if (!trackingAllowed(page, win.location.pathname)) return;
      gate.run(() =>
        withVisitor(visitor, (found) => {
          const visitorCookie = found.hit(false)?.cookie ?? '';
          post(url, censusForm({ ...fields, visitorCookie, ...pageFields(page, win) }));
        }),
      );
    },
  };
}

/** The whole census for a page: page views and block calls. */
export const createCensus = (options: CensusOptions): Census => ({
  ...createPageViewCensus(options),
  ...createCensusSend(options),
});
