import { parseContextElement, readPageContext } from '../../../src/loader/runtime/context';
import { pageContext } from '../../../src/core/page-context';

function page(json: string | null) {
  document.body.innerHTML = '';
  if (json !== null) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'site-context';
    script.textContent = json;
    document.body.append(script);
  }
  const errors: string[] = [];
  const { page: context } = readPageContext(parseContextElement(document), (_e, message) => errors.push(message));
  return { context, errors };
}

describe('page context', () => {
  it('reads the fields the server gives', () => {
    const { context, errors } = page(
      JSON.stringify({
        website: { id: 'w1', baseUrl: 'https://example.com', cloneable: true },
        websiteSettings: { useEscapeKeyToLogin: true },
        authenticatedAccount: { id: 'a1' },
        pageType: 50,
        collection: { type: 1, title: 'Blog' },
        itemId: 'i1',
        custom: 42,
      }),
    );
    expect(errors).toEqual([]);
    expect(context.website.id).toBe('w1');
    expect(context.website.cloneable).toBe(true);
    expect(context.websiteSettings.useEscapeKeyToLogin).toBe(true);
    expect(context.authenticatedAccount).toEqual({ id: 'a1' });
    expect(context.pageType).toBe(50);
    expect(context.collection).toEqual({ type: 1, title: 'Blog' });
    expect(context.itemId).toBe('i1');
    expect(context.custom).toBe(42);
  });

  it('keeps the defaults of nested fields the server left out', () => {
    const { context } = page('{"website":{"id":"w1"},"websiteSettings":{}}');
    expect(context.website.developerMode).toBe(false);
    expect(context.websiteSettings.storeSettings).toEqual({ selectedCurrency: 'USD' });
  });

  it('ignores values of the wrong shape and keeps the default', () => {
    const { context } = page('{"pageType":"oops","website":[],"cookieSettings":[1],"authenticatedAccount":"me"}');
    expect(context.pageType).toBe(2);
    expect(context.website.id).toBeUndefined();
    expect(context.website.developerMode).toBe(false);
    expect(context.cookieSettings).toEqual({});
    expect(context.authenticatedAccount).toBeNull();
  });

  it('passes through the fields it only carries (fonts, rollups) as the server gave them', () => {
    const { context } = page('{"googleFonts":[{"family":"Inter"}],"rollups":{"a":1}}');
    expect(context.googleFonts).toEqual([{ family: 'Inter' }]);
    expect(context.rollups).toEqual({ a: 1 });
    expect(page('{}').context.googleFonts).toBeUndefined();
  });

  it('missing: one error and safe defaults', () => {
    const { context, errors } = page(null);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/missing or malformed/);
    expect(context.authenticatedAccount).toBeNull();
    expect(context.pageType).toBe(2);
  });

  it.each(['{oops', '[1,2]', '"text"', ''])('malformed (%s): one error and safe defaults', (json) => {
    const { context, errors } = page(json);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/missing or malformed/);
    expect(context.website.id).toBeUndefined();
    expect(context.website.developerMode).toBe(false);
  });
});

describe('one reading of each field', () => {
  it('websiteRoles as an array of role numbers or names is kept (src/core/page-roles.ts reads both)', () => {
    expect(page('{"websiteRoles":[1,"editor"]}').context.websiteRoles).toEqual([1, 'editor']);
    expect(page('{"websiteRoles":{"1":true}}').context.websiteRoles).toEqual({ 1: true });
    expect(page('{"websiteRoles":"admin"}').context.websiteRoles).toEqual({});
  });

  it('the same parsed object gives the same page context to every chunk', () => {
    const raw = { pageType: 50 };
    expect(pageContext(raw)).toBe(pageContext(raw));
    expect(pageContext(raw).pageType).toBe(50);
  });
});
