import { readBoolean } from '../../../src/core/read-boolean';
import { readConsentPolicy } from '../../../src/core/consent';
import { defaultPageContext } from '../../../src/core/page-context';
import { readBannerSettings } from '../../../src/features/cookie-banner/settings';
import { normalizeConfig } from '../../../src/blocks/accordion/config';
import { readSettings as readFormSettings } from '../../../src/blocks/form/settings';
import { readSettings as readGallerySettings } from '../../../src/blocks/gallery/settings';

describe('readBoolean: the one reading of a boolean in JSON', () => {
  it.each<[unknown, boolean | undefined]>([
    [true, true],
    [false, false],
    ['true', true],
    ['false', false],
    [' TRUE ', true],
    ['False', false],
    ['\ttrue\n', true],
    ['yes', undefined],
    ['on', undefined],
    ['1', undefined],
    ['0', undefined],
    [1, undefined],
    [0, undefined],
    ['', undefined],
    ['truthy', undefined],
    [null, undefined],
    [undefined, undefined],
    [{}, undefined],
    [[true], undefined],
  ])('%p → %p', (value, expected) => {
    expect(readBoolean(value)).toBe(expected);
  });
});

describe('every block and service reads " TRUE " the same way', () => {
  const page = (cookieSettings: Record<string, unknown>) => ({ ...defaultPageContext(), cookieSettings });

  it('accordion, form, gallery, cookie banner and consent all take " TRUE " as true', () => {
    expect(normalizeConfig({ allowMultipleOpen: ' TRUE ' }).allowMultipleOpen).toBe(true);
    expect(readFormSettings({ isNewsletter: ' TRUE ' }, { href: 'https://example.com/' }).isNewsletter).toBe(true);
    expect(readGallerySettings({ lightbox: ' TRUE ' }, '', () => undefined).lightbox).toBe(true);
    expect(readBannerSettings({ isCookieBannerEnabled: ' TRUE ' }).enabled).toBe(true);
    expect(readConsentPolicy(page({ isRestrictiveCookiePolicyEnabled: ' TRUE ' })).requiresConsent).toBe(true);
  });

  it('and "yes" as no boolean at all: each keeps its default', () => {
    expect(normalizeConfig({ initialOpen: 'yes' }).initialOpen).toBe(false);
    expect(readFormSettings({ isOverlayForm: 'yes' }, { href: 'https://example.com/' }).isOverlayForm).toBe(false);
    const report = jest.fn();
    expect(readGallerySettings({ 'auto-crop': 'yes' }, '', report).autoCrop).toBe(true);
    expect(report).toHaveBeenCalledWith(expect.any(TypeError), 'Error evaluating gallery block data.');
    expect(readBannerSettings({ isCookieBannerEnabled: 'yes' }).enabled).toBe(false);
  });
});
