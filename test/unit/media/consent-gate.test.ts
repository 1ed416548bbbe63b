import { createConsent } from '../../../src/core/consent';
import { whenThirdPartyAllowed } from '../../../src/core/third-party';
import { flush, pageWith, RESTRICTIVE } from './helpers';

const clearCookies = () =>
  document.cookie.split(';').forEach((c) => {
    document.cookie = `${c.split('=')[0].trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });

beforeEach(() => {
  clearCookies();
  document.body.innerHTML = '<div id="host"></div>';
});
/** The visitor's Accept, as the banner gives it: the cookie, then the consent event. */
const accept = () => {
  const consent = createConsent(pageWith(RESTRICTIVE));
  consent.choose('accepted');
  consent.destroy();
};
const host = () => document.getElementById('host') as HTMLElement;
const offerButton = () => host().querySelector<HTMLButtonElement>('.sqs-consent-offer-button');

describe('third parties that set cookies wait for consent under a restrictive policy', () => {
  it('loads at once when the policy is not restrictive, with no offer', () => {
    const load = jest.fn();
    whenThirdPartyAllowed(pageWith(), document, load, { host: host(), provider: 'Google Maps' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(offerButton()).toBeNull();
  });

  it('under a restrictive policy loads nothing and offers to load it anyway, with a named group', async () => {
    const load = jest.fn();
    whenThirdPartyAllowed(pageWith(RESTRICTIVE), document, load, { host: host(), provider: 'Google Maps' });
    await flush();
    expect(load).not.toHaveBeenCalled();
    expect(offerButton()?.textContent).toBe('Load Google Maps anyway');
    expect(host().querySelector('.sqs-consent-offer')?.getAttribute('aria-label')).toBe('Google Maps content');
  });

  it('the "load anyway" button loads it once, takes the offer away and keeps focus in the block', async () => {
    const load = jest.fn();
    whenThirdPartyAllowed(pageWith(RESTRICTIVE), document, load, { host: host(), provider: 'Tock' });
    await flush();
    offerButton()!.focus();
    offerButton()!.click();
    expect(load).toHaveBeenCalledTimes(1);
    expect(offerButton()).toBeNull();
    expect(document.activeElement).toBe(host());
  });

  it('Accept in the banner loads every waiting third party', async () => {
    const load = jest.fn();
    whenThirdPartyAllowed(pageWith(RESTRICTIVE), document, load, { host: host(), provider: 'OpenTable' });
    await flush();
    accept();
    expect(load).toHaveBeenCalledTimes(1);
    expect(offerButton()).toBeNull();
  });

  it('loads at once when the visitor accepted before', async () => {
    accept();
    const load = jest.fn();
    whenThirdPartyAllowed(pageWith(RESTRICTIVE), document, load);
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('an absolute policy makes no exception: the notice without "load anyway"; only Accept loads it', async () => {
    const load = jest.fn();
    const absolute = pageWith({ cookieSettings: { isRestrictiveCookiePolicyAbsolute: true } });
    whenThirdPartyAllowed(absolute, document, load, { host: host(), provider: 'Google Maps' });
    await flush();
    expect(host().querySelector('.sqs-consent-offer p')?.textContent).toContain('It loads when you accept cookies.');
    expect(offerButton()).toBeNull();
    expect(load).not.toHaveBeenCalled();
    accept();
    expect(load).toHaveBeenCalledTimes(1);
    expect(host().querySelector('.sqs-consent-offer')).toBeNull();
  });

  it('a cancel before the choice loads nothing, ever, and removes the offer', async () => {
    const load = jest.fn();
    const cancel = whenThirdPartyAllowed(pageWith(RESTRICTIVE), document, load, { host: host(), provider: 'Disqus' });
    await flush();
    cancel();
    expect(offerButton()).toBeNull();
    accept();
    expect(load).not.toHaveBeenCalled();
  });
});
