/**
 * The census (spec §7): page views (`POST /api/census/RecordHit`) and the
 * block calls (button click and render, form render, overlay, quick view),
 * all under the tracking rules (./tracking-rules) and the consent gate
 * (./consent-gate). Failures, 500s and hangs are ignored (spec §8): every
 * call has the 2500 ms time-out of spec §7 and nothing waits for it.
 */
import type { Consent } from '../core/consent';
import { CENSUS_TIMEOUT_MS } from '../core/enums/timings';
import { cookiesFor } from '../core/cookies';
import { safeLocalStorage, storageWorks } from '../core/storage/safe-storage';
import type { PageContext } from '../core/types';
import { createConsentGate, type ConsentGate } from './consent-gate';
import { pageLocale } from './page-locale';
import { pageViewAllowed, trackingAllowed } from './tracking-rules';
import { createTransport, type Transport } from './transport';
import { createVisitor, type VisitInfo, type Visitor } from './visitor';

/** spec §7, §9: every census call gives up after 2500 ms (the catalogue's number). */
export { CENSUS_TIMEOUT_MS };

/** What {@link createCensus} works with: all given, so the feature's bytes carry no defaults. */
export interface CensusOptions {
  page: PageContext;
  win: Window & typeof globalThis;
  transport: Transport;
  now: () => number;
  visitor: Visitor;
  /** The consent gate; its owner destroys it. */
  gate: ConsentGate;
  /** Called after each page-view hit with what it learned (the track beacon starts a visit from it). */
  onVisit?: (visit: VisitInfo) => void;
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

/** The "page fields" of the census block calls (spec §7): which site, page and item. */
export const pageFields = (page: PageContext, win: Window) => ({
  websiteId: page.website.id,
  collectionId: page.collectionId,
  itemId: page.itemId,
  url: win.location.pathname,
});

const form = (fields: CensusFields) => {
  const body = new URLSearchParams();
  Object.keys(fields).forEach((k) => fields[k] != null && body.append(k, String(fields[k])));
  return body;
};

/** Create the census for a page. Never throws; a census that does nothing where tracking is off. */
export function createCensus({ page, win, transport, now, visitor, gate, onVisit }: CensusOptions): Census {
  const path = () => win.location.pathname;
  const post = (url: string, body: URLSearchParams) => void transport.send(url, body, { timeout: CENSUS_TIMEOUT_MS });
  return {
    pageView() {
      if (!pageViewAllowed(page, path())) return;
      gate.run(() => {
        const visit = visitor.hit(true);
        const data = JSON.stringify(recordHitData(page, win, now()));
        post('/api/census/RecordHit', form({ event: 'view', data, ss_cvr: visit?.cookie ?? '' }));
        if (visit && onVisit) onVisit(visit);
      });
    },
    send(url, fields) {
      if (!trackingAllowed(page, path())) return;
      gate.run(() => {
        const visitorCookie = visitor.hit(false)?.cookie ?? '';
        post(url, form({ ...fields, visitorCookie, ...pageFields(page, win) }));
      });
    },
  };
}

/**
 * A census for a block chunk (button, form, overlay, quick view calls): its
 * own transport, visitor and consent gate; `destroy()` drops what it queued.
 */
export function createBlockCensus(
  page: PageContext,
  consent: Consent,
  win: Window & typeof globalThis = window,
): Census & { destroy(): void } {
  const gate = createConsentGate(consent);
  const visitor = createVisitor(cookiesFor(win.document), safeLocalStorage(win), Date.now);
  const census = createCensus({ page, win, transport: createTransport(win), now: Date.now, visitor, gate });
  return { ...census, destroy: () => gate.destroy() };
}

// The census calls blocks make (spec §7; time-out 2500 ms each, spec §9).
// Separate functions, so the feature's start-up bytes carry none of them
// (tree-shaken) and a block bundles only the ones it uses.

/** The button fields of spec §7 `/api/census/button-click` and `/button-render`. */
export interface CensusButton {
  id: string;
  buttonText: string;
  clickthroughUrl: string;
  alignment?: string;
  size?: string;
  newWindow?: boolean;
  context?: string;
}

/** `POST /api/census/button-click`: a button was clicked. */
export const buttonClick = (census: Census, button: CensusButton) =>
  census.send('/api/census/button-click', { ...button });

/** `POST /api/census/button-render`: a button was shown. */
export const buttonRender = (census: Census, button: CensusButton) =>
  census.send('/api/census/button-render', { ...button });

/** `POST /api/census/form-render`: a form was shown. */
export const formRender = (census: Census, formId: string) => census.send('/api/census/form-render', { formId });

/** `POST /api/census/overlay`: the popup overlay was shown (its payload is not in the spec: the caller's fields are sent). */
export const overlay = (census: Census, fields: CensusFields = {}) => census.send('/api/census/overlay', fields);

/** `POST /api/census/RecordQuickView/{id}`: a product quick view was opened. */
export const quickView = (census: Census, id: string) =>
  census.send(`/api/census/RecordQuickView/${encodeURIComponent(id)}`, {});
