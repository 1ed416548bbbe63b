import {
  EMAIL_FORMAT_EXAMPLE,
  characterCount,
  counterText,
  isOverMaxLength,
  parseMaxLength,
  validateEmail,
  validateMaxLength,
} from '../../../src/core/validators';

const EMAIL_MESSAGE = 'Email is not valid. Email addresses should follow the format user@domain.com.';

describe('email field (spec §5)', () => {
  it('fills {email} with the example address', () => {
    expect(EMAIL_FORMAT_EXAMPLE).toBe('user@domain.com');
    expect(validateEmail('nope')).toBe(EMAIL_MESSAGE);
  });

  it.each(['a@b.co', 'first.last+tag@example.com', "o'neil@sub.domain.info", 'ME@EXAMPLE.ORG', ' a@b.co '])(
    'accepts %p',
    (email) => expect(validateEmail(email)).toBeNull(),
  );

  it.each(['a@b', 'a@b.c', 'a@b.museum', 'a b@c.com', 'a@@b.com', 'a@b..com', '@b.com', 'a@.com', 'a@b.c0m'])(
    'refuses %p (top-level part of 2-4 letters, one @, no spaces)',
    (email) => expect(validateEmail(email)).toBe(EMAIL_MESSAGE),
  );

  it('refuses more than 256 characters', () => {
    const local = 'a'.repeat(64);
    const email = `${local}@${'b'.repeat(256 - 64 - 5)}.com`;
    expect(email).toHaveLength(256);
    expect(validateEmail(email)).toBeNull();
    expect(validateEmail(`a${email}`)).toBe(EMAIL_MESSAGE);
  });

  it('an optional empty field is valid; a required empty one is not', () => {
    expect(validateEmail('')).toBeNull();
    expect(validateEmail('   ', { required: false })).toBeNull();
    expect(validateEmail('', { required: true })).toBe(EMAIL_MESSAGE);
    expect(validateEmail(undefined, { required: true })).toBe(EMAIL_MESSAGE);
  });
});

describe('max length (spec §5: "You have exceeded the character limit.")', () => {
  it('accepts text up to the limit and refuses one more character', () => {
    expect(validateMaxLength('abcde', 5)).toBeNull();
    expect(validateMaxLength('abcdef', 5)).toBe('You have exceeded the character limit.');
  });

  it('counts characters as a visitor does', () => {
    expect(characterCount('👍🏽ok')).toBe(4);
    expect(validateMaxLength('😀😀', 2)).toBeNull();
  });

  it('an empty field is fine, optional or required', () => {
    expect(validateMaxLength('', 5)).toBeNull();
    expect(validateMaxLength('', 5, { required: true })).toBeNull();
  });

  it('a limit that is not positive means no limit', () => {
    expect(validateMaxLength('abc', 0)).toBeNull();
    expect(validateMaxLength('abc', NaN)).toBeNull();
  });
});

describe('textarea counter (spec §5 data-max-length)', () => {
  it.each([
    ['200', 200],
    [' 15 ', 15],
    ['1', 1],
  ])('a positive whole number %p enables the counter', (attr, max) => expect(parseMaxLength(attr)).toBe(max));

  it.each(['0', '', 'abc', '-3', '2.5', '12px', '1e3', null, undefined])('%p disables it', (attr) =>
    expect(parseMaxLength(attr)).toBeNull(),
  );

  it('reads "current / max"', () => expect(counterText(12, 200)).toBe('12 / 200'));

  it('marks the field in error only past the max', () => {
    expect(isOverMaxLength('abc', 3)).toBe(false);
    expect(isOverMaxLength('abcd', 3)).toBe(true);
  });
});
