import fc from 'fast-check';
import { DATA_LAYER_MESSAGES, RETRY_DELAY_MS } from '../../../src/core/data-layer';
import { classifyAnswer } from '../../../src/core/data-layer/classify-answer';
import { fakeFetch, makeLayer, rejectionOf } from './helpers';

const failureOf = async (...script: Parameters<typeof fakeFetch>) => {
  const fixture = makeLayer(fakeFetch(...script));
  return { ...fixture, error: await rejectionOf(fixture.layer.get('/api/multilingual/settings?a=1')) };
};

describe('unparsable JSON (spec §8 "Data layer")', () => {
  it('rejects with "Internal Error: Unable to parse server response from ({url}) as JSON: {message}"', async () => {
    const { error } = await failureOf({ status: 200, body: '<!doctype html><p>not JSON' });
    let parseMessage = '';
    try {
      JSON.parse('<!doctype html><p>not JSON');
    } catch (cause) {
      parseMessage = (cause as Error).message;
    }
    expect(error.kind).toBe('parse');
    expect(error.message).toBe(
      `Internal Error: Unable to parse server response from (/api/multilingual/settings?a=1) as JSON: ${parseMessage}`,
    );
    expect(error.url).toBe('/api/multilingual/settings?a=1');
    expect(error.data).toBe('<!doctype html><p>not JSON');
  });

  it('never puts the crumb into the message or the url', async () => {
    const { error } = await failureOf({ status: 200, body: 'nope' });
    expect(error.message).not.toContain('crumb');
    expect(error.url).not.toContain('crumb');
  });
});

describe("400, 401, 500 and 502 pass the server's message on (spec §8)", () => {
  it.each([400, 401, 500, 502])('%i with { error } rejects with the server error', async (status) => {
    const { error } = await failureOf({ status, body: { error: 'Card declined', message: 'ignored' } });
    expect(error).toMatchObject({ kind: 'server', status, message: 'Card declined' });
    expect(error.data).toEqual({ error: 'Card declined', message: 'ignored' });
  });

  it.each([400, 401, 500, 502])('%i with only { message } rejects with that message', async (status) => {
    const { error } = await failureOf({ status, body: { message: 'Try a smaller file' } });
    expect(error).toMatchObject({ kind: 'server', status, message: 'Try a smaller file' });
  });

  it('passes a billingErrorCode answer on as the server error, with its data', async () => {
    const { error } = await failureOf({ status: 400, body: { billingErrorCode: 'CARD_EXPIRED' } });
    expect(error.kind).toBe('server');
    expect(error.data).toEqual({ billingErrorCode: 'CARD_EXPIRED' });
  });
});

describe('cleaned messages for the other failures (spec §8)', () => {
  it("network failure rejects with 'Unable to connect…' (one ellipsis character)", async () => {
    const { error } = await failureOf({ network: true });
    expect(error).toMatchObject({ kind: 'network', status: null, message: 'Unable to connect\u2026' });
  });

  it.each([
    [401, {}, 'Unauthorized request'],
    [403, { error: 'Forbidden' }, 'Unauthorized request'],
    [500, {}, 'Internal server error. Please try again later.'],
    [501, { error: 'Not Implemented' }, 'Internal server error. Please try again later.'],
    [503, { error: 'Service Unavailable' }, 'This service is temporarily unavailable. Please try again later.'],
    [503, '<html>down</html>', 'This service is temporarily unavailable. Please try again later.'],
    [404, { error: 'Not found' }, 'Something went wrong'],
    [429, {}, 'Something went wrong'],
  ])('%i with %j rejects with %j', async (status, body, message) => {
    const { error } = await failureOf({ status, body });
    expect(error).toMatchObject({ kind: 'status', status, message });
  });

  it('maps every failed status to the server message or a catalogue message (property)', () => {
    const catalogue: string[] = [
      DATA_LAYER_MESSAGES.unauthorized,
      DATA_LAYER_MESSAGES.internal,
      DATA_LAYER_MESSAGES.unavailable,
      DATA_LAYER_MESSAGES.generic,
    ];
    fc.assert(
      fc.property(fc.integer({ min: 300, max: 599 }), fc.jsonValue(), (status, body) => {
        const outcome = classifyAnswer(status, JSON.stringify(body), '/api/x');
        if (outcome.ok) throw new Error('a failed status resolved');
        const { error } = outcome;
        if (error.kind === 'server') {
          expect([400, 401, 500, 502]).toContain(status);
          const fields = body as { error?: unknown; message?: unknown };
          expect([fields.error, fields.message]).toContain(error.message);
        } else if (error.kind === 'status') {
          expect(catalogue).toContain(error.message);
        } else {
          expect(['crumbFail', 'loginRequired', 'authorizationFail']).toContain(error.kind);
        }
      }),
    );
  });
});

describe('system_network_error (spec §7 "Other loads")', () => {
  it('fires networkError with urlRequested once the call has failed', async () => {
    const { events } = await failureOf({ network: true });
    expect(events).toEqual([{ name: 'networkError', detail: { urlRequested: '/api/multilingual/settings?a=1' } }]);
  });

  it('fires once per failed call, not once per retried attempt', async () => {
    const { layer, events } = makeLayer(fakeFetch({ network: true }, { network: true }, { network: true }));
    await rejectionOf(layer.get('/api/x', { retry: 2 }));
    expect(events.filter((event) => event.name === 'networkError')).toHaveLength(1);
  });

  it('tells the page too: site-runtime:network-error on the document, for telemetry to send', async () => {
    const heard: unknown[] = [];
    const listen = (event: Event) => heard.push((event as CustomEvent).detail);
    document.addEventListener('site-runtime:network-error', listen);
    try {
      await failureOf({ network: true });
      await failureOf({ status: 500, body: {} });
    } finally {
      document.removeEventListener('site-runtime:network-error', listen);
    }
    expect(heard).toEqual([{ urlRequested: '/api/multilingual/settings?a=1' }]);
  });

  it('does not fire for an HTTP error', async () => {
    const { events } = await failureOf({ status: 500, body: {} });
    expect(events).toEqual([]);
  });
});

describe('retry: a network failure or a 5xx is tried again `retry` times, 200 ms apart (spec §7, §9)', () => {
  it('retries a network failure and a 503, waiting 200 ms before each retry', async () => {
    const { layer, fetch, sleep } = makeLayer(
      fakeFetch({ network: true }, { status: 503, body: '' }, { status: 200, body: { ok: 1 } }),
    );
    await expect(layer.get('/api/multilingual/settings', { retry: 2 })).resolves.toEqual({ ok: 1 });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[200], [200]]);
    expect(RETRY_DELAY_MS).toBe(200);
  });

  it('gives up after `retry` retries and rejects with the last error', async () => {
    const { layer, fetch, sleep } = makeLayer(
      fakeFetch({ status: 500, body: {} }, { status: 500, body: {} }, { status: 502, body: {} }),
    );
    const error = await rejectionOf(layer.get('/api/multilingual/settings', { retry: 2 }));
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(sleep).toHaveBeenCalledTimes(2);
    expect(error).toMatchObject({ status: 502, message: 'Something went wrong' });
  });

  it('sends a call once when no retry count is set, or a bad one', async () => {
    for (const retry of [undefined, 0, -1, Number.NaN, Infinity]) {
      const { layer, fetch, sleep } = makeLayer(fakeFetch({ status: 503, body: '' }, { status: 200 }));
      await rejectionOf(layer.get('/api/x', { retry }));
      expect([fetch.mock.calls.length, sleep.mock.calls.length]).toEqual([1, 0]);
    }
  });

  it('does not retry a 4xx or an unparsable answer', async () => {
    const { layer, fetch } = makeLayer(fakeFetch({ status: 400, body: { error: 'Bad' } }, { status: 200, body: 'x' }));
    await rejectionOf(layer.get('/api/x', { retry: 3 }));
    await rejectionOf(layer.get('/api/x', { retry: 3 }));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('sends the call 1 + retry times when every attempt fails (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 6 }), async (retry) => {
        const { layer, fetch, sleep } = makeLayer(fakeFetch(...Array.from({ length: 10 }, () => ({ network: true }))));
        await rejectionOf(layer.get('/api/x', { retry }));
        expect(fetch).toHaveBeenCalledTimes(retry + 1);
        expect(sleep.mock.calls).toEqual(Array.from({ length: retry }, () => [200]));
      }),
    );
  });
});
