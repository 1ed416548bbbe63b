import { subscribeVitals } from '../../../src/telemetry/page-vitals';
import type { Metric, Vitals } from '../../../src/telemetry/performance-records';

/** A fake web-vitals whose every onX call is counted (the real one adds page listeners each time). */
function fakeVitals() {
  const callbacks: ((metric: Metric) => void)[] = [];
  const on = (callback: (metric: Metric) => void) => void callbacks.push(callback);
  const vitals: Vitals = { onLCP: on, onCLS: on, onINP: on, onFCP: on, onTTFB: on };
  const load = jest.fn(async () => vitals);
  // The first subscription is onLCP's.
  const emit = (name: string) =>
    callbacks[0]({ name, value: 1, rating: 'good', delta: 1, id: 'v1', navigationType: 'navigate' });
  return { load, callbacks, emit };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('web-vitals is subscribed once per page (it cannot unsubscribe)', () => {
  it('a second recorder reuses the page feed; a stopped one hears nothing more', async () => {
    const fake = fakeVitals();
    const first: string[] = [];
    const second: string[] = [];
    const stopFirst = subscribeVitals(window, fake.load, (m) => first.push(m.name));
    await tick();
    stopFirst();
    subscribeVitals(window, fake.load, (m) => second.push(m.name));
    await tick();
    expect(fake.load).toHaveBeenCalledTimes(1);
    expect(fake.callbacks).toHaveLength(5); // one onX call per metric, ever
    fake.emit('LCP');
    expect(first).toEqual([]);
    expect(second).toEqual(['LCP']);
  });

  it('a failed load is forgotten, so a later recorder tries again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline'));
    subscribeVitals(window, load, () => {});
    await tick();
    const fake = fakeVitals();
    load.mockImplementation(fake.load);
    subscribeVitals(window, load, () => {});
    await tick();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
