import { createDataFetch, type FetchState } from '../../../src/core/data-fetch';

/** A load whose answers the test settles by hand, recording each signal. */
function manualLoad<T>() {
  const calls: { signal: AbortSignal; resolve(value: T): void; reject(error: unknown): void }[] = [];
  const load = (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      calls.push({ signal, resolve, reject });
    });
  return { calls, load };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createDataFetch', () => {
  it('goes pending → success with the data', async () => {
    const { calls, load } = manualLoad<string>();
    const states: FetchState<string>[] = [];
    const fetch = createDataFetch(load, (state) => states.push(state));
    expect(states).toEqual([{ status: 'pending' }]);
    calls[0].resolve('<p>html</p>');
    await flush();
    expect(states).toEqual([{ status: 'pending' }, { status: 'success', data: '<p>html</p>' }]);
    expect(fetch.state).toEqual({ status: 'success', data: '<p>html</p>' });
  });

  it('goes pending → failed with the error, and a refetch starts one new request', async () => {
    const { calls, load } = manualLoad<string>();
    const states: FetchState<string>[] = [];
    const fetch = createDataFetch(load, (state) => states.push(state));
    const error = new Error('offline');
    calls[0].reject(error);
    await flush();
    expect(fetch.state).toEqual({ status: 'failed', error });
    fetch.refetch();
    fetch.refetch();
    fetch.refetch();
    expect(calls).toHaveLength(2);
    expect(fetch.state).toEqual({ status: 'pending' });
    calls[1].resolve('ok');
    await flush();
    expect(states.map((state) => state.status)).toEqual(['pending', 'failed', 'pending', 'success']);
  });

  it('ignores a refetch while a request is in flight', () => {
    const { calls, load } = manualLoad<string>();
    const fetch = createDataFetch(load, () => {});
    fetch.refetch();
    expect(calls).toHaveLength(1);
  });

  it('destroy aborts the request in flight and reports nothing after', async () => {
    const { calls, load } = manualLoad<string>();
    const onChange = jest.fn();
    const fetch = createDataFetch(load, onChange);
    fetch.destroy();
    expect(calls[0].signal.aborted).toBe(true);
    calls[0].resolve('late');
    await flush();
    expect(onChange).toHaveBeenCalledTimes(1);
    fetch.refetch();
    expect(calls).toHaveLength(1);
  });

  it('a load that throws at once is a failure, not an exception', async () => {
    const error = new Error('bad widget JSON');
    const fetch = createDataFetch(
      () => {
        throw error;
      },
      () => {},
    );
    await flush();
    expect(fetch.state).toEqual({ status: 'failed', error });
  });
});
