import { createTraceLog, selectorLabel, TRACE_PATH } from '../../../src/telemetry/trace-log';
import { fakeContext, fakeTransport, setVisibility } from './helpers';

const stops: (() => void)[] = [];
const start = (options = {}, transport = fakeTransport()) => {
  const { context } = fakeContext({ transport });
  const trace = createTraceLog(context, options);
  stops.push(() => trace.destroy());
  return { trace, transport };
};
/** The entries of every send, with each send's `data` field parsed. */
const batches = (transport: ReturnType<typeof fakeTransport>) =>
  transport.sent.map(
    (s) => JSON.parse((s.body as URLSearchParams).get('data')!) as { pageUrl: string; type: string; data: string }[],
  );

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  setVisibility('visible', false);
  window.history.replaceState(null, '', '/');
  jest.useRealTimers();
});

describe('spec §7, §9: entries batched and flushed every 30 s', () => {
  it('sends nothing before 30 s, then one form-encoded data=<JSON string> to /api/events/Trace', () => {
    window.history.replaceState(null, '', '/page?email=secret');
    const { trace, transport } = start();
    trace.log('click', { label: 'button#buy' });
    jest.advanceTimersByTime(29999);
    trace.log('scroll', { depth: 50 });
    expect(transport.sent).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(transport.sent).toHaveLength(1);
    expect(transport.sent[0].path).toBe(TRACE_PATH);
    expect(transport.sent[0].body).toBeInstanceOf(URLSearchParams);
    expect(batches(transport)[0]).toEqual([
      { pageUrl: 'http://localhost/page', type: 'click', data: '{"label":"button#buy"}' },
      { pageUrl: 'http://localhost/page', type: 'scroll', data: '{"depth":50}' },
    ]);
  });

  it('an idle log sends nothing', () => {
    const { transport } = start();
    jest.advanceTimersByTime(120000);
    expect(transport.sent).toHaveLength(0);
  });

  it('holds at most 100 entries and reports how many it dropped', () => {
    const { trace, transport } = start();
    for (let i = 0; i < 150; i++) trace.log('tick', i);
    jest.advanceTimersByTime(30000);
    const [batch] = batches(transport);
    expect(batch).toHaveLength(101);
    expect(batch[100]).toMatchObject({ type: 'trace-dropped', data: '{"count":50}' });
  });
});

describe('flush when the page is hidden', () => {
  it('visibilitychange to hidden sends at once, by beacon', () => {
    const { trace, transport } = start();
    trace.log('click', {});
    setVisibility('hidden');
    expect(transport.sent).toHaveLength(1);
    expect(transport.sent[0].options.beacon).toBe(true);
    jest.advanceTimersByTime(30000);
    expect(transport.sent).toHaveLength(1);
  });

  it('pagehide sends at once', () => {
    const { trace, transport } = start();
    trace.log('click', {});
    window.dispatchEvent(new Event('pagehide'));
    expect(batches(transport)[0]).toHaveLength(1);
  });
});

describe('spec §7: failures ignored', () => {
  it('a throwing transport and unserialisable data never throw into the page', () => {
    const { trace, transport } = start({}, fakeTransport({ throws: true }));
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(() => trace.log('cycle', cycle)).not.toThrow();
    trace.log('ok', 1);
    expect(() => jest.advanceTimersByTime(30000)).not.toThrow();
    expect(transport.sent).toHaveLength(1);
  });

  it('a failed send is not retried', async () => {
    const { trace, transport } = start({}, fakeTransport({ status: 500 }));
    trace.log('ok', 1);
    jest.advanceTimersByTime(30000);
    await Promise.resolve();
    jest.advanceTimersByTime(60000);
    expect(transport.sent).toHaveLength(1);
  });
});

describe('spec §9: selector label truncation 20', () => {
  it('builds tag#id.class', () => {
    const el = document.createElement('button');
    el.id = 'buy';
    el.className = 'btn primary';
    expect(selectorLabel(el)).toBe('button#buy.btn.prima');
    expect(selectorLabel(el)).toHaveLength(20);
  });

  it('short labels stay whole; nothing gives an empty label', () => {
    expect(selectorLabel(document.createElement('a'))).toBe('a');
    expect(selectorLabel(null)).toBe('');
  });
});
