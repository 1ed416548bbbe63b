import { defaultCurrency } from '../../../src/core/money';
import { defaultPageContext } from '../../../src/core/page-context';

const withCurrency = (selectedCurrency: unknown) => ({ websiteSettings: { storeSettings: { selectedCurrency } } });

describe('default currency (spec §3: USD, taken from storeSettings.selectedCurrency)', () => {
  it('reads the store currency from the page context', () => {
    expect(defaultCurrency(withCurrency('EUR'))).toBe('EUR');
    expect(defaultCurrency(withCurrency(' jpy '))).toBe('JPY');
  });

  it('is USD for the default page context', () => {
    expect(defaultCurrency(defaultPageContext())).toBe('USD');
  });

  it.each([
    ['an unknown code', withCurrency('XYZ')],
    ['a number', withCurrency(978)],
    ['no store settings', { websiteSettings: {} }],
    ['no website settings', {}],
    ['a string context', 'USD'],
    ['null', null],
    ['undefined', undefined],
  ])('falls back to USD for %s', (_name, context) => {
    expect(defaultCurrency(context)).toBe('USD');
  });
});
