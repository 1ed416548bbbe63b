import { startAnalyticsWhenNeeded } from '../../../src/features/telemetry/analytics';
import { EVENTS_PATH } from '../../../src/telemetry/analytics-events';
import { trackEvent } from '../../../src/telemetry/track-event';
import { fakeConsent, flush, pageContext } from './census-helpers';
import { fakeContext, fakeTransport } from './helpers';

const loaded = jest.fn();
jest.mock('../../../src/telemetry/analytics-events', () => {
  const actual = jest.requireActual('../../../src/telemetry/analytics-events');
  return {
    ...actual,
    createAnalyticsEvents: (...args: unknown[]) => (loaded(), actual.createAnalyticsEvents(...args)),
  };
});

/** The sender's lazy import has settled: a few turns of the event loop. */
const settled = async () => {
  for (let turn = 0; turn < 3; turn++) await flush();
};

function start(state: 'granted' | 'pending' = 'granted', page = pageContext()) {
  const { context, transport } = fakeContext({ transport: fakeTransport({ status: 202 }) });
  context.page = page;
  const consent = fakeConsent(state);
  // A jar holding the visitor's record, as ss_cvr writes it.
  const jar = { get: (name: string) => (name === 'ss_cvr' ? 'vid|1|2|3|4' : null) } as never;
  const stop = startAnalyticsWhenNeeded(context, consent, jar);
  const events = () => transport.sent.filter((s) => s.path === EVENTS_PATH).map((s) => JSON.parse(String(s.body)));
  return { consent, stop, events };
}

beforeEach(() => loaded.mockClear());

describe('analytics events are wired: a theme’s trackEvent and the data layer’s network failure', () => {
  it('a page that sends no event never loads the sender', async () => {
    const { stop } = start();
    await settled();
    expect(loaded).not.toHaveBeenCalled();
    stop();
  });

  it('trackEvent sends the theme’s event; it is taken at once and sent when the sender has loaded', async () => {
    const { stop, events } = start();
    expect(trackEvent('newsletter_viewed', { blockId: 'b1' })).toBe(true);
    await settled();
    expect(events()).toEqual([
      expect.objectContaining({ customSchemaName: 'newsletter_viewed', customData: { blockId: 'b1' } }),
    ]);
    stop();
    expect(trackEvent('late')).toBe(false);
  });

  it('a data-layer network failure sends system_network_error with urlRequested (spec §7)', async () => {
    const { stop, events } = start();
    document.dispatchEvent(new CustomEvent('site-runtime:network-error', { detail: { urlRequested: '/api/x' } }));
    await settled();
    expect(events()).toEqual([
      expect.objectContaining({ customSchemaName: 'system_network_error', customData: { urlRequested: '/api/x' } }),
    ]);
    stop();
  });

  it('waits for consent like the census', async () => {
    const { consent, stop, events } = start('pending');
    trackEvent('x');
    await settled();
    expect(events()).toEqual([]);
    consent.set('granted');
    expect(events().map((e) => e.customSchemaName)).toEqual(['x']);
    stop();
  });

  it('sends nothing for a signed-in owner (the census’s tracking rules, spec §6)', async () => {
    const { stop, events } = start(
      'granted',
      pageContext({ authenticatedAccount: { id: 'a' }, websiteRoles: ['admin'] }),
    );
    expect(trackEvent('x')).toBe(false);
    await settled();
    expect(events()).toEqual([]);
    expect(loaded).not.toHaveBeenCalled();
    stop();
  });
});
