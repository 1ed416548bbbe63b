/**
 * The named calls over the data layer (spec §7): multilingual settings and
 * status, the site header and footer, and the places calls with their
 * required tracking context. Each runs on a real data layer with a fake fetch,
 * so what is checked is what would go over the wire.
 */
import {
  createMultilingual,
  createPlaces,
  createSiteHeaderFooter,
  MISSING_CONTEXT_MESSAGE,
  type PlacesContext,
} from '../../../src/core/site-calls';
import { fakeFetch, makeLayer, rejectionOf, type Recorded } from './helpers';

/** Method, path and query of a recorded request, the crumb left out. */
function sent(call: Recorded) {
  const url = new URL(call.url);
  url.searchParams.delete('crumb');
  return { method: call.init.method, path: url.pathname, query: Object.fromEntries(url.searchParams) };
}

const CONTEXT: PlacesContext = { productPage: 'form', productSection: 'address-field' };

describe('multilingual settings and status (spec §7: GET, no payload)', () => {
  it('reads the settings with GET /api/multilingual/settings and resolves with the answer', async () => {
    const answer = { enabled: true, defaultLocale: 'pl-PL', languages: [{ locale: 'pl-PL' }] };
    const { layer, fetch } = makeLayer(fakeFetch({ body: answer }));
    await expect(createMultilingual(layer).settings()).resolves.toEqual(answer);
    expect(fetch.calls.map(sent)).toEqual([{ method: 'GET', path: '/api/multilingual/settings', query: {} }]);
    expect(fetch.calls[0].init.body).toBeUndefined();
  });

  it('reads the status with GET /api/multilingual/status and resolves with the answer', async () => {
    const { layer, fetch } = makeLayer(fakeFetch({ body: { status: 'READY' } }));
    await expect(createMultilingual(layer).status()).resolves.toEqual({ status: 'READY' });
    expect(fetch.calls.map(sent)).toEqual([{ method: 'GET', path: '/api/multilingual/status', query: {} }]);
  });

  it('a failed read rejects with the data layer error of spec §8', async () => {
    const { layer } = makeLayer(fakeFetch({ status: 503, body: {} }));
    const error = await rejectionOf(createMultilingual(layer).status());
    expect(error.message).toBe('This service is temporarily unavailable. Please try again later.');
  });

  it('passes the retry option on: a 503 then a success resolves', async () => {
    const { layer, fetch } = makeLayer(fakeFetch({ status: 503, body: {} }, { body: { enabled: false } }));
    await expect(createMultilingual(layer).settings({ retry: 1 })).resolves.toEqual({ enabled: false });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('site header and footer (spec §7: GET, and PUT with header and footer; returns header and footer)', () => {
  it('reads with GET /api/site-header-footer and resolves with header and footer only', async () => {
    const answer = { header: { html: '<p>H</p>' }, footer: { html: '<p>F</p>' }, other: 1 };
    const { layer, fetch } = makeLayer(fakeFetch({ body: answer }));
    await expect(createSiteHeaderFooter(layer).read()).resolves.toEqual({
      header: { html: '<p>H</p>' },
      footer: { html: '<p>F</p>' },
    });
    expect(fetch.calls.map(sent)).toEqual([{ method: 'GET', path: '/api/site-header-footer', query: {} }]);
  });

  it('an answer without them reads as null header and footer', async () => {
    const { layer } = makeLayer(fakeFetch({ status: 204 }));
    await expect(createSiteHeaderFooter(layer).read()).resolves.toEqual({ header: null, footer: null });
  });

  it('saves with PUT, header and footer as JSON, and resolves with what the server returns', async () => {
    const saved = { header: { html: '<p>new</p>' }, footer: null };
    const { layer, fetch } = makeLayer(fakeFetch({ body: saved }));
    await expect(createSiteHeaderFooter(layer).save({ header: { html: '<p>new</p>' }, footer: null })).resolves.toEqual(
      saved,
    );
    expect(fetch.calls.map(sent)).toEqual([{ method: 'PUT', path: '/api/site-header-footer', query: {} }]);
    expect(JSON.parse(fetch.calls[0].init.body as string)).toEqual(saved);
    expect(fetch.calls[0].headers['Content-Type']).toBe('application/json');
  });
});

describe('places (spec §7: input plus tracking context; productPage and productSection required)', () => {
  it('autocomplete sends GET with the input and the tracking context in the query', async () => {
    const { layer, fetch } = makeLayer(fakeFetch({ body: { predictions: [] } }));
    const places = createPlaces(layer, jest.fn());
    await expect(places.autocomplete('1 Broad', { ...CONTEXT, source: 'checkout' })).resolves.toEqual({
      predictions: [],
    });
    expect(fetch.calls.map(sent)).toEqual([
      {
        method: 'GET',
        path: '/api/google-maps/places/autocomplete',
        query: { productPage: 'form', productSection: 'address-field', source: 'checkout', input: '1 Broad' },
      },
    ]);
  });

  it('details sends GET with the place id and the tracking context', async () => {
    const { layer, fetch } = makeLayer();
    await createPlaces(layer, jest.fn()).details('place-7', CONTEXT);
    expect(fetch.calls.map(sent)).toEqual([
      {
        method: 'GET',
        path: '/api/google-maps/places/details',
        query: { productPage: 'form', productSection: 'address-field', placeId: 'place-7' },
      },
    ]);
  });

  it('the call’s own input wins over a field of the same name in the context', async () => {
    const { layer, fetch } = makeLayer();
    await createPlaces(layer, jest.fn()).autocomplete('typed', { ...CONTEXT, input: 'stray' });
    expect(sent(fetch.calls[0]).query.input).toBe('typed');
  });

  it.each([
    ['no context', undefined],
    ['no productPage', { productSection: 'address-field' }],
    ['no productSection', { productPage: 'form' }],
    ['an empty productPage', { productPage: ' ', productSection: 'address-field' }],
    ['a productSection that is not text', { productPage: 'form', productSection: 3 }],
  ])('%s: logs a console error, sends no request and rejects as invalid', async (_label, context) => {
    const { layer, fetch } = makeLayer();
    const logError = jest.fn();
    const places = createPlaces(layer, logError);
    for (const call of [places.autocomplete, places.details]) {
      const error = await rejectionOf(call('1 Broad', context as unknown as PlacesContext));
      expect(error.kind).toBe('invalid');
      expect(error.message).toBe(MISSING_CONTEXT_MESSAGE);
    }
    expect(logError.mock.calls).toEqual([[MISSING_CONTEXT_MESSAGE], [MISSING_CONTEXT_MESSAGE]]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('by default the error goes to the console, with the runtime prefix', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { layer } = makeLayer();
      await rejectionOf(createPlaces(layer).autocomplete('x', {} as PlacesContext));
      expect(spy).toHaveBeenCalledWith(`[site-runtime] ${MISSING_CONTEXT_MESSAGE}`);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('the named calls on the core services path', () => {
  it('are exported from src/core, which the services chunk re-exports', async () => {
    const core = await import('../../../src/core');
    expect(typeof core.createMultilingual).toBe('function');
    expect(typeof core.createSiteHeaderFooter).toBe('function');
    expect(typeof core.createPlaces).toBe('function');
  });
});
