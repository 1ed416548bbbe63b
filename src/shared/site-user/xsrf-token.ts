/**
 * Where a site user's `xsrfToken` lives between pages (spec §7: the session
 * call's answer carries it, "sent as a header on later requests"). The data
 * layer keeps it for its own lifetime only; this keeps it for the browser
 * session, in the session store (localStorage, then cookies, then memory),
 * so the next page's calls send it too and every tab shares it.
 */
import { createSessionStore, type SessionStore } from '../../core/storage';

/** The request header the token travels in (the data layer's name for it). */
export const XSRF_HEADER = 'X-XSRF-Token';

const KEY = 'xsrfToken';

/** The token store: read, keep, forget. */
export interface XsrfTokenStore {
  get(): string | undefined;
  set(token: string | undefined): void;
}

/** The token store over `store` (the page's session store by default). */
export function createXsrfTokenStore(
  store: Pick<SessionStore, 'get' | 'set' | 'remove'> = createSessionStore({ namespace: 'site-runtime-user' }),
): XsrfTokenStore {
  return {
    get() {
      const token = store.get<unknown>(KEY);
      return typeof token === 'string' && token !== '' ? token : undefined;
    },
    set(token) {
      try {
        if (token) store.set(KEY, token);
        else store.remove(KEY);
      } catch {
        // A store that refuses: the data layer still holds the token for this page.
      }
    },
  };
}
