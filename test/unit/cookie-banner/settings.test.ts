import {
  DEFAULT_COOKIE_BANNER_CTA_TEXT,
  DEFAULT_COOKIE_BANNER_OPT_OUT_TEXT,
  DEFAULT_COOKIE_BANNER_TEXT,
} from '../../../src/core/enums/cookie-banner';
import { readBannerSettings } from '../../../src/features/cookie-banner/settings';

describe('spec §5: with no settings at all, every field takes its default', () => {
  it.each([undefined, null, 'junk', [], {}])('%p', (raw) => {
    expect(readBannerSettings(raw)).toEqual({
      enabled: false,
      text: DEFAULT_COOKIE_BANNER_TEXT,
      ctaText: 'Accept',
      optOutText: 'Decline',
      ctaVariant: 'ICON',
      theme: 'DARK',
      variant: 'BAR',
      acceptType: 'OPT_IN',
      barPosition: 'BOTTOM',
      popupPosition: 'BOTTOM_LEFT',
    });
  });
});

describe('spec §3: settings given are kept', () => {
  it('reads every field of a full, valid settings object', () => {
    expect(
      readBannerSettings({
        isCookieBannerEnabled: true,
        cookieBannerText: '<p>We use cookies. <a href="/privacy">Privacy</a></p>',
        cookieBannerCtaText: 'OK',
        cookieBannerOptOutCtaText: 'No thanks',
        cookieBannerCtaVariant: 'BUTTON',
        cookieBannerTheme: 'LIGHT',
        cookieBannerVariant: 'POPUP',
        cookieBannerAcceptType: 'OPT_IN_AND_OUT',
        cookieBannerPosition: 'TOP_RIGHT',
      }),
    ).toEqual({
      enabled: true,
      text: '<p>We use cookies. <a href="/privacy">Privacy</a></p>',
      ctaText: 'OK',
      optOutText: 'No thanks',
      ctaVariant: 'BUTTON',
      theme: 'LIGHT',
      variant: 'POPUP',
      acceptType: 'OPT_IN_AND_OUT',
      barPosition: 'TOP',
      popupPosition: 'TOP_RIGHT',
    });
  });

  it.each([
    [true, true],
    ['true', true],
    [false, false],
    ['false', false],
    [1, false],
  ])('isCookieBannerEnabled %p reads as %p', (value, enabled) => {
    expect(readBannerSettings({ isCookieBannerEnabled: value }).enabled).toBe(enabled);
  });
});

describe('spec §5: blank texts become the defaults', () => {
  it.each(['', '   ', '<p></p>', '<p> </p>', '<p>&nbsp;</p>', null, 42])(
    'banner text %p → the default sentence',
    (value) => {
      expect(readBannerSettings({ cookieBannerText: value }).text).toBe(DEFAULT_COOKIE_BANNER_TEXT);
    },
  );

  it.each(['', '  ', null, undefined])('CTA text %p → Accept', (value) => {
    expect(readBannerSettings({ cookieBannerCtaText: value }).ctaText).toBe(DEFAULT_COOKIE_BANNER_CTA_TEXT);
  });

  it.each(['', '  ', null, undefined])('opt-out text %p → Decline', (value) => {
    expect(readBannerSettings({ cookieBannerOptOutCtaText: value }).optOutText).toBe(
      DEFAULT_COOKIE_BANNER_OPT_OUT_TEXT,
    );
  });
});

describe('spec §5: unknown enumeration values fall back', () => {
  it.each(['TEXT', 'BUTTON', 'ICON'])('CTA variant %s is kept', (value) => {
    expect(readBannerSettings({ cookieBannerCtaVariant: value }).ctaVariant).toBe(value);
  });
  it.each(['LINK', 'button', '', null])('unknown CTA variant %p → ICON', (value) => {
    expect(readBannerSettings({ cookieBannerCtaVariant: value }).ctaVariant).toBe('ICON');
  });
  it.each(['BLUE', 'light', ''])('unknown theme %p → DARK', (value) => {
    expect(readBannerSettings({ cookieBannerTheme: value }).theme).toBe('DARK');
  });
  it.each(['MODAL', 'popup', ''])('unknown variant %p → BAR', (value) => {
    expect(readBannerSettings({ cookieBannerVariant: value }).variant).toBe('BAR');
  });
  it.each(['OPT_OUT', 'opt_in_and_out', '', undefined])('unknown accept type %p → OPT_IN', (value) => {
    expect(readBannerSettings({ cookieBannerAcceptType: value }).acceptType).toBe('OPT_IN');
  });
});

describe('spec §5: positions', () => {
  it.each([
    ['TOP', 'TOP'],
    ['TOP_LEFT', 'TOP'],
    ['TOP_RIGHT', 'TOP'],
    ['BOTTOM', 'BOTTOM'],
    ['BOTTOM_RIGHT', 'BOTTOM'],
    ['MIDDLE', 'BOTTOM'],
    [undefined, 'BOTTOM'],
  ])('bar position %p → %s', (value, bar) => {
    expect(readBannerSettings({ cookieBannerPosition: value }).barPosition).toBe(bar);
  });

  it.each([
    ['TOP_LEFT', 'TOP_LEFT'],
    ['TOP_RIGHT', 'TOP_RIGHT'],
    ['BOTTOM_LEFT', 'BOTTOM_LEFT'],
    ['BOTTOM_RIGHT', 'BOTTOM_RIGHT'],
    ['TOP', 'TOP_LEFT'],
    ['BOTTOM', 'BOTTOM_LEFT'],
    ['CENTER', 'BOTTOM_LEFT'],
    [null, 'BOTTOM_LEFT'],
  ])('popup position %p → %s', (value, popup) => {
    expect(readBannerSettings({ cookieBannerPosition: value }).popupPosition).toBe(popup);
  });
});
