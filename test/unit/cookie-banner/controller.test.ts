import { createCookies } from '../../../src/core/cookies';
import { CONSENT_EVENT } from '../../../src/core/consent';
import { BANNER_EVENTS, start } from '../../../src/features/cookie-banner';
import * as ui from '../../../src/features/cookie-banner/banner';
import { isScreenshot, shouldShowBanner } from '../../../src/features/cookie-banner/decide';
import { banner, button, clearCookies, consentCookie, forgetPageConsent, pageWith, settle } from './helpers';
import { noPageErrors } from '../no-page-errors';

let stop: (() => void) | undefined;
const report = jest.fn();
/** Starts the feature with the real UI, counting UI loads. */
function startBanner(settings: Record<string, unknown> = {}) {
  const loadUi = jest.fn(() => Promise.resolve(ui));
  stop = start(
    { name: 'cookie-banner', page: pageWith(settings), report, onError: () => () => {}, pageErrors: noPageErrors },
    { win: window, loadUi },
  ) as () => void;
  return loadUi;
}
const dispatch = (type: string, target: EventTarget = document, detail?: unknown) =>
  target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true }));
const choose = (choice: 'accepted' | 'declined') => createCookies().consent.set(choice);

beforeEach(() => {
  clearCookies();
  report.mockClear();
  history.replaceState(null, '', '/');
});
afterEach(async () => {
  stop?.();
  stop = undefined;
  forgetPageConsent();
  await settle();
  document.body.replaceChildren();
});

describe('spec §4: shown until the visitor accepts or denies', () => {
  it('shows on a fresh visit', async () => {
    startBanner();
    await settle();
    expect(banner()).not.toBeNull();
  });

  it.each(['accepted', 'declined'] as const)('does not show (nor load its UI) once %s is stored', async (choice) => {
    choose(choice);
    const loadUi = startBanner();
    await settle();
    expect(banner()).toBeNull();
    expect(loadUi).not.toHaveBeenCalled();
  });

  it('a malformed choice cookie counts as no choice', async () => {
    document.cookie = 'ss_cookieAllowed=yes; path=/';
    startBanner();
    await settle();
    expect(banner()).not.toBeNull();
  });

  it('does nothing when the banner is disabled', async () => {
    const loadUi = startBanner({ isCookieBannerEnabled: false });
    await settle();
    expect(loadUi).not.toHaveBeenCalled();
  });
});

describe('Accept and Decline store the choice in ss_cookieAllowed and hide the banner', () => {
  it.each([
    ['accept', '2:accepted'],
    ['decline', '2:declined'],
  ] as const)('%s → %s', async (kind, stored) => {
    startBanner({ cookieBannerAcceptType: 'OPT_IN_AND_OUT' });
    await settle();
    button(kind)!.click();
    await settle();
    expect(consentCookie()).toBe(stored);
    expect(banner()).toBeNull();
  });

  it('a choice made elsewhere on the page (the consent event) hides it too', async () => {
    startBanner();
    await settle();
    choose('accepted');
    document.dispatchEvent(new CustomEvent(CONSENT_EVENT));
    await settle();
    expect(banner()).toBeNull();
  });
});

describe('spec §4: cookieBanner:force shows it even after a choice, and clicks then do nothing', () => {
  it.each([
    ['document', () => document],
    ['window', () => window],
  ])('force dispatched on the %s shows it', async (_name, target) => {
    choose('accepted');
    startBanner();
    await settle();
    expect(banner()).toBeNull();
    dispatch(BANNER_EVENTS.force, target());
    await settle();
    expect(banner()).not.toBeNull();
  });

  it('Accept and Decline on a forced banner neither store a choice nor hide it', async () => {
    startBanner({ cookieBannerAcceptType: 'OPT_IN_AND_OUT' });
    dispatch(BANNER_EVENTS.force);
    await settle();
    button('accept')!.click();
    button('decline')!.click();
    await settle();
    expect(consentCookie()).toBeNull();
    expect(banner()).not.toBeNull();
  });

  it('an event bubbling from the document to the window is handled once (one remount)', async () => {
    const loadUi = startBanner();
    await settle();
    dispatch(BANNER_EVENTS.update);
    await settle();
    expect(loadUi).toHaveBeenCalledTimes(2);
    expect(document.querySelectorAll('.site-runtime-cookie-banner')).toHaveLength(1);
  });

  it.each([
    ['the document', () => document],
    ['an element of the page', () => document.body.appendChild(document.createElement('div'))],
  ])('an event that does not bubble, dispatched on %s, is heard too, once', async (_name, target) => {
    const loadUi = startBanner();
    await settle();
    target().dispatchEvent(new CustomEvent(BANNER_EVENTS.update, { bubbles: false }));
    await settle();
    expect(loadUi).toHaveBeenCalledTimes(2);
    expect(document.querySelectorAll('.site-runtime-cookie-banner')).toHaveLength(1);
  });
});

describe('spec §4: cookieBanner:unforce hides it again when a choice exists', () => {
  it('hides a forced banner after a choice', async () => {
    choose('accepted');
    startBanner();
    dispatch(BANNER_EVENTS.force, window);
    await settle();
    dispatch(BANNER_EVENTS.unforce, window);
    await settle();
    expect(banner()).toBeNull();
  });

  it('keeps it without a choice (the visitor has not answered yet)', async () => {
    startBanner();
    dispatch(BANNER_EVENTS.force);
    dispatch(BANNER_EVENTS.unforce);
    await settle();
    expect(banner()).not.toBeNull();
  });

  it('after unforce, clicks work again', async () => {
    startBanner();
    dispatch(BANNER_EVENTS.force);
    dispatch(BANNER_EVENTS.unforce);
    await settle();
    button('accept')!.click();
    await settle();
    expect(consentCookie()).toBe('2:accepted');
  });
});

describe('spec §4: cookieBanner:update unmounts and remounts with the new settings', () => {
  it('takes settings from the event detail', async () => {
    startBanner({ cookieBannerCtaText: 'OK' });
    await settle();
    const before = banner();
    dispatch(BANNER_EVENTS.update, document, { cookieBannerCtaText: 'Fine', cookieBannerCtaVariant: 'BUTTON' });
    await settle();
    expect(banner()).not.toBe(before);
    expect(before!.isConnected).toBe(false);
    expect(button('accept')!.textContent).toBe('Fine');
  });

  it('reads the live page context (an editor changed it in place), merged with { cookieSettings } in the detail', async () => {
    const page = pageWith();
    stop = start(
      { name: 'cookie-banner', page, report, onError: () => () => {}, pageErrors: noPageErrors },
      { win: window, loadUi: () => Promise.resolve(ui) },
    ) as () => void;
    await settle();
    Object.assign(page.cookieSettings, { cookieBannerVariant: 'POPUP', cookieBannerCtaVariant: 'TEXT' });
    dispatch(BANNER_EVENTS.update, window, { cookieSettings: { cookieBannerCtaText: 'Got it' } });
    await settle();
    expect(banner()!.getAttribute('role')).toBe('dialog');
    expect(button('accept')!.textContent).toBe('Got it');
  });

  it('an update that disables the banner removes it', async () => {
    startBanner();
    await settle();
    dispatch(BANNER_EVENTS.update, document, { isCookieBannerEnabled: false });
    await settle();
    expect(banner()).toBeNull();
  });
});

describe('spec §2: sqsscreenshot=true suppresses the banner', () => {
  it('shows nothing, even when forced', async () => {
    history.replaceState(null, '', '/?sqsscreenshot=true');
    const loadUi = startBanner();
    dispatch(BANNER_EVENTS.force);
    await settle();
    expect(banner()).toBeNull();
    expect(loadUi).not.toHaveBeenCalled();
  });

  it.each([
    ['?sqsscreenshot=true', true],
    ['?a=1&sqsscreenshot=true', true],
    ['?sqsscreenshot=false', false],
    ['?sqsscreenshot', false],
    ['', false],
  ])('isScreenshot(%p) is %p', (search, expected) => expect(isScreenshot(search)).toBe(expected));
});

describe('the show decision', () => {
  const facts = { enabled: true, hasChoice: false, forced: false, screenshot: false };
  it.each([
    [{}, true],
    [{ enabled: false }, false],
    [{ hasChoice: true }, false],
    [{ hasChoice: true, forced: true }, true],
    [{ forced: true, screenshot: true }, false],
    [{ enabled: false, forced: true }, false],
  ])('%p → %p', (change, shown) => expect(shouldShowBanner({ ...facts, ...change })).toBe(shown));
});

describe('stop', () => {
  it('removes the banner and the listeners', async () => {
    choose('accepted');
    const loadUi = startBanner();
    stop!();
    stop = undefined;
    dispatch(BANNER_EVENTS.force);
    await settle();
    expect(banner()).toBeNull();
    expect(loadUi).not.toHaveBeenCalled();
  });

  it('a UI that arrives after the stop is not mounted', async () => {
    startBanner();
    stop!();
    stop = undefined;
    await settle();
    expect(banner()).toBeNull();
  });

  it('a UI that fails to load is reported, never thrown', async () => {
    const loadUi = jest.fn(() => Promise.reject(new Error('offline')));
    stop = start(
      { name: 'cookie-banner', page: pageWith(), report, onError: () => () => {}, pageErrors: noPageErrors },
      { win: window, loadUi },
    ) as () => void;
    await settle();
    expect(report).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'offline' }),
      'cookie banner failed to show',
    );
  });
});

describe('restrictive policy (spec §4): the analytics cookies are cleared until Accept', () => {
  const set = () => ['ss_cvr', 'ss_cvt', 'SS_MID'].forEach((name) => (document.cookie = `${name}=1; path=/`));
  const names = () => document.cookie.split('; ').map((pair) => pair.split('=')[0]);

  it('clears them on start without a choice', async () => {
    set();
    startBanner({ isRestrictiveCookiePolicyEnabled: true });
    await settle();
    expect(names()).not.toEqual(expect.arrayContaining(['ss_cvr']));
    expect(names().filter((name) => ['ss_cvr', 'ss_cvt', 'SS_MID'].includes(name))).toEqual([]);
  });

  it('keeps them after Accept', async () => {
    choose('accepted');
    set();
    startBanner({ isRestrictiveCookiePolicyEnabled: true });
    await settle();
    expect(names()).toEqual(expect.arrayContaining(['ss_cvr', 'ss_cvt', 'SS_MID']));
  });
});
