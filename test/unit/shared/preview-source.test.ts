import { createPreviewSource, type SourceState } from '../../../src/shared/combobox/preview-source';
import { advance, useFakeClock } from '../fake-clock';

useFakeClock();

/** A load whose answers the test gives, one deferred promise per call. */
function deferredLoad() {
  const calls: { query: string; signal: AbortSignal; resolve(v: string[]): void; reject(e: unknown): void }[] = [];
  const load = (query: string, signal: AbortSignal) =>
    new Promise<string[]>((resolve, reject) => calls.push({ query, signal, resolve, reject }));
  return { calls, load };
}

function setup(delay = 200) {
  const { calls, load } = deferredLoad();
  const states: SourceState<string[]>[] = [];
  const source = createPreviewSource({ load, onState: (s) => states.push(s), delay, timers: globalThis });
  return { calls, states, source };
}

describe('the preview source: debounced, one request at a time', () => {
  it('asks once, after the quiet time following the last keystroke', async () => {
    const { calls, source } = setup();
    source.query('b');
    await advance(150);
    source.query('br');
    await advance(150);
    source.query('bre');
    await advance(199);
    expect(calls).toHaveLength(0);
    await advance(1);
    expect(calls.map((c) => c.query)).toEqual(['bre']);
  });

  it('a late answer for an older query never overwrites a newer one', async () => {
    const { calls, states, source } = setup();
    source.query('bre');
    await advance(200);
    source.query('bread');
    expect(calls[0].signal.aborted).toBe(true); // typing again cancels the older request
    await advance(200);
    calls[1].resolve(['Bread menu']);
    calls[0].resolve(['Bre… stale']);
    await advance(0);
    const answers = states.filter((s) => s.status === 'success');
    expect(answers).toEqual([{ query: 'bread', status: 'success', data: ['Bread menu'] }]);
  });

  it('an empty query is idle at once, and cancels what was pending', async () => {
    const { calls, states, source } = setup();
    source.query('bread');
    await advance(200);
    source.query('');
    expect(calls[0].signal.aborted).toBe(true);
    expect(states[states.length - 1]).toEqual({ query: '', status: 'idle' });
    calls[0].resolve(['late']);
    await advance(0);
    expect(states.some((s) => s.status === 'success')).toBe(false);
  });

  it('the same query again (a caret move) sends nothing new', async () => {
    const { calls, source } = setup();
    source.query('bread');
    await advance(200);
    source.query('bread');
    await advance(200);
    expect(calls).toHaveLength(1);
  });

  it('retry after a failure: one request however many clicks', async () => {
    const { calls, states, source } = setup();
    source.query('bread');
    await advance(200);
    calls[0].reject(new Error('offline'));
    await advance(0);
    expect(states[states.length - 1]?.status).toBe('failed');
    source.retry();
    source.retry();
    source.retry();
    expect(calls).toHaveLength(2);
    calls[1].resolve(['Bread menu']);
    await advance(0);
    expect(states[states.length - 1]).toEqual({ query: 'bread', status: 'success', data: ['Bread menu'] });
  });

  it('now: asks without waiting; destroy cancels the timer and the request', async () => {
    const { calls, source } = setup();
    source.query('bread', true);
    expect(calls).toHaveLength(1);
    source.query('rye');
    source.destroy();
    await advance(1000);
    expect(calls).toHaveLength(1);
    expect(calls[0].signal.aborted).toBe(true);
  });
});
