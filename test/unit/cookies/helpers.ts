import Cookies from 'js-cookie';
import type { CookieJar } from '../../../src/core/cookies';

/** Delete every cookie jsdom holds for this page. */
export function clearAllCookies(): void {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
}

/** Make `document.cookie` behave like a browser that blocks cookies; returns the restore function. */
export function blockCookies(mode: 'throw' | 'drop' = 'throw'): () => void {
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get() {
      if (mode === 'throw') throw new DOMException('The operation is insecure.', 'SecurityError');
      return '';
    },
    set() {
      if (mode === 'throw') throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
  // The own property shadows Document.prototype's accessor; deleting it restores jsdom's.
  return () => void delete (document as unknown as Record<string, unknown>).cookie;
}

/** Every raw `Set-Cookie` string written to `document.cookie` while `fn` runs. */
export function cookieWrites(fn: () => void): string[] {
  const spy = jest.spyOn(document, 'cookie', 'set');
  try {
    fn();
    return spy.mock.calls.map(([value]) => String(value));
  } finally {
    spy.mockRestore();
  }
}

/**
 * A jar where, as in browsers, a cookie set with a Domain attribute only goes
 * away when removed with the same Domain (jsdom on localhost cannot set one).
 */
export function domainJar(cookies: Record<string, { value: string; domain?: string }>): CookieJar {
  const jar = {
    attributes: {},
    converter: Cookies.converter,
    withAttributes: () => jar,
    withConverter: () => jar,
    get: ((name?: string) => (name === undefined ? {} : cookies[name]?.value)) as CookieJar['get'],
    set: (name: string, value: string, attributes: { domain?: string } = {}) => {
      cookies[name] = { value, domain: attributes.domain };
      return value;
    },
    remove: (name: string, attributes: { domain?: string } = {}) => {
      if (cookies[name] && cookies[name].domain === attributes.domain) delete cookies[name];
    },
  };
  return jar as CookieJar;
}
