import { LINK_LENGTH_LIMITS, categorizeLink, checkLink } from '../../../src/core/validators';

describe('link categories (spec §5, §2)', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['#section', 'anchor'],
    ['/s/menu.pdf', 'file'],
    ['/about', 'content'],
    ['/', 'content'],
    ['https://example.com', 'external'],
    ['HTTP://example.com/a?b#c', 'external'],
    ['//cdn.example.com/x', 'external'],
    ['htp:/x', 'malformed-protocol'],
    ['http:/x', 'malformed-protocol'],
    ['https:example.com', 'malformed-protocol'],
    ['http//example.com', 'malformed-protocol'],
    ['htps://example.com', 'malformed-protocol'],
    ['hhtp://example.com', 'malformed-protocol'],
    ['www.example.com', 'malformed-protocol'],
    ['example.com:8080/x', 'malformed-protocol'],
    ['mailto:a@b.com', 'other-protocol'],
    ['tel:+15551234567', 'other-protocol'],
    ['sms:5551234', 'other-protocol'],
    ['ftp://files.example.com', 'other-protocol'],
    ['javascript:void(0)', 'other-protocol'],
  ])('%p is %s', (href, category) => expect(categorizeLink(href)).toBe(category));

  it('treats a value that is not a string as empty', () => expect(categorizeLink(undefined)).toBe('empty'));
});

const under = (prefix: string, limit: number) => prefix + 'x'.repeat(limit - 1 - prefix.length);

describe('link checks: length limits (spec §5, "under N characters")', () => {
  it.each([
    ['anchor', '#', LINK_LENGTH_LIMITS.anchor],
    ['internal', '/', LINK_LENGTH_LIMITS.internal],
    ['file', '/s/', LINK_LENGTH_LIMITS.internal],
    ['sms', 'sms:', LINK_LENGTH_LIMITS.sms],
    ['javascript', 'javascript:', LINK_LENGTH_LIMITS.javascript],
    ['ftp', 'ftp://', LINK_LENGTH_LIMITS.ftp],
  ])('%s: valid just under the limit, invalid at it', (_kind, prefix, limit) => {
    expect(checkLink(under(prefix, limit))).toMatchObject({ valid: true });
    const atLimit = checkLink(`${under(prefix, limit)}x`);
    expect(atLimit.valid).toBe(false);
    expect(atLimit.reason).toMatch(new RegExp(`under ${limit} characters`));
  });

  it('has the limits of the spec', () => {
    expect(LINK_LENGTH_LIMITS).toEqual({
      anchor: 100,
      tel: 50,
      sms: 1000,
      mailto: 1000,
      javascript: 250,
      ftp: 100,
      internal: 150,
    });
  });
});

describe('link checks: proper tel and mailto (spec §5)', () => {
  it.each(['tel:5551', 'tel:+1-555-123-4567', 'tel:+4420'])('%p is a proper tel', (href) =>
    expect(checkLink(href).valid).toBe(true),
  );
  it.each(['tel:555', 'tel:+1 555 1234', 'tel:(555)1234', 'tel:', `tel:${'1'.repeat(46)}`])('%p is not', (href) =>
    expect(checkLink(href)).toMatchObject({ category: 'other-protocol', valid: false }),
  );

  it.each(['mailto:a@b.com', 'mailto:a@b.co.uk?subject=Hi%20there'])('%p is a proper mailto', (href) =>
    expect(checkLink(href).valid).toBe(true),
  );
  it.each(['mailto:ab.com', 'mailto:a@b@c.com', 'mailto:a@localhost', 'mailto:a@b.c'])('%p is not', (href) =>
    expect(checkLink(href).valid).toBe(false),
  );

  it('mailto must be under 1000 characters', () => {
    const long = `mailto:a@b.com?body=${'x'.repeat(1000)}`;
    expect(checkLink(long)).toMatchObject({ valid: false, reason: 'Email links must be under 1000 characters' });
  });
});

describe('link checks: the rest', () => {
  it('an empty link and a malformed protocol are never valid, with a reason', () => {
    expect(checkLink('')).toEqual({ category: 'empty', valid: false, reason: 'The link is empty' });
    expect(checkLink('http:/x')).toMatchObject({ category: 'malformed-protocol', valid: false });
    expect(checkLink('http:/x').reason).toMatch(/http:\/\/ or https:\/\//);
  });

  it('an external link needs a host the URL parser accepts', () => {
    expect(checkLink('https://example.com/path')).toEqual({ category: 'external', valid: true });
    expect(checkLink('https://exa mple.com').valid).toBe(false);
  });

  it('other schemes pass: the spec sets no rule for them', () => {
    expect(checkLink('skype:someone?call')).toEqual({ category: 'other-protocol', valid: true });
  });
});
