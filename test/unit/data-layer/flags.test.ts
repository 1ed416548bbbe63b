import { createDataLayer } from '../../../src/core/data-layer';
import { fakeCrumb, fakeFetch, fakeSleep, makeLayer, overlays, rejectionOf } from './helpers';

afterEach(() => overlays().forEach((element) => element.remove()));

describe('loginRequired answers fire the login-required event (spec §8)', () => {
  it('calls onEvent and dispatches site-runtime:login-required on the document, then rejects', async () => {
    const heard: CustomEvent[] = [];
    const listener = (event: Event) => heard.push(event as CustomEvent);
    document.addEventListener('site-runtime:login-required', listener);
    const { layer, events } = makeLayer(fakeFetch({ status: 200, body: { loginRequired: true } }));
    const error = await rejectionOf(layer.get('/api/rest/account'));
    document.removeEventListener('site-runtime:login-required', listener);
    expect(error.kind).toBe('loginRequired');
    expect(events).toEqual([
      { name: 'loginRequired', detail: { url: '/api/rest/account', data: { loginRequired: true } } },
    ]);
    expect(heard).toHaveLength(1);
    expect(heard[0].detail).toEqual({ url: '/api/rest/account', data: { loginRequired: true } });
  });

  it('shows no overlay, even when the caller opted in (the login prompt answers it)', async () => {
    const { layer } = makeLayer(fakeFetch({ status: 401, body: { loginRequired: true } }));
    await rejectionOf(layer.get('/api/rest/account', { overlay: true }));
    expect(overlays()).toHaveLength(0);
  });
});

describe('authorizationFail answers show the system error overlay (spec §8)', () => {
  it('fires authorizationFail, rejects, and shows the overlay without being asked', async () => {
    const { layer, events } = makeLayer(fakeFetch({ status: 200, body: { authorizationFail: true } }));
    const error = await rejectionOf(layer.post('/api/rest/account'));
    expect(error).toMatchObject({ kind: 'authorizationFail', message: 'Unauthorized request' });
    expect(events.map((event) => event.name)).toEqual(['authorizationFail']);
    const [overlay] = overlays();
    expect(overlay.querySelector('[role="alertdialog"] h2')?.textContent).toBe('Something Went Wrong!');
    expect(overlay.querySelector('[role="alertdialog"] p')?.textContent).toBe('Unauthorized request');
  });

  it("shows the server's own words when the answer carries them", async () => {
    const { layer } = makeLayer(
      fakeFetch({ status: 200, body: { authorizationFail: true, error: 'Your role cannot do this' } }),
    );
    await rejectionOf(layer.post('/api/rest/account'));
    expect(overlays()[0].querySelector('p')?.textContent).toBe('Your role cannot do this');
  });
});

describe('crumbFail answers: the new crumb is stored and the call retried once (spec §8)', () => {
  it('stores the answer crumb through crumb.set and sends the call again with it', async () => {
    const { layer, fetch, crumb, events } = makeLayer(
      fakeFetch({ status: 200, body: { crumbFail: true, crumb: 'fresh' } }, { status: 200, body: { saved: true } }),
    );
    await expect(layer.post('/api/events/RecordEvent', { form: { event: 'x' } })).resolves.toEqual({ saved: true });
    expect(crumb.set).toHaveBeenCalledWith('fresh');
    expect(fetch.calls.map((call) => new URL(call.url).searchParams.get('crumb'))).toEqual(['crumb-1', 'fresh']);
    expect(fetch.calls[1].init.body).toEqual(fetch.calls[0].init.body);
    expect(events.map((event) => [event.name, event.detail.retry])).toEqual([['crumbFail', true]]);
  });

  it('does not wait the retry delay before the crumb retry', async () => {
    const { layer, sleep } = makeLayer(fakeFetch({ status: 200, body: { crumbFail: true, crumb: 'fresh' } }));
    await layer.get('/api/x');
    expect(sleep).not.toHaveBeenCalled();
  });

  it('stops at a second crumbFail: the call rejects, no third request', async () => {
    const { layer, fetch, crumb } = makeLayer(
      fakeFetch(
        { status: 200, body: { crumbFail: true, crumb: 'c2' } },
        { status: 200, body: { crumbFail: true, crumb: 'c3' } },
      ),
    );
    const error = await rejectionOf(layer.get('/api/x', { retry: 5 }));
    expect(error).toMatchObject({ kind: 'crumbFail', message: 'Unauthorized request' });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(crumb.set.mock.calls).toEqual([['c2'], ['c3']]);
  });

  it('does not retry when cookies are disabled, but still stores the crumb', async () => {
    const fetch = fakeFetch({ status: 200, body: { crumbFail: true, crumb: 'fresh' } });
    const crumb = fakeCrumb('old', false);
    const layer = createDataLayer({ doc: document, crumb, report: () => {} }, fetch, fakeSleep());
    const error = await rejectionOf(layer.get('/api/x'));
    expect(error.kind).toBe('crumbFail');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(crumb.set).toHaveBeenCalledWith('fresh');
  });

  it('a crumb retry and the retry count are separate: a 503 after the crumb retry is still retried', async () => {
    const { layer, fetch } = makeLayer(
      fakeFetch(
        { status: 200, body: { crumbFail: true, crumb: 'c2' } },
        { status: 503, body: '' },
        { status: 200, body: { ok: 1 } },
      ),
    );
    await expect(layer.get('/api/x', { retry: 1 })).resolves.toEqual({ ok: 1 });
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});

describe('listeners that throw are reported, and the call still settles', () => {
  it('reports a throwing onEvent through report()', async () => {
    const reports: string[] = [];
    const layer = createDataLayer(
      {
        doc: document,
        crumb: fakeCrumb(),
        onEvent: () => {
          throw new Error('listener broke');
        },
        report: (_error, message) => reports.push(message),
      },
      fakeFetch({ network: true }),
      fakeSleep(),
    );
    const error = await rejectionOf(layer.get('/api/x'));
    expect(error.kind).toBe('network');
    expect(reports).toEqual(['Data layer: the networkError listener failed']);
  });
});
