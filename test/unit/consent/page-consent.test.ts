import { consentFor, createConsent, CONSENT_EVENT, type ConsentState } from '../../../src/core/consent';
import { defaultPageContext } from '../../../src/core/page-context';
import type { PageContext } from '../../../src/core/types';

const page = (cookieSettings: Record<string, unknown> = {}): PageContext => ({
  ...defaultPageContext(),
  cookieSettings,
});
const clearCookies = () =>
  document.cookie.split(';').forEach((c) => {
    document.cookie = `${c.split('=')[0].trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
const restrictive = page({ isRestrictiveCookiePolicyEnabled: true });

/** The document's listeners for the consent event, from now on (what the page keeps after its users stop). */
function consentListeners(): { count(): number; restore(): void } {
  const live = new Set<unknown>();
  const add = jest.spyOn(document, 'addEventListener');
  const remove = jest.spyOn(document, 'removeEventListener');
  const count = () => {
    add.mock.calls.splice(0).forEach(([type, fn]) => type === CONSENT_EVENT && live.add(fn));
    remove.mock.calls.splice(0).forEach(([type, fn]) => type === CONSENT_EVENT && live.delete(fn));
    return live.size;
  };
  return { count, restore: () => (add.mockRestore(), remove.mockRestore()) };
}

beforeEach(clearCookies);
afterEach(() => consentFor(document, restrictive).destroy());

describe('consentFor(document, page): one consent per page', () => {
  it('gives the banner, telemetry and every form the same consent', () => {
    const banner = consentFor(document, restrictive);
    expect(consentFor(document, page())).toBe(banner);
  });

  it('is made from the first page context it is given (one page, one policy)', () => {
    consentFor(document, restrictive);
    expect(consentFor(document, page()).state()).toBe('pending');
  });

  it('a choice through it reaches every subscriber at once, without a DOM round trip of its own', () => {
    const consent = consentFor(document, restrictive);
    const seen: ConsentState[] = [];
    consent.onChange((state) => seen.push(state));
    consentFor(document, page()).choose('accepted');
    expect(seen).toEqual(['granted']);
  });

  it('hears a consent of a theme’s own (createConsent) through the consent event', () => {
    const consent = consentFor(document, restrictive);
    const seen: ConsentState[] = [];
    consent.onChange((state) => seen.push(state));
    const own = createConsent(restrictive);
    own.choose('declined');
    own.destroy();
    expect(seen).toEqual(['denied']);
  });

  it('after destroy(), the next call makes a new one from its page', () => {
    const first = consentFor(document, restrictive);
    first.destroy();
    expect(consentFor(document, page())).not.toBe(first);
    expect(consentFor(document, page()).state()).toBe('granted');
  });
});

describe('the consent listens on the document only while someone listens to it', () => {
  it('adds one listener for its first subscriber and removes it after the last', () => {
    const listeners = consentListeners();
    try {
      const consent = consentFor(document, restrictive);
      expect(listeners.count()).toBe(0);
      const stopA = consent.onChange(() => undefined);
      const stopB = consent.onChange(() => undefined);
      expect(listeners.count()).toBe(1);
      stopA();
      expect(listeners.count()).toBe(1);
      stopB();
      expect(listeners.count()).toBe(0);
      stopB();
      expect(listeners.count()).toBe(0);
    } finally {
      listeners.restore();
    }
  });
});

describe('update(page): the editor changed the cookie settings (spec §4 cookieBanner:update)', () => {
  it('reads the new policy and tells the subscribers the state that follows', () => {
    const consent = consentFor(document, page());
    const seen: ConsentState[] = [];
    consent.onChange((state) => seen.push(state));
    consent.update(restrictive);
    expect(consent.policy.requiresConsent).toBe(true);
    expect(seen).toEqual(['pending']);
  });

  it('clears the analytics cookies when the new policy is restrictive and nothing was accepted', () => {
    const consent = consentFor(document, page());
    document.cookie = 'ss_cvr=x; path=/';
    consent.update(restrictive);
    expect(document.cookie).not.toContain('ss_cvr=');
  });
});
