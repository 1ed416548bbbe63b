import {
  createPerformanceRecords,
  RECORDS_PATH,
  type Metric,
  type Vitals,
} from '../../../src/telemetry/performance-records';
import {
  fetchPageLoadId,
  NO_PAGE_LOAD_ID,
  SETTINGS_TIMEOUT_MESSAGE,
} from '../../../src/telemetry/performance-settings';
import { createTransport } from '../../../src/telemetry/transport';
import { fakeContext, fakeTransport, setVisibility } from './helpers';

/** A web-vitals stand-in: `emit` calls every subscribed callback, as a metric report does. */
function fakeVitals() {
  const callbacks: ((metric: Metric) => void)[] = [];
  const on = (callback: (metric: Metric) => void) => void callbacks.push(callback);
  const vitals: Vitals = { onLCP: on, onCLS: on, onINP: on, onFCP: on, onTTFB: on };
  const emit = (name: string, navigationType = 'navigate') =>
    callbacks
      .slice(0, 1)
      .forEach((cb) => cb({ name, value: 1200, rating: 'good', delta: 1200, id: `v5-${name}`, navigationType }));
  return { vitals, emit, subscribed: () => callbacks.length };
}

const stops: (() => void)[] = [];
const flushPromises = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};
async function start(options: { id?: string | null; transport?: ReturnType<typeof fakeTransport> } = {}) {
  const transport = options.transport ?? fakeTransport();
  const { context } = fakeContext({ transport });
  const fake = fakeVitals();
  const ids: string[] = [];
  let n = 0;
  const stop = createPerformanceRecords(context, {
    loadVitals: () => Promise.resolve(fake.vitals),
    getPageLoadId: () =>
      Promise.resolve(options.id === undefined ? (ids.push(`load-${++n}`), `load-${n}`) : options.id),
  });
  stops.push(stop);
  await flushPromises();
  return { transport, ...fake, ids, stop };
}
const records = (transport: ReturnType<typeof fakeTransport>) =>
  transport.sent
    .filter((s) => s.path === RECORDS_PATH)
    .flatMap((s) => JSON.parse(String(s.body)) as Record<string, unknown>[]);

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  setVisibility('visible', false);
  delete (window.navigator as { sendBeacon?: unknown }).sendBeacon;
  window.history.replaceState(null, '', '/');
  jest.useRealTimers();
});

describe('spec §7, §8: GET /api/1/performance/settings gives the pageLoadId', () => {
  const log = () => ({ warn: jest.fn() });
  const answer = (status: number, body: unknown) => () =>
    Promise.resolve({ ok: status < 300, json: () => Promise.resolve(body) });

  it('resolves to the pageLoadId of a good answer and logs nothing', async () => {
    const console = log();
    await expect(fetchPageLoadId(window, 30000, answer(200, { pageLoadId: 'abc' }), console)).resolves.toBe('abc');
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('a page view the platform does not measure (pageLoadId null): null and no message', async () => {
    const console = log();
    await expect(fetchPageLoadId(window, 30000, answer(200, { pageLoadId: null }), console)).resolves.toBeNull();
    expect(console.warn).not.toHaveBeenCalled();
  });

  it.each([
    ['a 500', answer(500, {})],
    ['an answer without pageLoadId', answer(200, {})],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('%s: null and exactly "Unable to resolve pageLoadId"', async (_, fetchImpl) => {
    const console = log();
    await expect(fetchPageLoadId(window, 30000, fetchImpl, console)).resolves.toBeNull();
    expect(console.warn).toHaveBeenCalledWith(NO_PAGE_LOAD_ID);
    expect(NO_PAGE_LOAD_ID).toBe('Unable to resolve pageLoadId');
  });

  it('no answer in 30 s: null and exactly "Metric settings request timeout"', async () => {
    const console = log();
    let signal: AbortSignal | undefined;
    const result = fetchPageLoadId(
      window,
      30000,
      (_url, init) => ((signal = init.signal ?? undefined), new Promise(() => {})),
      console,
    );
    jest.advanceTimersByTime(29999);
    await flushPromises();
    expect(console.warn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await expect(result).resolves.toBeNull();
    expect(console.warn).toHaveBeenCalledWith('Metric settings request timeout');
    expect(SETTINGS_TIMEOUT_MESSAGE).toBe('Metric settings request timeout');
    expect(signal?.aborted).toBe(true);
  });
});

describe('spec §9: flushed 30 s after load or when hidden, whichever first', () => {
  it('sends the metrics at 30 s, with the record shape and the pageLoadId', async () => {
    window.history.replaceState(null, '', '/p?email=secret');
    const { transport, emit, subscribed } = await start();
    expect(subscribed()).toBe(5);
    emit('FCP');
    jest.advanceTimersByTime(29999);
    expect(transport.sent).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(transport.sent[0].options.beacon).toBe(true);
    expect(records(transport)).toEqual([
      {
        pageLoadId: 'load-1',
        name: 'FCP',
        value: 1200,
        rating: 'good',
        delta: 1200,
        id: 'v5-FCP',
        navigationType: 'navigate',
        url: 'http://localhost/p',
        timestamp: expect.any(Number),
      },
    ]);
  });

  it('hidden first: sends at once; later metrics go with the 30 s flush', async () => {
    const { transport, emit } = await start();
    emit('LCP');
    setVisibility('hidden');
    expect(records(transport).map((r) => r.name)).toEqual(['LCP']);
    emit('CLS');
    jest.advanceTimersByTime(30000);
    expect(records(transport).map((r) => r.name)).toEqual(['LCP', 'CLS']);
  });

  it('metrics are waited for up to 60 s, no longer', async () => {
    const { transport, emit } = await start();
    jest.advanceTimersByTime(59000);
    emit('INP');
    jest.advanceTimersByTime(1000);
    emit('CLS');
    setVisibility('hidden');
    expect(records(transport).map((r) => r.name)).toEqual(['INP']);
  });

  it('settings failure: no records at all', async () => {
    const { transport, emit } = await start({ id: null });
    emit('LCP');
    setVisibility('hidden');
    jest.advanceTimersByTime(60000);
    expect(transport.sent).toHaveLength(0);
  });
});

describe('transport: beacon, else fetch with keepalive', () => {
  function withRealTransport(sendBeacon?: jest.Mock) {
    if (sendBeacon) Object.defineProperty(window.navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
    const fetchImpl = jest.fn((_url: string, _init?: RequestInit) => Promise.resolve({ status: 204 }));
    const transport = createTransport(window, fetchImpl) as ReturnType<typeof fakeTransport>;
    return { fetchImpl, transport };
  }

  it('a beacon that is accepted is the only send, as text/plain JSON', async () => {
    const beacon = jest.fn(() => true);
    const { fetchImpl, transport } = withRealTransport(beacon);
    const { emit } = await start({ transport });
    emit('LCP');
    setVisibility('hidden');
    await flushPromises();
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, blob] = beacon.mock.calls[0] as unknown as [string, Blob];
    expect(url).toBe('http://localhost/api/1/performance/records');
    expect(blob.type).toMatch(/^text\/plain/);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('a refused beacon (false) falls back to fetch with keepalive', async () => {
    const beacon = jest.fn(() => false);
    const { fetchImpl, transport } = withRealTransport(beacon);
    const { emit } = await start({ transport });
    emit('LCP');
    setVisibility('hidden');
    await flushPromises();
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [, init] = fetchImpl.mock.calls[0];
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(JSON.parse(init!.body as string)[0]).toMatchObject({ name: 'LCP', pageLoadId: 'load-1' });
  });

  it('no sendBeacon at all: fetch with keepalive', async () => {
    const { fetchImpl, transport } = withRealTransport();
    const { emit } = await start({ transport });
    emit('TTFB');
    window.dispatchEvent(new Event('pagehide'));
    await flushPromises();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl.mock.calls[0][1]).toMatchObject({ keepalive: true });
  });
});

describe('no record for a page that loaded hidden', () => {
  it('hidden at start: no settings call, no web-vitals, nothing sent', async () => {
    setVisibility('hidden', false);
    const transport = fakeTransport();
    const { context } = fakeContext({ transport });
    const loadVitals = jest.fn(() => Promise.resolve(fakeVitals().vitals));
    const getPageLoadId = jest.fn(() => Promise.resolve('x'));
    stops.push(createPerformanceRecords(context, { loadVitals, getPageLoadId }));
    window.dispatchEvent(new Event('pagehide'));
    jest.advanceTimersByTime(60000);
    expect(loadVitals).not.toHaveBeenCalled();
    expect(getPageLoadId).not.toHaveBeenCalled();
    expect(transport.sent).toHaveLength(0);
  });
});

describe('back/forward-cache restore', () => {
  it('a restored page asks for a new pageLoadId and its records carry navigationType back-forward-cache', async () => {
    const { transport, emit, ids } = await start();
    emit('LCP');
    window.dispatchEvent(new Event('pagehide'));
    setVisibility('visible', false);
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    await flushPromises();
    expect(ids).toEqual(['load-1', 'load-2']);
    emit('LCP', 'back-forward-cache');
    jest.advanceTimersByTime(30000);
    expect(records(transport).map((r) => [r.pageLoadId, r.navigationType])).toEqual([
      ['load-1', 'navigate'],
      ['load-2', 'back-forward-cache'],
    ]);
  });

  it('an ordinary pageshow (not persisted) changes nothing', async () => {
    const { ids } = await start();
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    await flushPromises();
    expect(ids).toEqual(['load-1']);
  });
});
