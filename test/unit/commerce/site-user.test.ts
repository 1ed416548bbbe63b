/**
 * Site-user sessions (spec §7): the xsrfToken of a sign-in goes back as a
 * header on every later call to the own origin, on this page and the next,
 * and a sign-out forgets it.
 */
import { createDataLayer } from '../../../src/core/data-layer';
import { withSiteUser } from '../../../src/shared/site-user/data-layer';
import { createXsrfTokenStore } from '../../../src/shared/site-user/xsrf-token';

function memoryStore() {
  const values = new Map<string, unknown>();
  return {
    get: <T>(key: string) => (values.has(key) ? (values.get(key) as T) : null),
    set: (key: string, value: unknown) => (values.set(key, value), 'memory' as const),
    remove: (key: string) => void values.delete(key),
  };
}

function setUp(store = memoryStore()) {
  const calls: { url: string; method: string; headers: Record<string, string> }[] = [];
  const answers: unknown[] = [];
  const fetchImpl = (url: string, init: RequestInit) => {
    calls.push({ url, method: String(init.method), headers: init.headers as Record<string, string> });
    const answer = answers.shift() ?? {};
    return Promise.resolve({
      status: answer === null ? 204 : 200,
      text: () => Promise.resolve(answer === null ? '' : JSON.stringify(answer)),
    });
  };
  const crumb = { get: () => 'c', set: () => undefined, enabled: () => true };
  const layer = withSiteUser(createDataLayer({ doc: document, crumb }, fetchImpl), createXsrfTokenStore(store));
  return { layer, calls, answers, store };
}

const tokenOf = (call: { headers: Record<string, string> }) => call.headers['X-XSRF-Token'];

describe('the xsrfToken header', () => {
  it('a sign-in sends email, password and rememberMe; later calls carry the token', async () => {
    const { layer, calls, answers } = setUp();
    answers.push({ xsrfToken: 'tok-1' });
    await layer.session.login({ email: 'a@b.co', password: 'pw', rememberMe: true });
    await layer.get('/api/commerce/cart');
    expect(new URL(calls[0].url).pathname).toBe('/api/site-users/account/session');
    expect(tokenOf(calls[0])).toBeUndefined();
    expect(tokenOf(calls[1])).toBe('tok-1');
  });

  it('the next page (a new data layer over the same store) still sends it, and sign-out ends it', async () => {
    const store = memoryStore();
    const first = setUp(store);
    first.answers.push({ xsrfToken: 'tok-2' });
    await first.layer.session.login({ email: 'a@b.co', password: 'pw' });
    const next = setUp(store);
    next.answers.push(null);
    await next.layer.session.logout({ cloneCart: false });
    expect(next.calls[0].method).toBe('DELETE');
    expect(next.calls[0].url).toContain('cloneCart=false');
    expect(tokenOf(next.calls[0])).toBe('tok-2');
    await next.layer.get('/api/commerce/cart');
    expect(tokenOf(next.calls[1])).toBeUndefined();
  });

  it('a second sign-out while the first is on its way shares its request', async () => {
    const { layer, calls, answers } = setUp();
    answers.push({ xsrfToken: 't' }, null);
    await layer.session.login({ email: 'a@b.co', password: 'pw' });
    await Promise.all([layer.session.logout(), layer.session.logout()]);
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });
});
