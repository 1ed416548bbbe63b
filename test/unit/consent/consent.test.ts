import { createConsent, CONSENT_EVENT, readConsentPolicy } from '../../../src/core/consent';
import { defaultPageContext } from '../../../src/core/page-context';
import type { PageContext } from '../../../src/core/types';

const page = (cookieSettings: Record<string, unknown>): PageContext => ({ ...defaultPageContext(), cookieSettings });
const clearCookies = () =>
  document.cookie.split(';').forEach((c) => {
    document.cookie = `${c.split('=')[0].trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });

beforeEach(clearCookies);

describe('cookie policy (spec §3 component-side names)', () => {
  it('maps isRestrictiveCookiePolicyEnabled to isAnalyticsCookiesDisabled and inverts isVisitorDataRestricted', () => {
    const policy = readConsentPolicy(page({ isRestrictiveCookiePolicyEnabled: true, isVisitorDataRestricted: true }));
    expect(policy.isAnalyticsCookiesDisabled).toBe(true);
    expect(policy.isActivityLogEnabled).toBe(false);
    expect(policy.requiresConsent).toBe(true);
  });

  it('defaults: activity log on, no consent needed', () => {
    expect(readConsentPolicy(page({}))).toEqual({
      isAnalyticsCookiesDisabled: false,
      isRestrictiveCookiePolicyAbsolute: false,
      isActivityLogEnabled: true,
      requiresConsent: false,
    });
  });
});

describe('isRestrictiveCookiePolicyAbsolute: restrictive, with no exception', () => {
  it.each([true, 'yes', 1])('%p: absolute, and restrictive even without isRestrictiveCookiePolicyEnabled', (value) => {
    const policy = readConsentPolicy(page({ isRestrictiveCookiePolicyAbsolute: value }));
    expect(policy).toMatchObject({
      isRestrictiveCookiePolicyAbsolute: true,
      isAnalyticsCookiesDisabled: true,
      requiresConsent: true,
    });
  });

  it.each([undefined, false, 'false', 0])('%p: not absolute', (value) => {
    const policy = readConsentPolicy(
      page({ isRestrictiveCookiePolicyEnabled: true, isRestrictiveCookiePolicyAbsolute: value }),
    );
    expect(policy).toMatchObject({ isRestrictiveCookiePolicyAbsolute: false, requiresConsent: true });
  });
});

describe('a restriction that is not clearly off reads as on (the more private reading)', () => {
  it.each([true, 'true', ' TRUE ', 'yes', 'Y', 1, '1', 'on', 2, {}, 'restrictive'])(
    '%p: restrictive, opt-in, activity log off',
    (value) => {
      const policy = readConsentPolicy(
        page({
          isRestrictiveCookiePolicyEnabled: value,
          isVisitorDataRestricted: value,
        }),
      );
      expect(policy).toMatchObject({
        isAnalyticsCookiesDisabled: true,
        requiresConsent: true,
        isActivityLogEnabled: false,
      });
    },
  );

  it.each([undefined, null, false, 'false', ' False ', 0, '0', 'no', 'OFF', ''])('%p: off', (value) => {
    const policy = readConsentPolicy(page({ isRestrictiveCookiePolicyEnabled: value, isVisitorDataRestricted: value }));
    expect(policy).toMatchObject({ requiresConsent: false, isActivityLogEnabled: true });
  });

  it('under "yes", tracking waits for the Accept', () => {
    const consent = createConsent(page({ isRestrictiveCookiePolicyEnabled: 'yes' }));
    expect(consent.state()).toBe('pending');
    expect(consent.allowsTracking()).toBe(false);
    consent.destroy();
  });
});

describe('consent state', () => {
  it('is granted without a restrictive policy, pending with one until the visitor chooses', () => {
    expect(createConsent(page({})).state()).toBe('granted');
    const consent = createConsent(page({ isRestrictiveCookiePolicyEnabled: true }));
    expect(consent.state()).toBe('pending');
    expect(consent.allowsTracking()).toBe(false);
    consent.choose('accepted');
    expect(consent.state()).toBe('granted');
    expect(document.cookie).toContain('ss_cookieAllowed=');
    consent.destroy();
  });

  it('a decline is denied, even without a restrictive policy', () => {
    const consent = createConsent(page({}));
    consent.choose('declined');
    expect(consent.state()).toBe('denied');
    consent.destroy();
  });

  it('restricted visitor data means denied whatever the cookie says', () => {
    const consent = createConsent(page({ isVisitorDataRestricted: true }));
    consent.choose('accepted');
    expect(consent.state()).toBe('denied');
    consent.destroy();
  });

  it('announces changes to every consent on the page (other chunks)', () => {
    const settings = { isRestrictiveCookiePolicyEnabled: true };
    const banner = createConsent(page(settings));
    const telemetry = createConsent(page(settings));
    const seen: string[] = [];
    const events: unknown[] = [];
    telemetry.onChange((state) => seen.push(state));
    document.addEventListener(CONSENT_EVENT, (e) => events.push((e as CustomEvent).detail));
    banner.choose('accepted');
    expect(seen).toEqual(['granted']);
    expect(events).toEqual([{ state: 'granted' }]);
    telemetry.destroy();
    banner.choose('declined');
    expect(seen).toEqual(['granted']);
    banner.destroy();
  });
});

describe('restrictive policy clears the analytics cookies (spec §4 "Cookie banner")', () => {
  const analytics = [
    'SS_MATTR',
    'SS_MID',
    'SS_lastvisit',
    'user_segment',
    'ss_cid',
    'ss_cpvisit',
    'ss_cvisit',
    'ss_cvr',
    'ss_cvt',
  ];
  const plant = () => analytics.forEach((name) => (document.cookie = `${name}=x; path=/`));
  const present = () => analytics.filter((name) => document.cookie.includes(`${name}=`));

  it('clears them while the visitor has not accepted', () => {
    plant();
    createConsent(page({ isRestrictiveCookiePolicyEnabled: true })).destroy();
    expect(present()).toEqual([]);
  });

  it('keeps them after an Accept, and clears them on a Decline', () => {
    const consent = createConsent(page({ isRestrictiveCookiePolicyEnabled: true }));
    consent.choose('accepted');
    plant();
    createConsent(page({ isRestrictiveCookiePolicyEnabled: true })).destroy();
    expect(present()).toEqual(analytics);
    consent.choose('declined');
    expect(present()).toEqual([]);
    consent.destroy();
  });

  it('leaves them alone without a restrictive policy', () => {
    plant();
    createConsent(page({})).destroy();
    expect(present()).toEqual(analytics);
  });
});
