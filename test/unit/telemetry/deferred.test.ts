import { consentFor } from '../../../src/core/consent';
import { cookiesFor } from '../../../src/core/cookies';
import { startDeferred } from '../../../src/features/telemetry/deferred';
import { TRACE_PATH } from '../../../src/telemetry/trace-log';
import { clearCookies } from './census-helpers-start';
import { pageContext } from './census-helpers';
import { fakeContext, setVisibility } from './helpers';

// Performance records need the browser's performance timeline (web-vitals): not this test's subject.
jest.mock('../../../src/features/telemetry/start-performance', () => ({
  startPerformanceTelemetry: () => () => undefined,
}));

/** Telemetry's second part on a page with `cookieSettings`, with the page's consent made from them. */
function startOn(cookieSettings: Record<string, unknown>) {
  const { context, transport } = fakeContext();
  context.page = pageContext({ cookieSettings });
  context.visitorId = () => undefined;
  consentFor(document, context.page);
  const stop = startDeferred(context);
  return { context, transport, stop };
}

/**
 * The start's later steps (each a task: the performance settings call, then the trace) and the
 * trace chunk's import have run: a few turns of the event loop, no wall-clock wait.
 */
const settled = async () => {
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** Hide the page, stop, and read the one trace telemetry sent: its entries. */
function hiddenTrace(transport: ReturnType<typeof fakeContext>['transport'], stop: () => void) {
  setVisibility('hidden');
  stop();
  const traces = transport.sent.filter((s) => s.path === TRACE_PATH);
  expect(traces).toHaveLength(1);
  return JSON.parse((traces[0].body as URLSearchParams).get('data')!) as { type: string; data: string }[];
}

beforeEach(() => {
  clearCookies();
  document.body.innerHTML = '<div class="sqs-block accordion-block" data-block-state="ready"></div>';
});
afterEach(() => {
  consentFor(document, pageContext()).destroy();
  setVisibility('visible', false);
});

describe('telemetry’s second part', () => {
  it('gives error reports the visitor id only once the visitor consents (restrictive policy)', async () => {
    const { context, stop } = startOn({ isRestrictiveCookiePolicyEnabled: true });
    // (written after the start: a restrictive policy clears it until Accept)
    cookiesFor(document).visitorRecord.set({ id: 'v1', values: [1, 2, 3, 4] });
    expect(context.visitorId()).toBeUndefined();
    consentFor(document, context.page).choose('accepted');
    // A record this page did not write is read by the returning visitor's reader, a chunk of its
    // own that telemetry fetches once there is one (a first visit downloads no parsing).
    await settled();
    expect(context.visitorId()).toBe('v1');
    stop();
    expect(context.visitorId()).toBeUndefined();
  });

  it('sends the trace of the blocks’ outcomes when the page is hidden', async () => {
    const { transport, stop } = startOn({});
    await settled();
    const entries = hiddenTrace(transport, stop);
    expect(entries[0].type).toBe('block-ready');
    expect(JSON.parse(entries[0].data)).toMatchObject({ block: 'accordion' });
  });

  it('keeps no trace log where visitor data is restricted (spec §3: isActivityLogEnabled)', async () => {
    const { transport, stop } = startOn({ isVisitorDataRestricted: true });
    await settled();
    setVisibility('hidden');
    stop();
    expect(transport.sent.filter((s) => s.path === TRACE_PATH)).toEqual([]);
  });

  it('fetches the trace only once a block has settled, and logs that block', async () => {
    document.body.innerHTML = '<div class="sqs-block gallery-block" data-block-state="loading"></div>';
    const { transport, stop } = startOn({});
    await settled();
    setVisibility('hidden');
    expect(transport.sent.filter((s) => s.path === TRACE_PATH)).toEqual([]);
    setVisibility('visible', false);
    const root = document.querySelector('.gallery-block')!;
    root.setAttribute('data-block-state', 'ready');
    root.dispatchEvent(new CustomEvent('site-runtime:block-ready', { bubbles: true }));
    await settled();
    const entries = hiddenTrace(transport, stop);
    expect(entries.map((entry) => entry.type)).toEqual(['block-ready']);
    expect(JSON.parse(entries[0].data)).toMatchObject({ block: 'gallery' });
  });
});
