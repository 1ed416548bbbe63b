import type { CookieHost } from '../../../src/core/cookies';

/** Delete every cookie jsdom holds for this page. */
export function clearAllCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0].trim();
    if (name) document.cookie = `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
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
 * An https page on `hostname` whose cookies live in `cookies` where, as in
 * browsers, a cookie set with a Domain attribute only goes away when removed
 * with the same Domain (jsdom on localhost cannot set one).
 */
export function domainHost(hostname: string, cookies: Record<string, { value: string; domain?: string }>): CookieHost {
  return {
    location: { protocol: 'https:', hostname },
    get cookie() {
      return Object.entries(cookies)
        .map(([name, { value }]) => `${name}=${value}`)
        .join('; ');
    },
    set cookie(text: string) {
      const [pair, ...attributes] = text.split('; ');
      const [name, value] = pair.split('=');
      const domain = attributes.find((a) => a.startsWith('Domain='))?.slice('Domain='.length);
      const expired = attributes.some((a) => a.startsWith('Expires=') && Date.parse(a.slice(8)) <= Date.now());
      if (!expired) cookies[name] = { value, domain };
      else if (cookies[name] && cookies[name].domain === domain) delete cookies[name];
    },
  };
}
