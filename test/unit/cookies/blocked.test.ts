import { createCookies, RESTRICTIVE_POLICY_COOKIES } from '../../../src/core/cookies';
import { blockCookies, clearAllCookies } from './helpers';

afterEach(clearAllCookies);

/** Every public call, none of which may throw while cookies are blocked. */
function everyCall() {
  const cookies = createCookies();
  return {
    reads: {
      visitorRecord: cookies.visitorRecord.get(),
      visitTimestamp: cookies.visitTimestamp.get(),
      crumb: cookies.crumb.get(),
      cart: cookies.cart.has(),
      lastSiteId: cookies.lastSiteId.get(),
      consent: cookies.consent.get(),
      preview: cookies.preview.get(),
      generic: cookies.get('anything'),
    },
    writes: {
      visitorRecord: cookies.visitorRecord.set({ id: 'v', values: [1, 2, 3, 4] }),
      visitTimestamp: cookies.visitTimestamp.set(1700000000000),
      crumb: cookies.crumb.set('t'),
      consent: cookies.consent.set('accepted'),
      flag: cookies.disableUserScripts.set(true),
      generic: cookies.set('x', 'y'),
    },
    enabled: cookies.enabled(),
  };
}

const nothingRead = {
  visitorRecord: null,
  visitTimestamp: null,
  crumb: null,
  cart: false,
  lastSiteId: null,
  consent: null,
  preview: false,
  generic: null,
};
const nothingStuck = {
  visitorRecord: false,
  visitTimestamp: false,
  crumb: false,
  consent: false,
  flag: false,
  generic: false,
};

describe.each(['throw', 'drop'] as const)(
  'blocked cookies (document.cookie set to %s) never throw to the caller',
  (mode) => {
    it('reads are absent, writes return false, enabled() is false', () => {
      const restore = blockCookies(mode);
      try {
        expect(everyCall()).toEqual({ reads: nothingRead, writes: nothingStuck, enabled: false });
      } finally {
        restore();
      }
    });
  },
);

describe('blocked cookies: removals', () => {
  it('remove and clear say false when the cookies cannot be read back', () => {
    const cookies = createCookies();
    cookies.set('ss_cvt', '5');
    const restore = blockCookies('throw');
    try {
      expect(cookies.remove('ss_cvt')).toBe(false);
      expect(cookies.clear(RESTRICTIVE_POLICY_COOKIES)).toBe(false);
    } finally {
      restore();
    }
    expect(cookies.get('ss_cvt')).toBe('5');
  });

  it('the blocking helper really blocks, and restoring brings cookies back', () => {
    const restore = blockCookies('throw');
    expect(() => document.cookie).toThrow();
    restore();
    expect(createCookies().set('back', '1')).toBe(true);
  });
});
