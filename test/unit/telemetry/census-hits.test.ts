import { PAGE_TYPES, UNTRACKED_PAGE_TYPES } from '../../../src/core/enums/page-types';
import type { PageContext } from '../../../src/core/types';
import { buttonClick, buttonRender, formRender, overlay, quickView } from '../../../src/telemetry/census-calls';
import { CENSUS_TIMEOUT_MS, recordHitData } from '../../../src/telemetry/census';
import { createCensus } from '../../../src/telemetry/census-send';
import { createConsentGate, GATE_QUEUE_LIMIT } from '../../../src/telemetry/consent-gate';
import { SEARCH_PAGE, UNTRACKED_PAGES } from '../../../src/telemetry/tracking-rules';
import { createVisitor } from '../../../src/telemetry/visitor';
import { fakeClock, fakeConsent, fakeTransport, fakeVisitorCookies, flush, pageContext } from './census-helpers';

const win = window;
const goTo = (path: string) => win.history.replaceState(null, '', path);

function setup(page: PageContext = pageContext(), state: 'granted' | 'pending' | 'denied' = 'granted', status = 204) {
  const consent = fakeConsent(state);
  const gate = createConsentGate(consent);
  const { transport, sent } = fakeTransport(status);
  const jar = fakeVisitorCookies();
  const clock = fakeClock();
  const visitor = createVisitor(jar.cookies, null, clock.now, () => 'vid');
  const visits: unknown[] = [];
  const census = createCensus({
    page,
    win,
    transport,
    now: clock.now,
    visitor: () => visitor,
    gate,
    onVisit: (v) => visits.push(v),
  });
  return { census, consent, gate, sent, jar, clock, visits };
}
const fields = (body: unknown) => Object.fromEntries(body as URLSearchParams);

beforeEach(() => goTo('/shop/item?color=red'));

describe('a page view sends POST /api/census/RecordHit (spec §7)', () => {
  it('form-encoded event=view, data (JSON of every record-hit field) and ss_cvr, with the 2500 ms time-out', () => {
    document.title = 'Red shirt';
    const { census, sent, jar } = setup();
    census.pageView();
    expect(sent).toHaveLength(1);
    expect(sent[0].path).toBe('/api/census/RecordHit');
    expect(sent[0].body).toBeInstanceOf(URLSearchParams);
    expect(sent[0].options).toEqual({ timeout: CENSUS_TIMEOUT_MS });
    const body = fields(sent[0].body);
    expect(body.event).toBe('view');
    expect(body.ss_cvr).toBe(`vid|${jar.store.record!.values.join('|')}`);
    const data = JSON.parse(body.data);
    expect(Object.keys(data).sort()).toEqual(
      [
        'userAgent',
        'clientDate',
        'viewportInnerWidth',
        'viewportInnerHeight',
        'screenWidth',
        'screenHeight',
        'websiteId',
        'templateId',
        'website_locale',
        'url',
        'title',
        'itemId',
        'recordType',
        'collectionId',
        'localStorageSupported',
        'queryString',
        'referrer',
      ].sort(),
    );
    expect(data).toMatchObject({
      userAgent: navigator.userAgent,
      clientDate: 1_700_000_000_000,
      websiteId: 'site1',
      templateId: 'tpl1',
      url: '/shop/item',
      title: 'Red shirt',
      itemId: 'item1',
      recordType: 1,
      collectionId: 'col1',
      localStorageSupported: true,
      queryString: 'color=red',
    });
  });

  it('localStorageSupported is false where a write to localStorage throws (Safari private mode)', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    try {
      expect(recordHitData(pageContext(), window, 0).localStorageSupported).toBe(false);
    } finally {
      setItem.mockRestore();
    }
  });

  it('website_locale comes from the context, else <html lang>', () => {
    const { census, sent } = setup(pageContext({ website_locale: 'fr-FR' }));
    census.pageView();
    expect(JSON.parse(fields(sent[0].body).data).website_locale).toBe('fr-FR');
    document.documentElement.lang = 'de';
    const second = setup();
    second.census.pageView();
    expect(JSON.parse(fields(second.sent[0].body).data).website_locale).toBe('de');
  });

  it('reports each page view with what the visit learned', () => {
    const { census, visits } = setup();
    census.pageView();
    expect(visits).toEqual([expect.objectContaining({ newVisit: true, firstLanding: true })]);
  });
});

describe('tracking runs for anonymous visitors and viewer-only accounts (spec §6)', () => {
  const signedIn = (websiteRoles: unknown) =>
    pageContext({ authenticatedAccount: { id: 'a' }, websiteRoles } as Partial<PageContext>);
  it.each([
    ['anonymous: tracked', pageContext(), 1],
    ['viewer only (name): tracked', signedIn({ viewer: true }), 1],
    ['viewer only (number, array): tracked', signedIn([10]), 1],
    ['admin: not tracked', signedIn({ admin: true }), 0],
    ['viewer and editor: not tracked', signedIn(['viewer', 'editor']), 0],
    ['signed in without roles: not tracked', signedIn({}), 0],
  ])('%s', (_name, page, count) => {
    const { census, sent } = setup(page);
    census.pageView();
    expect(sent).toHaveLength(count);
  });
});

describe('tracking is off under /config, on untracked pages and when census is disabled (spec §6)', () => {
  it.each(['/config', '/config/design', '/config/pages'])('no hit on %s', (path) => {
    goTo(path);
    const { census, sent, jar } = setup();
    census.pageView();
    buttonClick(census, { id: 'b', buttonText: 'Go', clickthroughUrl: '/x' });
    expect(sent).toHaveLength(0);
    expect(jar.store.writes).toBe(0);
  });

  it('but /configure is not the editor area', () => {
    goTo('/configure');
    const { census, sent } = setup();
    census.pageView();
    expect(sent).toHaveLength(1);
  });

  it.each([100, 103, 106])('no hit on page type %i', (pageType) => {
    const { census, sent } = setup(pageContext({ pageType }));
    census.pageView();
    formRender(census, 'f1');
    expect(sent).toHaveLength(0);
  });

  it('the page types match the enum (not found, lock screen, member area access denied; search)', () => {
    expect(UNTRACKED_PAGES).toEqual(UNTRACKED_PAGE_TYPES);
    expect(SEARCH_PAGE).toBe(PAGE_TYPES.SEARCH);
  });

  it.each([
    ['websiteSettings.disableCensus', { websiteSettings: { disableCensus: true } }],
    ['website.censusDisabled', { website: { id: 's', censusDisabled: true } }],
  ])('no hit when %s is true', (_name, overrides) => {
    const { census, sent } = setup(pageContext(overrides as unknown as Partial<PageContext>));
    census.pageView();
    quickView(census, 'p1');
    expect(sent).toHaveLength(0);
  });
});

describe('no page view on /search (spec §2)', () => {
  it.each(['/search', '/search/', '/search?q=shirt'])('no RecordHit on %s, and no visitor cookie written', (path) => {
    goTo(path);
    const { census, sent, jar } = setup();
    census.pageView();
    expect(sent).toHaveLength(0);
    expect(jar.store.writes).toBe(0);
  });

  it('nor on the search page type (102) served elsewhere', () => {
    const { census, sent } = setup(pageContext({ pageType: 102 }));
    census.pageView();
    expect(sent).toHaveLength(0);
  });

  it('block calls still count there', () => {
    goTo('/search');
    const { census, sent } = setup();
    quickView(census, 'p1');
    expect(sent.map((s) => s.path)).toEqual(['/api/census/RecordQuickView/p1']);
  });
});

describe('opt-in consent: nothing runs before the visitor accepts', () => {
  it('queues the hit (no cookie, no request), sends it on accept', () => {
    const { census, consent, sent, jar } = setup(pageContext(), 'pending');
    census.pageView();
    expect(sent).toHaveLength(0);
    expect(jar.store.writes).toBe(0);
    consent.set('granted');
    expect(sent.map((s) => s.path)).toEqual(['/api/census/RecordHit']);
    expect(jar.store.record).not.toBeNull();
  });

  it('drops queued hits on decline, and sends nothing afterwards', () => {
    const { census, consent, sent, jar, gate } = setup(pageContext(), 'pending');
    census.pageView();
    consent.set('denied');
    census.pageView();
    expect(sent).toHaveLength(0);
    expect(jar.store.writes).toBe(0);
    expect(gate.dropped()).toBe(2);
  });

  it(`bounds the queue at ${GATE_QUEUE_LIMIT} and counts what it dropped`, () => {
    const { census, consent, sent, gate } = setup(pageContext(), 'pending');
    for (let i = 0; i < GATE_QUEUE_LIMIT + 5; i++) formRender(census, `f${i}`);
    expect(gate.dropped()).toBe(5);
    consent.set('granted');
    expect(sent).toHaveLength(GATE_QUEUE_LIMIT);
  });

  it('a queued task that throws does not stop the others', () => {
    const consent = fakeConsent('pending');
    const gate = createConsentGate(consent);
    const ran: number[] = [];
    gate.run(() => ran.push(1));
    gate.run(() => {
      throw new Error('boom');
    });
    gate.run(() => ran.push(3));
    expect(() => consent.set('granted')).not.toThrow();
    expect(ran).toEqual([1, 3]);
  });

  it('destroy drops the queue and stops listening', () => {
    const consent = fakeConsent('pending');
    const gate = createConsentGate(consent);
    const ran: number[] = [];
    gate.run(() => ran.push(1));
    gate.destroy();
    consent.set('granted');
    expect(ran).toEqual([]);
  });
});

describe('census block calls (spec §7): button, form, overlay, quick view', () => {
  const button = {
    id: 'b1',
    buttonText: 'Buy',
    clickthroughUrl: '/shop',
    alignment: 'center',
    size: 'medium',
    newWindow: false,
    context: 'page',
  };
  it.each([
    ['button-click', (c: ReturnType<typeof setup>['census']) => buttonClick(c, button), button],
    ['button-render', (c: ReturnType<typeof setup>['census']) => buttonRender(c, button), button],
    ['form-render', (c: ReturnType<typeof setup>['census']) => formRender(c, 'form9'), { formId: 'form9' }],
    ['overlay', (c: ReturnType<typeof setup>['census']) => overlay(c, { action: 'shown' }), { action: 'shown' }],
  ])('POST /api/census/%s with its fields, visitorCookie and the page fields', (name, call, expected) => {
    const { census, sent, jar } = setup();
    call(census);
    expect(sent[0].path).toBe(`/api/census/${name}`);
    expect(sent[0].options).toEqual({ timeout: 2500 });
    const stringified = Object.fromEntries(Object.entries(expected).map(([k, v]) => [k, String(v)]));
    expect(fields(sent[0].body)).toEqual({
      ...stringified,
      visitorCookie: `vid|${jar.store.record!.values.join('|')}`,
      websiteId: 'site1',
      collectionId: 'col1',
      itemId: 'item1',
      url: '/shop/item',
    });
  });

  it('quick view encodes the id into the path', () => {
    const { census, sent } = setup();
    quickView(census, 'a/b c');
    expect(sent[0].path).toBe('/api/census/RecordQuickView/a%2Fb%20c');
  });

  it('obey consent like page views', () => {
    const { census, sent } = setup(pageContext(), 'denied');
    buttonClick(census, button);
    expect(sent).toHaveLength(0);
  });
});

describe('census failures change nothing (spec §8 "Tracking failures are ignored")', () => {
  it.each([500, 0])('an answer of %i neither throws nor rejects', async (status) => {
    const { census, sent } = setup(pageContext(), 'granted', status);
    expect(() => census.pageView()).not.toThrow();
    await flush();
    expect(sent).toHaveLength(1);
  });
});
