/**
 * The table of reference API calls (spec §7): method, path and the handler
 * that answers it. Handlers return an Answer; the dispatcher writes it.
 */
import { crumbCookie, randomToken } from './http-helpers.mjs';
import { createFormHandlers } from './api-forms.mjs';
import { getWidgetRendering } from './api-widgets.mjs';
import { CART_PATH, createCartHandlers } from './api-cart.mjs';
import { createMemberHandlers } from './api-members.mjs';
import { createSampling } from './sampling.mjs';
import { searchPreview } from './search.mjs';

/**
 * @typedef {import('./fail-rules.mjs').Answer} Answer
 * @typedef {import('./api-forms.mjs').Call} Call
 * @typedef {{ method: string, path: string | RegExp, handle: (call: Call & { headers: import('node:http').IncomingHttpHeaders }) => Answer }} Route
 */

/** A 1×1 transparent GIF, the answer to the tracking image beacon. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** @returns {Answer} */
const noContent = () => ({ status: 204 });

/**
 * Creates the routes with their own state (the form handlers' keys and
 * submissions, the carts, the site users, header and footer, languages), so
 * two servers never share anything. `sampling` picks the page views whose
 * performance is measured (./sampling.mjs).
 * @returns {Route[]}
 */
export function createRoutes(forms = createFormHandlers(), sampling = createSampling()) {
  const cart = createCartHandlers();
  const members = createMemberHandlers();
  const state = {
    headerFooter: { header: { html: '<p>Site header</p>' }, footer: { html: '<p>Site footer</p>' } },
    languages: [{ locale: 'en-US', name: 'English', isDefault: true }],
  };
  /** @param {string} method @param {string | RegExp} path @param {Route['handle']} handle @returns {Route} */
  const route = (method, path, handle) => ({ method, path, handle });

  return [
    route('POST', '/api/form/FormSubmissionKey', forms.formSubmissionKey),
    route('POST', '/api/form/SaveFormSubmission', forms.saveFormSubmission),
    // Spec §4: after logout the page redirects; a fresh crumb starts the new session.
    route('POST', '/api/auth/Logout', () => ({
      status: 200,
      json: { success: true },
      headers: { 'Set-Cookie': crumbCookie() },
    })),
    route('POST', '/api/widget/GetWidgetRendering', getWidgetRendering),
    route('POST', '/api/census/RecordHit', noContent),
    route('POST', '/api/census/button-click', noContent),
    route('POST', '/api/census/button-render', noContent),
    route('POST', '/api/census/form-render', noContent),
    route('POST', '/api/census/overlay', noContent),
    route('POST', /^\/api\/census\/RecordQuickView\/[^/]+$/, noContent),
    route('POST', '/api/events/RecordJavascriptErrors', noContent),
    route('POST', '/api/events/Trace', noContent),
    route('POST', '/api/events/RecordEvent', noContent),
    // Spec §7: the events service answers 200 or 202; 202 is the one to handle.
    route('POST', '/api/v1/events', () => ({ status: 202, json: { accepted: true } })),
    route('POST', '/api/1/performance/records', noContent),
    // A page view the sampling skips gets no id (./sampling.mjs): the runtime then records nothing.
    route('GET', '/api/1/performance/settings', () => ({
      status: 200,
      json: { pageLoadId: sampling.sampled() ? randomToken() : null },
    })),
    route('GET', '/api/track/Track', () => ({ status: 200, type: 'image/gif', raw: PIXEL })),
    route('GET', '/api/multilingual/settings', () => ({
      status: 200,
      json: { enabled: false, defaultLocale: 'en-US', languages: state.languages },
    })),
    route('GET', '/api/multilingual/status', () => ({ status: 200, json: { status: 'READY', enabled: false } })),
    route('PUT', '/api/multilingual/languages', ({ body }) => {
      const languages = body?.languages ?? body;
      if (Array.isArray(languages)) state.languages = languages;
      return { status: 200, json: body ?? {} };
    }),
    route('GET', '/api/site-header-footer', () => ({ status: 200, json: state.headerFooter })),
    route('PUT', '/api/site-header-footer', ({ body }) => {
      state.headerFooter = { header: body?.header ?? null, footer: body?.footer ?? null };
      return { status: 200, json: state.headerFooter };
    }),
    route('POST', '/api/site-users/account/session', members.login),
    route('DELETE', '/api/site-users/account/session', members.logout),
    route('POST', '/api/site-users/account', members.createAccount),
    // README "The cart call": one path, a real cart per visitor.
    route('GET', CART_PATH, cart.read),
    route('POST', CART_PATH, cart.add),
    route('PUT', CART_PATH, cart.update),
    route('DELETE', CART_PATH, cart.remove),
    route('POST', '/api/commerce/product-reviews', members.review),
    route('POST', '/api/auth/lock-screen', members.lockScreen),
    // docs/blocks/search.md: the preview call (the spec names none).
    route('GET', '/api/search/preview', searchPreview),
    route('GET', '/api/google-maps/places/autocomplete', ({ query }) => ({
      status: 200,
      json: { predictions: placePredictions(query.get('input') ?? '') },
    })),
    route('GET', '/api/google-maps/places/details', ({ query }) => ({
      status: 200,
      json: { result: placeDetails(query.get('placeId') ?? query.get('place_id') ?? 'reference-place-1') },
    })),
  ];
}

/**
 * Finds the route for a call: `{ route }`, or `{ allowed }` when only the
 * method is wrong, or null for an unknown path.
 * @param {Route[]} routes
 * @param {string} method
 * @param {string} path
 * @returns {{ route: Route } | { allowed: string[] } | null}
 */
export function findRoute(routes, method, path) {
  const samePath = routes.filter((r) => (typeof r.path === 'string' ? r.path === path : r.path.test(path)));
  const route = samePath.find((r) => r.method === method);
  if (route) return { route };
  return samePath.length > 0 ? { allowed: samePath.map((r) => r.method) } : null;
}

/** @param {string} input */
function placePredictions(input) {
  const streets = ['Broadway', 'Wall Street', 'Fulton Street'];
  return streets.map((street, index) => ({
    placeId: `reference-place-${index + 1}`,
    description: `${input ? `${input}, ` : ''}${street}, New York, NY, USA`,
  }));
}

/** @param {string} placeId */
function placeDetails(placeId) {
  // Spec §3 Map: the default centre is a fixed point in lower Manhattan.
  return {
    placeId,
    formattedAddress: '1 Broadway, New York, NY 10004, USA',
    addressComponents: { line1: '1 Broadway', city: 'New York', state: 'NY', zip: '10004', country: 'US' },
    location: { lat: 40.7051, lng: -74.0136 },
  };
}
