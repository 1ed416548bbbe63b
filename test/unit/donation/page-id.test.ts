import { donateUrl, isDonatePageId, readDonatePageId } from '../../../src/blocks/donation/page-id';

const button = (attribute?: string) => {
  const element = document.createElement('a');
  if (attribute !== undefined) element.setAttribute('data-donate-page-id', attribute);
  return element;
};

describe('the donate URL is /checkout/donate?donatePageId={donatePageId} (spec §2)', () => {
  it('puts the page id in the query', () => {
    expect(donateUrl('5f0c0ffee0000000000000a1')).toBe('/checkout/donate?donatePageId=5f0c0ffee0000000000000a1');
  });
  it('encodes the id as a query value', () => {
    expect(donateUrl('a b&c')).toBe('/checkout/donate?donatePageId=a%20b%26c');
  });
});

describe('the page id is read from data-block-json, else from the button', () => {
  it('reads donatePageId from the block settings', () => {
    expect(readDonatePageId({ donatePageId: 'p1' }, button('p2'))).toBe('p1');
  });
  it('accepts a numeric id', () => {
    expect(readDonatePageId({ donatePageId: 42 }, null)).toBe('42');
  });
  it("falls back to the button's data-donate-page-id", () => {
    expect(readDonatePageId({}, button(' p2 '))).toBe('p2');
  });
  it('refuses an invalid id in the settings instead of using the button', () => {
    expect(readDonatePageId({ donatePageId: 'javascript:alert(1)' }, button('p2'))).toBeUndefined();
    expect(readDonatePageId({ donatePageId: { id: 1 } }, button('p2'))).toBeUndefined();
  });
  it('is undefined when neither has one', () => {
    expect(readDonatePageId({}, button())).toBeUndefined();
    expect(readDonatePageId({}, button(''))).toBeUndefined();
    expect(readDonatePageId({}, null)).toBeUndefined();
  });
});

describe('a page id is a short token', () => {
  it.each(['5f0c0ffee0000000000000a1', 'page_1', 'a-b', 7])('accepts %p', (value) => {
    expect(isDonatePageId(value)).toBe(true);
  });
  it.each(['', ' ', 'a b', '../x', 'x'.repeat(129), -1, 1.5, NaN, null, undefined, true, {}])('refuses %p', (value) => {
    expect(isDonatePageId(value)).toBe(false);
  });
});
