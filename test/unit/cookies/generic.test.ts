import { createCookies, RESTRICTIVE_POLICY_COOKIES } from '../../../src/core/cookies';
import { parentDomains } from '../../../src/core/cookies/jar';
import { clearAllCookies, cookieWrites, domainHost } from './helpers';

afterEach(clearAllCookies);

describe('generic get/set/remove for other cookies', () => {
  it('writes, reads back and removes any cookie', () => {
    const cookies = createCookies();
    expect(cookies.set('my_cookie', 'a value; with=odd,chars')).toBe(true);
    expect(cookies.get('my_cookie')).toBe('a value; with=odd,chars');
    expect(cookies.remove('my_cookie')).toBe(true);
    expect(cookies.get('my_cookie')).toBeNull();
  });

  it('takes a lifetime in ms', () => {
    const now = Date.UTC(2031, 0, 1);
    const [write] = cookieWrites(() => createCookies({}, () => now).set('x', '1', { lifetimeMs: 60000 }));
    expect(write).toContain(`Expires=${new Date(now + 60000).toUTCString()}`);
  });

  it.each<[string, () => unknown]>([
    ['an empty name', () => createCookies().set('', 'v')],
    ['a value that is not a string', () => createCookies().set('x', 5 as unknown as string)],
    ['a non-positive lifetime', () => createCookies().set('x', 'v', { lifetimeMs: 0 })],
    ['an infinite lifetime', () => createCookies().set('x', 'v', { lifetimeMs: Infinity })],
  ])('refuses %s with a TypeError', (_label, write) => {
    expect(write).toThrow(TypeError);
    expect(document.cookie).toBe('');
  });
});

describe('clear(names): the cookie banner clears the restrictive-policy cookies (spec §4 "Cookie banner")', () => {
  it('lists SS_MATTR, SS_MID, SS_lastvisit, user_segment, ss_cid, ss_cpvisit, ss_cvisit, ss_cvr, ss_cvt', () => {
    expect([...RESTRICTIVE_POLICY_COOKIES].sort()).toEqual(
      [
        'SS_MATTR',
        'SS_MID',
        'SS_lastvisit',
        'user_segment',
        'ss_cid',
        'ss_cpvisit',
        'ss_cvisit',
        'ss_cvr',
        'ss_cvt',
      ].sort(),
    );
  });

  it('removes each listed cookie and keeps the others', () => {
    const cookies = createCookies();
    RESTRICTIVE_POLICY_COOKIES.forEach((name) => cookies.set(name, 'x'));
    cookies.consent.set('declined');
    cookies.crumb.set('keep');
    expect(cookies.clear(RESTRICTIVE_POLICY_COOKIES)).toBe(true);
    RESTRICTIVE_POLICY_COOKIES.forEach((name) => expect(cookies.get(name)).toBeNull());
    expect(cookies.consent.get()).toBe('declined');
    expect(cookies.crumb.get()).toBe('keep');
  });

  it('also removes a cookie the server set on a parent domain', () => {
    const jar = { SS_MID: { value: 'm', domain: 'example.com' }, ss_cvt: { value: '5' } };
    const cookies = createCookies({ doc: domainHost('www.shop.example.com', jar) });
    expect(cookies.clear(['SS_MID', 'ss_cvt'])).toBe(true);
    expect(jar).toEqual({});
  });

  it('says false when one would not go, and still removes the rest', () => {
    const jar = { SS_MID: { value: 'm', domain: 'other.org' }, ss_cvt: { value: '5' } };
    const cookies = createCookies({ doc: domainHost('www.example.com', jar) });
    expect(cookies.clear(['SS_MID', 'ss_cvt'])).toBe(false);
    expect(Object.keys(jar)).toEqual(['SS_MID']);
  });
});

describe('parentDomains: where a server may have set a cookie for this host', () => {
  it.each<[string, string[]]>([
    ['www.shop.example.com', ['www.shop.example.com', 'shop.example.com', 'example.com']],
    ['example.com', ['example.com']],
    ['localhost', []],
    ['127.0.0.1', []],
    ['[::1]', []],
    ['', []],
  ])('%s → %j', (host, domains) => {
    expect(parentDomains(host)).toEqual(domains);
  });
});

describe('enabled(): whether cookies can be written', () => {
  it('is true on a page that keeps cookies, and leaves no probe behind', () => {
    expect(createCookies().enabled()).toBe(true);
    expect(document.cookie).toBe('');
  });
});
