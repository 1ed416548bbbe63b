import fc from 'fast-check';
import { createDataLayer } from '../../../src/core/data-layer';
import { secureOriginFor } from '../../../src/core/data-layer/request-target';
import { documentAt, fakeCrumb, fakeFetch, fakeSleep, makeLayer, rejectionOf } from './helpers';

const crumbOf = (url: string) => new URL(url).searchParams.getAll('crumb');

describe('the crumb goes on every call to the own origin, and never to another (spec §7)', () => {
  it('appends crumb=… to the query of every method on the own origin', async () => {
    const { layer, fetch } = makeLayer();
    await layer.get('/api/multilingual/settings?x=1');
    await layer.post('/api/events/RecordEvent', { form: { event: 'e' } });
    await layer.put('/api/multilingual/languages', { json: [] });
    await layer.delete('/api/site-users/account/session');
    expect(fetch.calls.map((call) => crumbOf(call.url))).toEqual([['crumb-1'], ['crumb-1'], ['crumb-1'], ['crumb-1']]);
    expect(new URL(fetch.calls[0].url).searchParams.get('x')).toBe('1');
  });

  it('reads the crumb at each call, so a new crumb is used at once', async () => {
    const { layer, fetch, crumb } = makeLayer();
    crumb.set('crumb-2');
    await layer.get('/api/multilingual/status');
    expect(crumbOf(fetch.calls[0].url)).toEqual(['crumb-2']);
  });

  it('sends no crumb parameter when there is no crumb', async () => {
    const fetch = fakeFetch();
    const layer = createDataLayer({ doc: document, crumb: fakeCrumb(null) }, fetch, fakeSleep());
    await layer.get('/api/multilingual/status');
    expect(new URL(fetch.calls[0].url).searchParams.has('crumb')).toBe(false);
  });

  it('sends no crumb with an absolute URL to another origin', async () => {
    const { layer, fetch } = makeLayer();
    await layer.get('https://api.other.example/api/v1/events');
    await layer.get('//cdn.other.example/api/x');
    expect(fetch.calls.map((call) => crumbOf(call.url))).toEqual([[], []]);
  });

  it('sends no crumb with a secure call to the site https domain on another host', async () => {
    const { layer, fetch } = makeLayer(fakeFetch(), { secureDomains: ['secure.example.com'] });
    await layer.post('/api/site-users/account/session', { secure: true, json: {} });
    expect(new URL(fetch.calls[0].url).origin).toBe('https://secure.example.com');
    expect(crumbOf(fetch.calls[0].url)).toEqual([]);
  });

  it('sends the crumb to another origin never, and to the own origin always (property)', async () => {
    const { layer, fetch } = makeLayer();
    const urls = fc.oneof(
      fc.webPath().map((rest) => ({ url: `/api${rest.startsWith('/') ? rest : `/${rest}`}x`, own: true })),
      fc.domain().map((host) => ({ url: `https://${host}/api/x`, own: false })),
      fc.domain().map((host) => ({ url: `http://${host}:8080/api/x`, own: false })),
    );
    await fc.assert(
      fc.asyncProperty(urls, async ({ url, own }) => {
        await layer.get(url);
        const sent = fetch.calls[fetch.calls.length - 1].url;
        expect(crumbOf(sent)).toEqual(own ? ['crumb-1'] : []);
      }),
    );
  });
});

describe('secure calls go to the site https domain with cross-domain credentials (spec §7)', () => {
  it('sends a secure call with credentials include', async () => {
    const { layer, fetch } = makeLayer(fakeFetch(), { secureDomains: ['secure.example.com'] });
    await layer.get('/api/rest/account', { secure: true });
    expect(fetch.calls[0].url).toMatch(/^https:\/\/secure\.example\.com\/api\/rest\/account/);
    expect(fetch.calls[0].init.credentials).toBe('include');
  });

  it('keeps a secure call on the page origin, with the crumb, when the page is already on a secure domain', async () => {
    const fetch = fakeFetch();
    const doc = documentAt('https://shop.example.com/cart');
    const layer = createDataLayer({ doc, crumb: fakeCrumb(), secureDomains: ['example.com'] }, fetch, fakeSleep());
    await layer.get('/api/rest/account', { secure: true });
    expect(new URL(fetch.calls[0].url).origin).toBe('https://shop.example.com');
    expect(crumbOf(fetch.calls[0].url)).toEqual(['crumb-1']);
    expect(fetch.calls[0].init.credentials).toBe('include');
  });

  it('picks the origin: the page when on a secure domain over https, else the first secure domain, else the page host over https', () => {
    expect(secureOriginFor(new URL('https://www.example.com/'), ['example.com', 'example.net'])).toBe(
      'https://www.example.com',
    );
    expect(secureOriginFor(new URL('http://www.example.com/'), ['example.com'])).toBe('https://example.com');
    expect(secureOriginFor(new URL('https://custom.shop/'), ['secure.example.com'])).toBe('https://secure.example.com');
    expect(secureOriginFor(new URL('https://custom.shop/'), [])).toBe('https://custom.shop');
    expect(secureOriginFor(new URL('http://localhost:8080/'), [])).toBe('https://localhost');
  });

  it('refuses a secure call given a URL instead of a path, and reports secure domains that are not host names', async () => {
    const { layer, fetch, reports } = makeLayer(fakeFetch(), { secureDomains: ['https://bad.example/', 'ok.example'] });
    const error = await rejectionOf(layer.get('https://elsewhere.example/api/x', { secure: true }));
    expect(error.kind).toBe('invalid');
    expect(fetch).not.toHaveBeenCalled();
    expect(reports.map((r) => r.message)).toEqual([
      'Data layer: secure domain "https://bad.example/" is not a host name; ignored',
    ]);
    await layer.get('/api/x', { secure: true });
    expect(new URL(fetch.calls[0].url).origin).toBe('https://ok.example');
  });
});

describe('site-user sessions: the xsrfToken goes back as X-XSRF-Token to the own origin (spec §7)', () => {
  const loggedIn = async (...after: Parameters<typeof fakeFetch>) => {
    const fixture = makeLayer(fakeFetch({ status: 200, body: { xsrfToken: 'xsrf-1' } }, ...after));
    await fixture.layer.session.login({ email: 'a@example.com', password: 'pw', rememberMe: true });
    return fixture;
  };

  it('logs in with POST /api/site-users/account/session and a JSON body', async () => {
    const { fetch } = await loggedIn();
    const [call] = fetch.calls;
    expect(call.init.method).toBe('POST');
    expect(new URL(call.url).pathname).toBe('/api/site-users/account/session');
    expect(JSON.parse(call.init.body as string)).toEqual({ email: 'a@example.com', password: 'pw', rememberMe: true });
    expect(call.headers['X-XSRF-Token']).toBeUndefined();
  });

  it('sends X-XSRF-Token on every later call to the own origin', async () => {
    const { layer, fetch } = await loggedIn();
    await layer.get('/api/multilingual/settings');
    await layer.post('/api/events/Trace', { form: { data: '[]' } });
    expect(fetch.calls.slice(1).map((call) => call.headers['X-XSRF-Token'])).toEqual(['xsrf-1', 'xsrf-1']);
  });

  it('never sends the token to another origin, secure or not', async () => {
    const { layer, fetch } = await loggedIn();
    await layer.get('https://api.other.example/api/v1/events');
    await layer.get('/api/rest/account', { secure: true }); // http page: the secure origin is https://localhost
    expect(fetch.calls.slice(1).map((call) => call.headers['X-XSRF-Token'])).toEqual([undefined, undefined]);
  });

  it('logs out with DELETE …/session?cloneCart=…, then forgets the token', async () => {
    const { layer, fetch } = await loggedIn({ status: 204 });
    await layer.session.logout({ cloneCart: true });
    const logout = fetch.calls[1];
    expect(logout.init.method).toBe('DELETE');
    expect(new URL(logout.url).searchParams.get('cloneCart')).toBe('true');
    expect(logout.headers['X-XSRF-Token']).toBe('xsrf-1');
    await layer.get('/api/multilingual/status');
    expect(fetch.calls[2].headers['X-XSRF-Token']).toBeUndefined();
  });

  it('sends cloneCart=false by default and runs one logout at a time', async () => {
    const { layer, fetch } = await loggedIn({ status: 204 });
    const [first, second] = [layer.session.logout(), layer.session.logout()];
    expect(second).toBe(first);
    await first;
    expect(
      fetch.calls
        .filter((call) => call.init.method === 'DELETE')
        .map((call) => new URL(call.url).searchParams.get('cloneCart')),
    ).toEqual(['false']);
  });

  it('keeps the token when logout fails, so it can be tried again', async () => {
    const { layer, fetch } = await loggedIn({ status: 503, body: '' });
    await rejectionOf(layer.session.logout());
    await layer.get('/api/multilingual/status');
    expect(fetch.calls[2].headers['X-XSRF-Token']).toBe('xsrf-1');
  });

  it("rejects a failed login with the server's error message", async () => {
    const { layer } = makeLayer(
      fakeFetch(
        { status: 401, body: { error: 'Invalid email or password' } },
        { status: 403, body: { error: 'Account locked' } },
      ),
    );
    const first = await rejectionOf(layer.session.login({ email: 'a@example.com', password: 'wrong' }));
    const second = await rejectionOf(layer.session.login({ email: 'a@example.com', password: 'pw' }));
    expect([first.message, second.message]).toEqual(['Invalid email or password', 'Account locked']);
    expect(second.status).toBe(403);
  });

  it('refuses a login without an email and a password, and sends nothing', async () => {
    const { layer, fetch } = makeLayer();
    const error = await rejectionOf(layer.session.login({ email: 'a@example.com' } as never));
    expect(error.kind).toBe('invalid');
    expect(fetch).not.toHaveBeenCalled();
  });
});
