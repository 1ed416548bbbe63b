/**
 * The data layer of a site user's calls (cart, reviews, sessions): the page's
 * data layer, with the stored `xsrfToken` sent as a header on every call to
 * the own origin, and a session whose sign-in keeps the token for later pages
 * and whose sign-out forgets it (spec §7 "POST/DELETE
 * /api/site-users/account/session").
 */
import {
  SESSION_PATH,
  type DataLayer,
  type LoginDetails,
  type Method,
  type RequestOptions,
} from '../../core/data-layer';
import { createSiteDataLayer } from '../../core/site-data-layer';
import { createXsrfTokenStore, XSRF_HEADER, type XsrfTokenStore } from './xsrf-token';

/** Answer fields of a sign-in or account creation (spec §7). */
const tokenOf = (answer: unknown): string | undefined => {
  const token = answer && typeof answer === 'object' ? (answer as { xsrfToken?: unknown }).xsrfToken : undefined;
  return typeof token === 'string' && token !== '' ? token : undefined;
};

/**
 * Wraps `layer`: every call carries the stored token (the layer's own, after a
 * sign-in on this page, replaces it with the same value).
 */
export function withSiteUser(layer: DataLayer, tokens: XsrfTokenStore): DataLayer {
  let signedInHere = false;
  let pendingLogout: Promise<unknown> | null = null;
  const request = <T>(method: Method, path: string, options: RequestOptions = {}) => {
    const token = tokens.get();
    const headers = token ? { [XSRF_HEADER]: token, ...options.headers } : options.headers;
    return layer.request<T>(method, path, headers ? { ...options, headers } : options);
  };
  const call =
    (method: Method) =>
    <T = unknown>(path: string, options?: RequestOptions) =>
      request<T>(method, path, options);
  return {
    request,
    get: call('GET'),
    post: call('POST'),
    put: call('PUT'),
    delete: call('DELETE'),
    session: {
      async login(details: LoginDetails) {
        const answer = await layer.session.login(details);
        signedInHere = true;
        tokens.set(tokenOf(answer));
        return answer;
      },
      logout(options) {
        // Spec §4: one at a time. After a sign-in on this page the layer holds the token and
        // forgets it itself; on a later page the stored one goes with the call.
        pendingLogout ??= (
          signedInHere
            ? layer.session.logout(options)
            : request('DELETE', SESSION_PATH, { query: { cloneCart: options?.cloneCart === true }, overlay: false })
        )
          .then((answer) => {
            signedInHere = false;
            tokens.set(undefined);
            return answer;
          })
          .finally(() => void (pendingLogout = null));
        return pendingLogout;
      },
    },
    destroy: () => layer.destroy(),
  };
}

/** The site user's data layer for the page `doc`. */
export function createSiteUserDataLayer(
  doc: Document,
  report?: (error: unknown, message: string) => void,
  tokens: XsrfTokenStore = createXsrfTokenStore(),
): DataLayer {
  return withSiteUser(createSiteDataLayer(doc, { report }), tokens);
}

export { tokenOf as xsrfTokenOf };
