import { createAnalyticsEvents, EVENT_LIMIT, EVENTS_PATH } from '../../../src/telemetry/analytics-events';
import { createConsentGate } from '../../../src/telemetry/consent-gate';
import { fakeClock, fakeConsent, fakeTransport, fakeVisitorCookies, flush, pageContext } from './census-helpers';

const win = window;

function setup(
  status: number | ((path: string) => number) = 202,
  state: 'granted' | 'pending' | 'denied' = 'granted',
  withRecord = true,
) {
  const consent = fakeConsent(state);
  const gate = createConsentGate(consent);
  const { transport, sent } = fakeTransport(status);
  const jar = fakeVisitorCookies(withRecord ? { id: 'vid', values: [1, 2, 3, 4] } : null);
  const log = { warn: jest.fn() };
  let n = 0;
  const events = createAnalyticsEvents({
    page: pageContext({ website_locale: 'en-GB' }),
    win,
    transport,
    gate,
    cookies: jar.cookies,
    now: fakeClock(42).now,
    log,
    newId: () => `evt${++n}`,
  });
  const bodies = () => sent.map((s) => JSON.parse(String(s.body)));
  return { events, consent, gate, sent, log, bodies };
}

beforeEach(() => win.history.replaceState(null, '', '/blog/post?tag=a&b=2'));

describe('POST /api/v1/events carries analyticsId, commonData, customData, customSchemaName (spec §3, §7)', () => {
  it('sends JSON with every common field', () => {
    const { events, sent, bodies } = setup();
    events.track('button_clicked', { label: 'Buy' });
    expect(sent[0].path).toBe(EVENTS_PATH);
    expect(sent[0].options?.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(bodies()[0]).toEqual({
      analyticsId: 'evt1',
      customSchemaName: 'button_clicked',
      customData: { label: 'Buy' },
      commonData: {
        page_host: location.host,
        page_path: '/blog/post',
        page_query_params: 'tag=a&b=2',
        page_referrer_url: document.referrer,
        browser_language: navigator.language,
        timestamp_client: 42,
        user_session_id: 'vid.3',
        user_marketing_id: 'vid',
        resolved_locale: 'en-GB',
      },
    });
  });

  it('without a visitor record the identifiers are null', () => {
    const { events, bodies } = setup(202, 'granted', false);
    events.track('x');
    expect(bodies()[0].commonData).toMatchObject({ user_session_id: null, user_marketing_id: null });
  });
});

describe('200 or 202 is success; another status logs "Error tracking event: HTTP Status {code}" (spec §8)', () => {
  it.each([200, 202])('%i logs nothing', async (status) => {
    const { events, log } = setup(status);
    events.track('x');
    await flush();
    expect(log.warn).not.toHaveBeenCalled();
  });

  it.each([204, 400, 500])('%i logs the status', async (status) => {
    const { events, log, sent } = setup(status);
    events.track('x');
    await flush();
    expect(log.warn).toHaveBeenCalledWith(`Error tracking event: HTTP Status ${status}`);
    expect(sent).toHaveLength(1);
  });
});

describe('a network failure fires system_network_error with urlRequested (spec §7)', () => {
  it('sends the internal event once, never about itself', async () => {
    const { events, bodies, log } = setup(0);
    events.track('x');
    await flush();
    await flush();
    expect(bodies().map((b) => b.customSchemaName)).toEqual(['x', 'system_network_error']);
    expect(bodies()[1].customData).toEqual({ urlRequested: EVENTS_PATH });
    expect(log.warn).not.toHaveBeenCalled();
  });
});

describe('bounded like the error reporter', () => {
  it(`sends at most ${EVENT_LIMIT} events a page and counts the rest`, () => {
    const { events, sent } = setup();
    for (let i = 0; i < EVENT_LIMIT + 5; i++) events.track(`e${i}`);
    expect(sent).toHaveLength(EVENT_LIMIT);
    expect(events.dropped()).toBe(5);
  });
});

describe('analytics events wait for consent', () => {
  it('queues before consent (nothing sent, no identifier read), sends on accept', () => {
    const { events, consent, sent, bodies } = setup(202, 'pending');
    events.track('x');
    expect(sent).toHaveLength(0);
    consent.set('granted');
    expect(bodies()[0].customSchemaName).toBe('x');
  });

  it('drops on decline', () => {
    const { events, consent, sent } = setup(202, 'pending');
    events.track('x');
    consent.set('denied');
    events.track('y');
    expect(sent).toHaveLength(0);
    expect(events.dropped()).toBe(2);
  });
});
