import { createConsent } from '../../../src/core/consent';
import { consentReader, needsPageConsent } from '../../../src/core/consent/consent-reader';
import { readWriteJar } from '../../../src/core/cookies/read-write-jar';
import { defaultPageContext } from '../../../src/core/page-context';
import type { PageContext } from '../../../src/core/types';

const page = (cookieSettings: Record<string, unknown>): PageContext => ({ ...defaultPageContext(), cookieSettings });
const clearCookies = () =>
  document.cookie.split(';').forEach((c) => {
    document.cookie = `${c.split('=')[0].trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
const reader = (settings: Record<string, unknown>) => consentReader(page(settings), document, readWriteJar(document));

beforeEach(clearCookies);

describe('which pages need the page’s consent (the rest read it)', () => {
  it.each([
    [{}, false],
    [{ isVisitorDataRestricted: true }, false],
    [{ isRestrictiveCookiePolicyEnabled: true }, true],
    [{ isRestrictiveCookiePolicyAbsolute: 'yes' }, true],
    [{ isCookieBannerEnabled: true }, true],
  ])('%p → %p', (settings, needed) => {
    expect(needsPageConsent(page(settings))).toBe(needed);
  });
});

describe('the consent reading answers as the page’s consent does', () => {
  it.each([
    [{}, null, 'granted'],
    [{}, '2:accepted', 'granted'],
    [{}, '2:declined', 'denied'],
    [{}, '1:declined', 'granted'],
    [{ isVisitorDataRestricted: true }, '2:accepted', 'denied'],
  ])('%p with ss_cookieAllowed=%p: %p', (settings, cookie, state) => {
    if (cookie) document.cookie = `ss_cookieAllowed=${cookie}; path=/`;
    expect(reader(settings).state()).toBe(state);
    expect(reader(settings).state()).toBe(createConsent(page(settings)).state());
    expect(reader(settings).allowsTracking()).toBe(state === 'granted');
  });

  it('hears a choice made by another consent, and stops hearing once unsubscribed', () => {
    const reading = reader({});
    const heard: string[] = [];
    const stop = reading.onChange((state) => heard.push(state));
    createConsent(page({})).choose('declined');
    expect(heard).toEqual(['denied']);
    stop();
    createConsent(page({})).choose('accepted');
    expect(heard).toEqual(['denied']);
    expect(reading.state()).toBe('granted');
  });
});
