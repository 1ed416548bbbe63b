import {
  FILE_TOO_LARGE_MESSAGE,
  LINK_FORMAT_MESSAGE,
  UNSUPPORTED_FILE_MESSAGE,
  blogUrlSlug,
  formatMessage,
  isValidCategory,
  isValidTag,
} from '../../../src/core/validators';
import * as validators from '../../../src/core/validators';

describe('blog URL format (spec §5)', () => {
  it.each([
    ['My First Post', 'my-first-post'],
    ['%Y/%M/%D/%T', '%y/%m/%d/%t'],
    ['blog/%y/%t', 'blog/%y/%t'],
    ['Hello,   World!', 'hello-world'],
    ['Café crème', 'cafe-creme'],
    ['50% off', '50-off'],
    ['%x%y', 'x%y'],
    ['Ünïcödé_and.dots', 'unicodeanddots'],
    ['日本語', ''],
    ['Title — 2024', 'title-2024'],
    ['a - - b', 'a-b'],
  ])('%p → %p', (title, slug) => expect(blogUrlSlug(title)).toBe(slug));

  it('gives an empty slug for what is not a string', () => expect(blogUrlSlug(null)).toBe(''));
});

describe('tags and categories (spec §5: 50 and 25 characters)', () => {
  it('tags up to 50 characters', () => {
    expect(isValidTag('t'.repeat(50))).toBe(true);
    expect(isValidTag('t'.repeat(51))).toBe(false);
  });

  it('categories up to 25 characters', () => {
    expect(isValidCategory('c'.repeat(25))).toBe(true);
    expect(isValidCategory('c'.repeat(26))).toBe(false);
  });

  it('a blank tag or category is not one', () => {
    expect(isValidTag('  ')).toBe(false);
    expect(isValidCategory('')).toBe(false);
    expect(isValidTag(7)).toBe(false);
  });
});

describe('formatMessage', () => {
  it('fills placeholders by name, every occurrence', () => {
    expect(formatMessage(FILE_TOO_LARGE_MESSAGE, { fileName: 'a.png', maxSize: '20 MB' })).toBe(
      'The file a.png is too large. The maximum allowed file size is 20 MB.',
    );
    expect(formatMessage('{x} and {x}', { x: 1 })).toBe('1 and 1');
  });

  it('fills placeholders in order from an array', () => {
    expect(formatMessage(LINK_FORMAT_MESSAGE, ['http://example.com', 'https://example.com'])).toBe(
      'Links must be formatted as http://example.com or https://example.com',
    );
  });

  it('leaves a placeholder without a value as written', () => {
    expect(formatMessage(UNSUPPORTED_FILE_MESSAGE, { fileName: 'a.exe' })).toBe(
      'The file a.exe does not appear to be a supported {fileTypeMessage}file.',
    );
    expect(formatMessage('{a} {b}', ['only'])).toBe('only {b}');
    expect(formatMessage('{constructor}', {})).toBe('{constructor}');
  });
});

describe('the strings of spec §5, word for word', () => {
  it.each([
    ['MAX_LENGTH_MESSAGE', 'You have exceeded the character limit.'],
    ['CAPTCHA_INCOMPLETE_MESSAGE', 'Complete CAPTCHA before submitting.'],
    ['INVALID_VIDEO_EMBED_MESSAGE', 'Invalid video embed.'],
    ['ENTER_VALID_EMAIL_MESSAGE', 'Please enter a valid email'],
    ['EMAIL_FORMAT_MESSAGE', 'Emails must be formatted as {email}'],
    ['SELECT_LIST_MESSAGE', 'A List must be selected'],
    ['CHECKOUT_MINIMUM_MESSAGE', 'To check out, your order subtotal must be {subtotal} or more.'],
    ['DATASET_ROWS_TRUNCATED_MESSAGE', 'Your dataset has been truncated to {maxRows} rows'],
    ['DATASET_COLUMNS_TRUNCATED_MESSAGE', 'Your dataset has been truncated to {maxColumns} columns'],
    ['NOT_AN_OPTION_MESSAGE', '{val} is not one of the expected options'],
    ['NO_CODE_EDITING_ON_ANDROID_MESSAGE', 'Code editing is not available on Android.'],
  ])('%s', (name, text) => expect((validators as Record<string, unknown>)[name]).toBe(text));
});
