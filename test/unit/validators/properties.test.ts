import fc from 'fast-check';
import { blogUrlSlug, categorizeLink, checkLink, generateSku, validateEmail } from '../../../src/core/validators';

/** Any text a visitor or a server might send: ASCII, full Unicode graphemes, raw code points. */
const anyText = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }));
const CATEGORIES = ['empty', 'anchor', 'external', 'file', 'content', 'malformed-protocol', 'other-protocol'];

describe('link checks never throw (property)', () => {
  it('on any string, categorizeLink gives one of the seven categories and checkLink agrees', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, fc.webUrl()), (href) => {
        const category = categorizeLink(href);
        expect(CATEGORIES).toContain(category);
        const check = checkLink(href);
        expect(check.category).toBe(category);
        expect(check.valid || typeof check.reason === 'string').toBe(true);
      }),
    );
  });

  it('every web URL is external', () => {
    fc.assert(fc.property(fc.webUrl(), (url) => expect(categorizeLink(url)).toBe('external')));
  });
});

describe('email validation (property)', () => {
  it('never throws on any string and answers null or the message', () => {
    fc.assert(
      fc.property(anyText, fc.boolean(), (value, required) => {
        const result = validateEmail(value, { required });
        expect(result === null || result.startsWith('Email is not valid.')).toBe(true);
      }),
    );
  });

  it('accepts every generated address with a 2-4 letter top-level part and at most 256 characters', () => {
    const valid = fc.emailAddress().filter((email) => /\.[a-z]{2,4}$/i.test(email) && email.length <= 256);
    fc.assert(fc.property(valid, (email) => expect(validateEmail(email, { required: true })).toBeNull()));
  });

  it('refuses every address whose top-level part is longer than 4 letters', () => {
    // fc.emailAddress() only makes 2-4 letter top-level parts: lengthen them.
    const long = fc
      .tuple(fc.emailAddress(), fc.stringMatching(/^[a-z]{3,6}$/))
      .map(([email, more]) => `${email}${more}`);
    fc.assert(fc.property(long, (email) => expect(validateEmail(email)).not.toBeNull()));
  });
});

describe('blog URL format (property)', () => {
  it('emits only letters, digits, slash, dash and the four percent tokens', () => {
    fc.assert(
      fc.property(anyText, (title) => {
        expect(blogUrlSlug(title)).toMatch(/^(%[ymdt]|[a-z0-9/-])*$/);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(anyText, (title) => {
        const once = blogUrlSlug(title);
        expect(blogUrlSlug(once)).toBe(once);
      }),
    );
  });
});

describe('generated SKU (property)', () => {
  it('always matches SQ and 7 digits, whatever the random source returns', () => {
    fc.assert(
      fc.property(fc.array(fc.double(), { minLength: 7, maxLength: 7 }), (draws) => {
        let i = 0;
        expect(generateSku(() => draws[i++])).toMatch(/^SQ\d{7}$/);
      }),
    );
    fc.assert(
      fc.property(fc.integer(), () => expect(generateSku()).toMatch(/^SQ\d{7}$/)),
      { numRuns: 50 },
    );
  });
});
