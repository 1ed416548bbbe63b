import { readCookie, removeCookie, writeCookie, type CookieHost } from '../../../src/core/cookies';
import { blockCookies, clearAllCookies, cookieWrites, domainHost } from './helpers';

afterEach(clearAllCookies);

/** A host whose `cookie` string is exactly `text` (what a browser would answer). */
const answering = (text: string): CookieHost => ({ cookie: text });

describe('readCookie: the one reader of document.cookie', () => {
  it.each<[string, string, string | null]>([
    ['the only cookie', 'crumb=abc', 'abc'],
    ['one among others', 'a=1; crumb=abc; b=2', 'abc'],
    ['without the space after ;', 'a=1;crumb=abc', 'abc'],
    ['the first of two with the same name', 'crumb=first; crumb=second', 'first'],
    ['percent-encoded', 'crumb=a%20b%7Cc', 'a b|c'],
    ['a lone % kept as it is', 'crumb=50%off', '50%off'],
    ['in double quotes', 'crumb="quoted"', 'quoted'],
    ['with = in the value', 'crumb=a=b=c', 'a=b=c'],
    ['an empty value', 'crumb=', ''],
    ['absent', 'crumbs=abc; xcrumb=1', null],
    ['a percent-encoded name', 'site-runtime%3Ak=v', null],
  ])('%s', (_label, text, expected) => {
    expect(readCookie('crumb', answering(text))).toBe(expected);
  });

  it('decodes names: an encoded name is found by its plain one', () => {
    expect(readCookie('site-runtime:k', answering('site-runtime%3Ak=v'))).toBe('v');
  });

  it('reads null, never throws, when the browser blocks cookies', () => {
    const restore = blockCookies('throw');
    try {
      expect(readCookie('crumb')).toBeNull();
    } finally {
      restore();
    }
  });
});

describe('writeCookie: Path=/; SameSite=Lax, Secure on https, read back', () => {
  it('writes the fixed attributes and says whether the cookie stuck', () => {
    const writes = cookieWrites(() => expect(writeCookie('a', 'b c;d')).toBe(true));
    expect(writes).toEqual(['a=b%20c%3Bd; Path=/; SameSite=Lax']);
    expect(readCookie('a')).toBe('b c;d');
  });

  it('with check: false, writes without reading the cookie back (telemetry ignores whether it stuck)', () => {
    const reads = jest.spyOn(document, 'cookie', 'get');
    try {
      expect(writeCookie('a', 'b', { check: false })).toBe(true);
      expect(reads).not.toHaveBeenCalled();
      expect(writeCookie('a', 'c')).toBe(true);
      expect(reads).toHaveBeenCalled();
    } finally {
      reads.mockRestore();
    }
    expect(readCookie('a')).toBe('c');
  });

  it('keeps the characters a cookie may carry readable (ss_cvr=id|1|2|3|4)', () => {
    const [write] = cookieWrites(() => writeCookie('ss_cvr', 'id|1|2|3|4'));
    expect(write.startsWith('ss_cvr=id|1|2|3|4;')).toBe(true);
  });

  it('adds Expires and Domain when given, and Secure on an https page', () => {
    const jar: Record<string, { value: string; domain?: string }> = {};
    const host = domainHost('www.example.com', jar);
    const writes: string[] = [];
    const spy: CookieHost = {
      location: host.location,
      get cookie() {
        return host.cookie;
      },
      set cookie(text: string) {
        writes.push(text);
        host.cookie = text;
      },
    };
    const expires = new Date(Date.UTC(2031, 0, 1));
    expect(writeCookie('a', '1', { expires, domain: 'example.com' }, spy)).toBe(true);
    expect(writes).toEqual([`a=1; Path=/; SameSite=Lax; Expires=${expires.toUTCString()}; Domain=example.com; Secure`]);
  });

  it('secure: false leaves Secure out even on https', () => {
    const writes: string[] = [];
    const host: CookieHost = {
      location: { protocol: 'https:', hostname: 'example.com' },
      cookie: '',
    };
    Object.defineProperty(host, 'cookie', { get: () => '', set: (text: string) => void writes.push(text) });
    writeCookie('a', '1', { secure: false }, host);
    expect(writes[0]).not.toContain('Secure');
  });

  it('says false when the browser drops the write, and when it throws', () => {
    for (const mode of ['drop', 'throw'] as const) {
      const restore = blockCookies(mode);
      try {
        expect(writeCookie('a', '1')).toBe(false);
      } finally {
        restore();
      }
    }
  });
});

describe('removeCookie: here, then on each parent domain', () => {
  it('removes a cookie of this host', () => {
    writeCookie('a', '1');
    expect(removeCookie('a')).toBe(true);
    expect(readCookie('a')).toBeNull();
  });

  it('removes one the server set on a parent domain', () => {
    const jar = { SS_MID: { value: 'm', domain: 'example.com' } };
    expect(removeCookie('SS_MID', domainHost('www.shop.example.com', jar))).toBe(true);
    expect(jar).toEqual({});
  });

  it('says false for one set on a domain this host is not under', () => {
    const jar = { SS_MID: { value: 'm', domain: 'other.org' } };
    expect(removeCookie('SS_MID', domainHost('www.example.com', jar))).toBe(false);
  });

  it('says false, never throws, when cookies are blocked', () => {
    const restore = blockCookies('throw');
    try {
      expect(removeCookie('a')).toBe(false);
    } finally {
      restore();
    }
  });
});
