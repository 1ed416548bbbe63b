import {
  ANALYTICS_COOKIE_LIFETIME_MS,
  CONSENT_LIFETIME_MS,
  COOKIE_NAMES,
  createCookies,
  VISIT_TIMESTAMP_LIFETIME_MS,
  VISITOR_RECORD_LIFETIME_MS,
  type ConsentChoice,
} from '../../../src/core/cookies';
import { clearAllCookies, cookieWrites } from './helpers';

afterEach(clearAllCookies);

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2030, 5, 1);
const at = (ms: number) => new Date(NOW + ms).toUTCString();
/** An https page whose cookies are jsdom's (the writes are what the tests look at). */
const httpsPage = {
  location: { protocol: 'https:', hostname: 'localhost' },
  get cookie() {
    return document.cookie;
  },
  set cookie(value: string) {
    document.cookie = value;
  },
};

describe('lifetimes (spec §9)', () => {
  it('ss_cvr 2 years, ss_cvt 30 minutes, consent 30 days, analytics cookie 390 days', () => {
    expect(VISITOR_RECORD_LIFETIME_MS).toBe(730 * DAY);
    expect(VISIT_TIMESTAMP_LIFETIME_MS).toBe(30 * 60 * 1000);
    expect(CONSENT_LIFETIME_MS).toBe(30 * DAY);
    expect(ANALYTICS_COOKIE_LIFETIME_MS).toBe(390 * DAY);
  });
});

describe('attributes of every write', () => {
  it('carries Path=/ and SameSite=Lax, without Secure on an http page', () => {
    const [write] = cookieWrites(() => createCookies().crumb.set('t0k'));
    expect(write).toBe('crumb=t0k; Path=/; SameSite=Lax');
  });

  it('adds Secure on an https page', () => {
    const [write] = cookieWrites(() => createCookies({ doc: httpsPage }).crumb.set('t0k'));
    expect(write).toBe('crumb=t0k; Path=/; SameSite=Lax; Secure');
  });

  it('lets the option override the protocol', () => {
    const [write] = cookieWrites(() => createCookies({ doc: httpsPage, secure: false }).crumb.set('t0k'));
    expect(write).not.toContain('Secure');
  });

  it('reports false when a Secure cookie does not stick on an http page', () => {
    expect(createCookies({ secure: true }).crumb.set('t0k')).toBe(false);
    expect(document.cookie).toBe('');
  });
});

describe('ss_cvt: a positive integer visit timestamp, 30 minutes (spec §3, §5)', () => {
  it('round-trips a timestamp with a 30-minute expiry', () => {
    const cookies = createCookies({}, () => NOW);
    const [write] = cookieWrites(() => expect(cookies.visitTimestamp.set(NOW)).toBe(true));
    expect(write).toContain(`Expires=${at(VISIT_TIMESTAMP_LIFETIME_MS)}`);
    expect(cookies.visitTimestamp.get()).toBe(NOW);
  });

  it.each(['', '0', '-5', '1.5', 'abc', '12abc', '1e9'])('counts %p as absent', (value) => {
    const cookies = createCookies();
    cookies.set('ss_cvt', value);
    expect(cookies.visitTimestamp.get()).toBeNull();
  });

  it.each([0, -1, 1.5, NaN, Infinity])('refuses to write %p', (value) => {
    expect(() => createCookies().visitTimestamp.set(value)).toThrow(TypeError);
    expect(document.cookie).toBe('');
  });
});

describe('crumb and ss_lastid: strings', () => {
  it('crumb is a session cookie (no expiry)', () => {
    const cookies = createCookies();
    const [write] = cookieWrites(() => cookies.crumb.set('abc123'));
    expect(write).not.toContain('Expires');
    expect(cookies.crumb.get()).toBe('abc123');
  });

  it('ss_lastid lives as long as the visitor record', () => {
    const cookies = createCookies({}, () => NOW);
    const [write] = cookieWrites(() => cookies.lastSiteId.set('site-42'));
    expect(write).toContain(`Expires=${at(VISITOR_RECORD_LIFETIME_MS)}`);
    expect(cookies.lastSiteId.get()).toBe('site-42');
  });

  it('an empty string is no value: reads as null, refused on write', () => {
    const cookies = createCookies();
    cookies.set('crumb', '');
    expect(cookies.crumb.get()).toBeNull();
    expect(() => cookies.crumb.set('')).toThrow(TypeError);
  });

  it('removes the crumb', () => {
    const cookies = createCookies();
    cookies.crumb.set('abc');
    expect(cookies.crumb.remove()).toBe(true);
    expect(cookies.crumb.get()).toBeNull();
  });
});

describe('hasCart / CART: cart presence from either cookie', () => {
  it.each<[string, Record<string, string>, boolean]>([
    ['no cookie', {}, false],
    ['hasCart=true', { hasCart: 'true' }, true],
    ['hasCart=1', { hasCart: '1' }, true],
    ['hasCart=false', { hasCart: 'false' }, false],
    ['hasCart=0', { hasCart: '0' }, false],
    ['a CART token', { CART: 'c0ffee' }, true],
    ['an empty CART', { CART: '' }, false],
    ['hasCart=false but a CART token', { hasCart: 'false', CART: 'c0ffee' }, true],
  ])('%s → %p', (_label, jar, expected) => {
    const cookies = createCookies();
    Object.entries(jar).forEach(([name, value]) => cookies.set(name, value));
    expect(cookies.cart.has()).toBe(expected);
  });
});

describe('ss_cookieAllowed: the consent choice, 30 days, path /, banner version 2', () => {
  it.each<ConsentChoice>(['accepted', 'declined'])('stores %s as "2:%s" for 30 days', (choice) => {
    const cookies = createCookies({}, () => NOW);
    const [write] = cookieWrites(() => expect(cookies.consent.set(choice)).toBe(true));
    expect(write).toBe(`ss_cookieAllowed=2:${choice}; Path=/; SameSite=Lax; Expires=${at(CONSENT_LIFETIME_MS)}`);
    expect(cookies.consent.get()).toBe(choice);
  });

  it('is null before the visitor chose', () => {
    expect(createCookies().consent.get()).toBeNull();
  });

  it.each(['1:accepted', '3:declined', 'true', '1', 'accepted', '2:maybe'])(
    'reads %p (another banner version or unreadable) as no choice, so the banner asks again',
    (value) => {
      const cookies = createCookies();
      cookies.set('ss_cookieAllowed', value);
      expect(cookies.consent.get()).toBeNull();
    },
  );

  it('refuses an unknown choice', () => {
    expect(() => createCookies().consent.set('maybe' as ConsentChoice)).toThrow(TypeError);
  });
});

describe('flag cookies the spec leaves unnamed (preview, six override, cart-preview frame, user scripts)', () => {
  it('names them in COOKIE_NAMES', () => {
    expect(COOKIE_NAMES).toMatchObject({
      preview: 'ss_preview',
      sixOverride: 'ss_sixOverride',
      cartPreviewExpanded: 'ss_cartPreviewExpanded',
      disableUserScripts: 'ss_disableUserScripts',
    });
  });

  it.each(['preview', 'sixOverride', 'cartPreviewExpanded', 'disableUserScripts'] as const)(
    '%s: set(true) writes a session cookie on path /, set(false) removes it',
    (flag) => {
      const cookies = createCookies();
      expect(cookies[flag].get()).toBe(false);
      const [write] = cookieWrites(() => expect(cookies[flag].set(true)).toBe(true));
      expect(write).toBe(`${COOKIE_NAMES[flag]}=1; Path=/; SameSite=Lax`);
      expect(cookies[flag].get()).toBe(true);
      expect(cookies[flag].set(false)).toBe(true);
      expect(cookies[flag].get()).toBe(false);
      expect(cookies.get(COOKIE_NAMES[flag])).toBeNull();
    },
  );
});
