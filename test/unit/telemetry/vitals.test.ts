/**
 * The runtime's own web vitals (src/telemetry/vitals/): the web.dev
 * definitions, on a fake PerformanceObserver fed entries by the test.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from '../../../src/telemetry/vitals';

type Entry = Partial<PerformanceEntry> & Record<string, unknown>;

/** A PerformanceObserver whose entries the test hands out; per entry type. */
function fakeObservers(supported = ['paint', 'largest-contentful-paint', 'layout-shift', 'event', 'first-input']) {
  const live = new Map<string, { callback: (list: { getEntries(): Entry[] }) => void; pending: Entry[] }[]>();
  const pendingOnObserve: Record<string, Entry[]> = {};
  class FakeObserver {
    static supportedEntryTypes = supported;
    private type = '';
    constructor(private callback: (list: { getEntries(): Entry[] }) => void) {}
    observe({ type }: { type: string }) {
      this.type = type;
      live.set(type, [...(live.get(type) ?? []), { callback: this.callback, pending: [] }]);
      const early = pendingOnObserve[type];
      if (early) this.callback({ getEntries: () => early });
    }
    disconnect() {
      live.delete(this.type);
    }
    takeRecords() {
      return (live.get(this.type) ?? []).flatMap((o) => o.pending.splice(0));
    }
  }
  (window as unknown as Record<string, unknown>).PerformanceObserver = FakeObserver;
  return {
    /** Delivers `entries`, then lets the deferred callbacks run (src/telemetry/vitals/observe.ts). */
    emit: async (type: string, ...entries: Entry[]) => {
      live.get(type)?.forEach((o) => o.callback({ getEntries: () => entries }));
      await Promise.resolve();
    },
    /** Delivers `entries` inside `observe()` itself, as WebKit does for a buffered observer (bug 247863). */
    emitOnObserve: (type: string, ...entries: Entry[]) => void (pendingOnObserve[type] = entries),
    observing: (type: string) => live.has(type),
  };
}

let visibility: DocumentVisibilityState = 'visible';
beforeAll(() => Object.defineProperty(document, 'visibilityState', { get: () => visibility, configurable: true }));
beforeEach(() => (visibility = 'visible'));
const hide = () => {
  visibility = 'hidden';
  window.dispatchEvent(new Event('visibilitychange'));
};
const record = () => {
  const metrics: Metric[] = [];
  return { metrics, report: (m: Metric) => void metrics.push(m) };
};
const values = (metrics: Metric[]) => metrics.map((m) => [m.name, m.value, m.rating]);

describe('FCP', () => {
  it('WebKit: entries delivered inside observe() itself (bug 247863) are taken, with no error', async () => {
    const { emitOnObserve } = fakeObservers();
    const { metrics, report } = record();
    emitOnObserve('paint', { name: 'first-contentful-paint', startTime: 900 });
    expect(() => onFCP(report)).not.toThrow();
    await Promise.resolve();
    expect(values(metrics)).toEqual([['FCP', 900, 'good']]);
  });

  it('is the first contentful paint, once, rated by the 1.8 s / 3 s thresholds', async () => {
    const { emit } = fakeObservers();
    const { metrics, report } = record();
    onFCP(report);
    await emit('paint', { name: 'first-paint', startTime: 100 }, { name: 'first-contentful-paint', startTime: 2000 });
    await emit('paint', { name: 'first-contentful-paint', startTime: 2500 });
    expect(values(metrics)).toEqual([['FCP', 2000, 'needs-improvement']]);
  });

  it('a page hidden before its first paint reports none', async () => {
    const { emit } = fakeObservers();
    const { metrics, report } = record();
    visibility = 'hidden';
    onFCP(report);
    await emit('paint', { name: 'first-contentful-paint', startTime: 300 });
    expect(metrics).toEqual([]);
  });
});

describe('LCP', () => {
  it('is the last candidate before the first input, reported once it is final', async () => {
    jest.useFakeTimers();
    try {
      const { emit } = fakeObservers();
      const { metrics, report } = record();
      onLCP(report);
      await emit('largest-contentful-paint', { startTime: 800 }, { startTime: 1200 });
      expect(metrics).toEqual([]);
      window.dispatchEvent(new Event('keydown'));
      jest.runAllTimers();
      await emit('largest-contentful-paint', { startTime: 5000 });
      hide();
      expect(values(metrics)).toEqual([['LCP', 1200, 'good']]);
      expect(metrics[0].delta).toBe(1200);
    } finally {
      jest.useRealTimers();
    }
  });

  it('is final when the page is hidden, and not sent without a candidate', async () => {
    const { emit } = fakeObservers();
    const { metrics, report } = record();
    onLCP(report);
    await emit('largest-contentful-paint', { startTime: 4500 });
    hide();
    expect(values(metrics)).toEqual([['LCP', 4500, 'poor']]);
    const none = record();
    onLCP(none.report);
    hide();
    expect(none.metrics).toEqual([]);
  });
});

describe('CLS', () => {
  it('is the largest session window of shifts without recent input (1 s gaps, 5 s at most), sent when hidden', async () => {
    const { emit } = fakeObservers();
    const { metrics, report } = record();
    onCLS(report);
    await emit(
      'layout-shift',
      { startTime: 100, value: 0.05, hadRecentInput: false },
      { startTime: 600, value: 0.04, hadRecentInput: false },
      { startTime: 700, value: 0.5, hadRecentInput: true }, // the visitor's own doing
      { startTime: 3000, value: 0.08, hadRecentInput: false }, // a new window after a 1 s gap
    );
    hide();
    expect(metrics.map((m) => [m.name, +m.value.toFixed(3), m.rating])).toEqual([['CLS', 0.09, 'good']]);
  });

  it('a window closes after 5 s even without a gap', async () => {
    const { emit } = fakeObservers();
    const { metrics, report } = record();
    onCLS(report);
    const shifts = Array.from({ length: 12 }, (_, i) => ({ startTime: i * 900, value: 0.02, hadRecentInput: false }));
    await emit('layout-shift', ...shifts);
    hide();
    // 0, 900, …, 4500 (6 shifts) in the first window; 5400 … 9900 (6) in the second.
    expect(+metrics[0].value.toFixed(3)).toBe(0.12);
  });
});

describe('INP', () => {
  it('is the longest interaction (by id, the longest of its events), sent when hidden', async () => {
    const { emit } = fakeObservers();
    const { metrics, report } = record();
    onINP(report);
    await emit(
      'event',
      { interactionId: 1, duration: 80 },
      { interactionId: 1, duration: 120 },
      { interactionId: 0, duration: 900 },
    );
    await emit('first-input', { interactionId: 2, duration: 48 });
    hide();
    expect(values(metrics)).toEqual([['INP', 120, 'good']]);
  });

  it('with many interactions, leaves out the longest one per 50 (the 98th percentile)', async () => {
    const { emit } = fakeObservers();
    const { metrics, report } = record();
    onINP(report);
    await emit('event', ...Array.from({ length: 100 }, (_, i) => ({ interactionId: i + 1, duration: 100 + i * 5 })));
    hide();
    // 100 interactions: the third longest (595 and 590 left out).
    expect(metrics[0].value).toBe(585);
    expect(metrics[0].rating).toBe('poor');
  });

  it('no interaction, nothing sent; no Event Timing support, nothing at all', async () => {
    fakeObservers(['paint']);
    const { metrics, report } = record();
    onINP(report);
    hide();
    expect(metrics).toEqual([]);
  });
});

describe('TTFB', () => {
  it("is the navigation's response start, measured after load", async () => {
    jest.useFakeTimers();
    try {
      const win = {
        performance: { getEntriesByType: () => [{ responseStart: 420, type: 'reload' }] },
        document: { readyState: 'complete' },
        addEventListener: () => undefined,
      } as unknown as Window & typeof globalThis;
      const { metrics, report } = record();
      onTTFB(report, win);
      expect(metrics).toEqual([]);
      jest.runAllTimers();
      expect(values(metrics)).toEqual([['TTFB', 420, 'good']]);
      expect(metrics[0].navigationType).toBe('reload');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('a back/forward-cache restore is a new page view (as web-vitals: navigationType back-forward-cache)', () => {
  const restore = () => window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
  const show = () => {
    visibility = 'visible';
    window.dispatchEvent(new Event('visibilitychange'));
  };

  it('CLS and INP are measured again from zero and sent when the restored page is hidden again', async () => {
    const { emit } = fakeObservers();
    const { metrics, report } = record();
    onCLS(report);
    onINP(report);
    await emit('layout-shift', { startTime: 100, value: 0.05, hadRecentInput: false });
    await emit('event', { interactionId: 1, duration: 300 });
    hide();
    show();
    restore();
    await emit('event', { interactionId: 2, duration: 80 });
    hide();
    expect(metrics.map((m) => [m.name, m.value, m.navigationType])).toEqual([
      ['CLS', 0.05, 'navigate'],
      ['INP', 300, 'navigate'],
      ['CLS', 0, 'back-forward-cache'],
      ['INP', 80, 'back-forward-cache'],
    ]);
    expect(metrics[2].id).not.toBe(metrics[0].id);
  });

  it('TTFB is 0, FCP and LCP the time to the next frame but one', async () => {
    fakeObservers();
    const frames: FrameRequestCallback[] = [];
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    try {
      const { metrics, report } = record();
      onTTFB(report);
      onFCP(report);
      onLCP(report);
      restore();
      while (frames.length) frames.shift()!(0);
      expect(metrics.map((m) => [m.name, m.navigationType])).toEqual([
        ['TTFB', 'back-forward-cache'],
        ['FCP', 'back-forward-cache'],
        ['LCP', 'back-forward-cache'],
      ]);
      expect(metrics[0].value).toBe(0);
      expect(metrics[1].value).toBeGreaterThanOrEqual(0);
    } finally {
      raf.mockRestore();
    }
  });
});
