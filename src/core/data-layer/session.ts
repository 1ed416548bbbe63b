/**
 * Site-user sessions (spec §7): log in, keep the answer's `xsrfToken` for
 * later calls, log out and forget it.
 */
import { isRecord } from './classify-answer';
import { DataLayerError, isDataLayerError } from './data-layer-error';
import type { DataLayerSession, LoginDetails, Method, RequestOptions } from './types';

/** Spec §7: the site-user session call. */
export const SESSION_PATH = '/api/site-users/account/session';

/** Where the session keeps its token: an instance field of the data layer. */
export interface TokenSlot {
  set(token: string | undefined): void;
}

type Send = (method: Method, path: string, options: RequestOptions) => Promise<unknown>;

/**
 * Creates the `session` object of a data layer. Neither call shows the
 * overlay: a login form shows its own error, and a failed logout leaves the
 * visitor where they are.
 */
export function createSession(send: Send, token: TokenSlot): DataLayerSession {
  let pendingLogout: Promise<unknown> | null = null;
  return {
    async login(details: LoginDetails) {
      const { email, password, rememberMe = false } = details ?? ({} as LoginDetails);
      if (typeof email !== 'string' || typeof password !== 'string') {
        throw new DataLayerError('invalid', 'session.login needs an email and a password, as text.', {
          url: SESSION_PATH,
        });
      }
      try {
        const data = await send('POST', SESSION_PATH, {
          json: { email, password, rememberMe: rememberMe === true },
          overlay: false,
        });
        // A new session: a missing token must not leave the previous one in use.
        token.set(isRecord(data) && typeof data.xsrfToken === 'string' ? data.xsrfToken : undefined);
        return data;
      } catch (error) {
        throw withServerError(error);
      }
    },
    logout(options = {}) {
      // Spec §4: logout runs one at a time; a second click joins the first request.
      pendingLogout ??= send('DELETE', SESSION_PATH, {
        query: { cloneCart: options.cloneCart === true },
        overlay: false,
      })
        .then((data) => {
          // Forgotten only once the server agrees, so a failed logout can be tried again with it.
          token.set(undefined);
          return data;
        })
        .finally(() => {
          pendingLogout = null;
        });
      return pendingLogout;
    },
  };
}

/** Spec §7: a failed login rejects with the server's `error` message, whatever its status. */
function withServerError(error: unknown): unknown {
  if (!isDataLayerError(error) || !isRecord(error.data)) return error;
  const words = error.data.error;
  if (typeof words !== 'string' || words.trim() === '' || words === error.message) return error;
  return new DataLayerError(error.kind, words, {
    status: error.status,
    data: error.data,
    url: error.url,
    cause: error,
  });
}
