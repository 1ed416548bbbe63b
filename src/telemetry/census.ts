/**
 * The census (spec §7): page views (`POST /api/census/RecordHit`) and the
 * block calls (./block-census.ts: button click and render, form render,
 * overlay, quick view),
 * all under the tracking rules (./tracking-rules) and the consent gate
 * (./consent-gate). Failures, 500s and hangs are ignored (spec §8): every
 * call has the 2500 ms time-out of spec §7 and nothing waits for it.
 */
import { CENSUS_TIMEOUT_MS } from '../core/enums/timings';
import { safeLocalStorage, storageWorks } from '../core/storage/safe-storage';
import type { PageContext } from '../core/types';
import type { ConsentGate } from './consent-gate';
import { pageLocale } from '../core/message-format/page-locale';
import { pageViewAllowed } from './tracking-rules';
import type { Transport } from './transport';
import type { VisitInfo, Visitor } from './visit';

/** spec §7, §9: every census call gives up after 2500 ms (the catalogue's number). */
export { CENSUS_TIMEOUT_MS };

/** What {@link createCensus} works with: all given, so the feature's bytes carry no defaults. */
export interface CensusOptions {
  page: PageContext;
  win: Window & typeof globalThis;
  transport: Transport;
  now: () => number;
  /**
   * The visitor for the next hit: at once, or a promise of it while its cookies' reader is on its
   * way (a returning visitor's, src/features/telemetry/page-visitor.ts).
   */
  visitor: () => Visitor | Promise<Visitor>;
  /** The consent gate; its owner destroys it. */
  gate: ConsentGate;
  /** Called after each page-view hit with what it learned (the track beacon starts a visit from it). */
  onVisit?: (visit: VisitInfo) => void;
  /**
   * Where a page view pauses, before the visit's cookies and before its post: resolves in a
   * later task, to whether to go on (false once telemetry has stopped). Absent: all in one task.
   */
  pause?: () => Promise<boolean>;
}

/** The census returned by {@link createCensus}. */
export interface Census {
  /** Record this page view, once the rules and consent allow it. */
  pageView(): void;
  /** Send a census call to `path` with form fields plus `visitorCookie` and the page fields. */
  send(path: string, fields: CensusFields): void;
}

/** Form fields of a census call: each sent as its text, a null or absent one left out. */
export type CensusFields = Record<string, string | number | boolean | null | undefined>;

/**
 * "Record-hit data" of spec §7, each field from where a visitor's browser
 * knows it: navigator (userAgent), the clock (clientDate, epoch ms), window
 * and screen sizes, the page context (websiteId, templateId, itemId,
 * recordType = item.recordType, collectionId, website_locale = the context's
 * `website_locale`, else `website.language`, else `<html lang>`), location
 * (url = path, queryString without `?`), document (title, referrer).
 */
export function recordHitData(page: PageContext, win: Window & typeof globalThis, now: number) {
  const { location: loc, document: doc, navigator: nav, screen } = win;
  return {
    userAgent: nav.userAgent,
    clientDate: now,
    viewportInnerWidth: win.innerWidth,
    viewportInnerHeight: win.innerHeight,
    screenWidth: screen?.width,
    screenHeight: screen?.height,
    websiteId: page.website.id,
    templateId: page.templateId,
    website_locale: pageLocale(page, doc),
    url: loc.pathname,
    title: doc.title,
    itemId: page.itemId,
    recordType: page.item?.recordType ?? '',
    collectionId: page.collectionId,
    localStorageSupported: storageWorks(safeLocalStorage(win)),
    queryString: loc.search.slice(1),
    referrer: doc.referrer,
  };
}

/** Census form fields as a request body, the null or absent ones left out. */
export const censusForm = (fields: CensusFields) => {
  const body = new URLSearchParams();
  Object.keys(fields).forEach((k) => fields[k] != null && body.append(k, String(fields[k])));
  return body;
};

/** A census post: fire and forget, with the 2500 ms time-out. */
export const censusPost = (transport: Transport) => (url: string, body: URLSearchParams) =>
  void transport.send(url, body, { timeout: CENSUS_TIMEOUT_MS });

/** Calls `use` with the visitor of the next hit: at once, or once its reader is in (no chunk: no hit). */
export const withVisitor = (visitor: CensusOptions['visitor'], use: (found: Visitor) => void) => {
  const found = visitor();
  if ('hit' in found) use(found);
  else found.then(use).catch(() => {});
};

/**
 * The page-view part of the census (what every page's telemetry starts); the block calls' part
 * is ./census-send.ts, fetched with the first block that makes one. Never throws; does nothing
 * where tracking is off.
 */
export function createPageViewCensus({
  page,
  win,
  transport,
  now,
  visitor,
  gate,
  onVisit,
  pause,
}: CensusOptions): Pick<Census, 'pageView'> {
  const path = () => win.location.pathname;
  const post = censusPost(transport);
  // `step` after the pause (at once without one), unless telemetry stopped meanwhile.
  const then = (step: () => void) =>
    pause
      ? void pause()
          .then((go) => go && step())
          .catch(() => {})
      : step();
  return {
    pageView() {
      if (!pageViewAllowed(page, path())) return;
      // The visit's cookies a task after the rules and consent are read, then the post (and the
      // beacon) a task later: at 4× CPU the whole was one task of 60 to 130 ms, the longest a
      // page without blocks had.
      gate.run(() =>
        then(() =>
          withVisitor(visitor, (found) => {
            const visit = found.hit(true);
            then(() => {
              const data = JSON.stringify(recordHitData(page, win, now()));
              post('/api/census/RecordHit', censusForm({ event: 'view', data, ss_cvr: visit?.cookie ?? '' }));
              if (visit && onVisit) onVisit(visit);
            });
          }),
        ),
      );
    },
  };
}
