import { cookiesFor } from '../../../src/core/cookies';
import { clearAllCookies } from './helpers';

afterEach(clearAllCookies);

describe('cookiesFor(document): one cookie service per page', () => {
  it('gives every caller the same service', () => {
    expect(cookiesFor(document)).toBe(cookiesFor(document));
    expect(cookiesFor()).toBe(cookiesFor(document));
  });

  it('gives another document its own, reading that document’s cookies', () => {
    const other = document.implementation.createHTMLDocument('other');
    expect(cookiesFor(other)).not.toBe(cookiesFor(document));
  });

  it('after destroy(), the next call makes a new one', () => {
    const first = cookiesFor(document);
    first.destroy();
    const second = cookiesFor(document);
    expect(second).not.toBe(first);
    expect(second.set('a', '1')).toBe(true);
    expect(first.get('a')).toBe('1');
  });
});
