import { fakeFetch, makeLayer, overlays, rejectionOf } from './helpers';

afterEach(() => overlays().forEach((element) => element.remove()));

describe('destroy() aborts calls in flight', () => {
  it("aborts the request's signal and rejects the call with 'Document was destroyed'", async () => {
    const { layer, fetch, events } = makeLayer(fakeFetch({ hang: true }));
    const pending = rejectionOf(layer.get('/api/multilingual/settings'));
    await Promise.resolve();
    layer.destroy();
    const error = await pending;
    expect(fetch.calls[0].init.signal?.aborted).toBe(true);
    expect(error).toMatchObject({ kind: 'destroyed', message: 'Document was destroyed' });
    expect(events).toEqual([]); // an abort is not a network error
  });

  it('cuts a retry delay short', async () => {
    // A sleep that never ends: only destroy() can settle the call.
    const endless = jest.fn((_ms: number) => new Promise<void>(() => {}));
    const { layer, fetch } = makeLayer(fakeFetch({ network: true }, { network: true }), {}, endless);
    const pending = rejectionOf(layer.get('/api/x', { retry: 3 }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(endless).toHaveBeenCalledWith(200);
    layer.destroy();
    expect((await pending).kind).toBe('destroyed');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('rejects a call whose answer arrives after destroy(), even from a fetch that ignores the signal', async () => {
    let answer: (value: { status: number; text(): Promise<string> }) => void = () => {};
    const fetch = jest.fn(
      () => new Promise<{ status: number; text(): Promise<string> }>((resolve) => (answer = resolve)),
    );
    const { layer } = makeLayer(fetch as never);
    const pending = rejectionOf(layer.get('/api/x'));
    layer.destroy();
    answer({ status: 200, text: async () => '{"late":true}' });
    expect((await pending).kind).toBe('destroyed');
  });
});

describe('after destroy()', () => {
  it("rejects every later call with 'Document was destroyed' and sends nothing", async () => {
    const { layer, fetch } = makeLayer();
    layer.destroy();
    const errors = await Promise.all([
      rejectionOf(layer.get('/api/x')),
      rejectionOf(layer.post('/api/x')),
      rejectionOf(layer.session.login({ email: 'a@example.com', password: 'pw' })),
    ]);
    expect(errors.map((error) => [error.kind, error.message])).toEqual([
      ['destroyed', 'Document was destroyed'],
      ['destroyed', 'Document was destroyed'],
      ['destroyed', 'Document was destroyed'],
    ]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('removes an open overlay, and shows none later', async () => {
    const { layer } = makeLayer(fakeFetch({ network: true }));
    await rejectionOf(layer.get('/api/x', { overlay: true }));
    expect(overlays()).toHaveLength(1);
    layer.destroy();
    expect(overlays()).toHaveLength(0);
  });

  it('can be called twice', () => {
    const { layer } = makeLayer();
    layer.destroy();
    expect(() => layer.destroy()).not.toThrow();
  });
});

describe("a call's own signal cancels it", () => {
  it('aborts the request in flight and rejects with kind "aborted", without a network event or a retry', async () => {
    const { layer, fetch, events } = makeLayer(fakeFetch({ hang: true }));
    const cancel = new AbortController();
    const pending = rejectionOf(layer.post('/api/form/SaveFormSubmission', { signal: cancel.signal, retry: 2 }));
    await Promise.resolve();
    cancel.abort();
    const error = await pending;
    expect(fetch.calls[0].init.signal?.aborted).toBe(true);
    expect(error).toMatchObject({ kind: 'aborted', message: 'Request aborted' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(events).toEqual([]);
  });

  it('an already aborted signal sends nothing; the data layer itself carries on', async () => {
    const { layer, fetch } = makeLayer(fakeFetch());
    const cancel = new AbortController();
    cancel.abort();
    expect((await rejectionOf(layer.get('/api/x', { signal: cancel.signal }))).kind).toBe('aborted');
    expect(fetch).not.toHaveBeenCalled();
    await expect(layer.get('/api/x')).resolves.toEqual({ ok: true });
  });
});
