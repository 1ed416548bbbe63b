import fc from 'fast-check';
import { createDataLayer, DataLayerError } from '../../../src/core/data-layer';
import { fakeFetch, makeLayer, rejectionOf } from './helpers';

describe('paths: only /api/ and /api/rest/ are called (spec §7 "Generic data layer")', () => {
  it('sends a path under /api/ and under /api/rest/', async () => {
    const { layer, fetch } = makeLayer();
    await layer.get('/api/multilingual/settings');
    await layer.get('/api/rest/commerce/cart');
    expect(fetch.calls.map((call) => new URL(call.url).pathname)).toEqual([
      '/api/multilingual/settings',
      '/api/rest/commerce/cart',
    ]);
  });

  it.each([
    ['a path outside /api/', '/config/pages'],
    ['/api without the slash', '/api'],
    ['a lookalike prefix', '/apiary/x'],
    ['a relative path', 'api/form/FormSubmissionKey'],
    ['a path climbing out of /api/', '/api/../config'],
    ['an encoded climb', '/api/%2e%2e/config'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['an absolute URL outside /api/', 'https://other.example/login'],
    ['a URL with credentials', 'https://user:secret@other.example/api/x'],
    ['the empty string', ''],
  ])('refuses %s with a clear error and sends nothing', async (_label, path) => {
    const { layer, fetch } = makeLayer();
    const error = await rejectionOf(layer.get(path));
    expect(error).toBeInstanceOf(DataLayerError);
    expect(error.kind).toBe('invalid');
    expect(error.message).toMatch(/^Refused /);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('never sends anything outside /api/, however the path is spelled (property)', async () => {
    const { layer, fetch } = makeLayer();
    const paths = fc.oneof(
      fc.string(),
      fc.webPath(),
      fc.webUrl(),
      fc.string().map((rest) => `/api/${rest}`),
      fc.webPath().map((rest) => `/api/..${rest}`),
    );
    await fc.assert(
      fc.asyncProperty(paths, async (path) => {
        const before = fetch.calls.length;
        const outcome = await layer.get(path).then(
          () => 'sent',
          (error) => error.kind,
        );
        if (outcome === 'invalid') return expect(fetch.calls.length).toBe(before);
        expect(new URL(fetch.calls[before].url).pathname.startsWith('/api/')).toBe(true);
      }),
    );
  });
});

describe('methods: GET, POST, PUT and DELETE (spec §7)', () => {
  it('sends each method with its shorthand', async () => {
    const { layer, fetch } = makeLayer();
    await layer.get('/api/site-header-footer');
    await layer.post('/api/form/FormSubmissionKey');
    await layer.put('/api/site-header-footer', { json: { header: null, footer: null } });
    await layer.delete('/api/site-users/account/session');
    expect(fetch.calls.map((call) => call.init.method)).toEqual(['GET', 'POST', 'PUT', 'DELETE']);
  });

  it('accepts a lower-case method in request() and refuses any other method', async () => {
    const { layer, fetch } = makeLayer();
    await layer.request('post' as 'POST', '/api/events/Trace');
    expect(fetch.calls[0].init.method).toBe('POST');
    const error = await rejectionOf(layer.request('PATCH' as 'PUT', '/api/events/Trace'));
    expect(error.kind).toBe('invalid');
    expect(error.message).toContain('GET, POST, PUT or DELETE');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('query parameters', () => {
  it('adds the query object to the path, repeating array keys and leaving out null and undefined', async () => {
    const { layer, fetch } = makeLayer();
    await layer.get('/api/google-maps/places/autocomplete?input=old', {
      query: { input: 'Broad way', productPage: true, n: 3, tag: ['a', 'b'], none: null, gone: undefined },
    });
    const params = new URL(fetch.calls[0].url).searchParams;
    expect(params.getAll('input')).toEqual(['Broad way']);
    expect(params.get('productPage')).toBe('true');
    expect(params.get('n')).toBe('3');
    expect(params.getAll('tag')).toEqual(['a', 'b']);
    expect(params.has('none') || params.has('gone')).toBe(false);
  });
});

describe('bodies: JSON or form-encoded', () => {
  it('sends json as JSON with Content-Type application/json', async () => {
    const { layer, fetch } = makeLayer();
    await layer.post('/api/v1/events', { json: { analyticsId: 'a1', customData: { n: 1 } } });
    expect(fetch.calls[0].headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(fetch.calls[0].init.body as string)).toEqual({ analyticsId: 'a1', customData: { n: 1 } });
  });

  it('sends form as URLSearchParams (fetch sets the form Content-Type), objects as JSON text', async () => {
    const { layer, fetch } = makeLayer();
    await layer.post('/api/census/RecordHit', { form: { event: 1, data: { url: '/x' }, ss_cvr: 'v|1|2|3|4' } });
    const body = fetch.calls[0].init.body;
    expect(body).toBeInstanceOf(URLSearchParams);
    expect(Object.fromEntries(body as URLSearchParams)).toEqual({
      event: '1',
      data: '{"url":"/x"}',
      ss_cvr: 'v|1|2|3|4',
    });
    expect(fetch.calls[0].headers['Content-Type']).toBeUndefined();
  });

  it('refuses json and form together, a body on GET, and json that cannot be encoded', async () => {
    const { layer, fetch } = makeLayer();
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const errors = await Promise.all([
      rejectionOf(layer.post('/api/events/Trace', { json: {}, form: {} })),
      rejectionOf(layer.get('/api/events/Trace', { json: { a: 1 } })),
      rejectionOf(layer.post('/api/events/Trace', { json: circular })),
    ]);
    expect(errors.map((error) => error.kind)).toEqual(['invalid', 'invalid', 'invalid']);
    expect(errors[0].message).toContain('either json or form');
    expect(errors[1].message).toContain('a GET carries no body');
    expect(errors[2].message).toContain('cannot be encoded');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('lets a caller header replace a default one, whatever its case', async () => {
    const { layer, fetch } = makeLayer();
    await layer.post('/api/v1/events', { json: {}, headers: { 'content-type': 'application/json; charset=utf-8' } });
    const contentTypes = Object.entries(fetch.calls[0].headers).filter(
      ([name]) => name.toLowerCase() === 'content-type',
    );
    expect(contentTypes).toEqual([['content-type', 'application/json; charset=utf-8']]);
  });
});

describe('answers: the parsed JSON, or null for an empty body', () => {
  it('resolves with the JSON answer', async () => {
    const { layer } = makeLayer(fakeFetch({ status: 200, body: { enabled: false, languages: [] } }));
    await expect(layer.get('/api/multilingual/settings')).resolves.toEqual({ enabled: false, languages: [] });
  });

  it('resolves with null for a 204', async () => {
    const { layer } = makeLayer(fakeFetch({ status: 204 }));
    await expect(layer.post('/api/census/RecordHit')).resolves.toBeNull();
  });
});

describe('creating a data layer', () => {
  it('refuses to start without the page document and the crumb store, with a message that says so', () => {
    expect(() => createDataLayer({} as never)).toThrow('createDataLayer needs { doc, crumb }');
  });
});

describe('credentials: same-origin calls send same-origin credentials', () => {
  it('uses credentials same-origin for a plain call', async () => {
    const { layer, fetch } = makeLayer();
    await layer.get('/api/multilingual/status');
    expect(fetch.calls[0].init.credentials).toBe('same-origin');
  });
});
