import { readFields } from '../../../src/blocks/form/fields';
import {
  NUMBER_INVALID_MESSAGE,
  REQUIRED_UNTITLED_MESSAGE,
  validateFields,
  WEBSITE_INVALID_MESSAGE,
} from '../../../src/blocks/form/validate';
import { collectValues } from '../../../src/blocks/form/values';
import { mountForm, type FieldSpec } from './fixture';

const EMAIL_MESSAGE = 'Email is not valid. Email addresses should follow the format user@domain.com.';
const MAX_LENGTH_MESSAGE = 'You have exceeded the character limit.';

/** The errors of a form built from `specs`, as the visitor left it. */
function errorsOf(specs: FieldSpec[]) {
  const fields = readFields(mountForm(specs));
  return validateFields(fields, collectValues(fields, ''));
}
const messageOf = (spec: FieldSpec) =>
  errorsOf([{ ...spec, id: 'f' }]).find((error) => error.fieldId === 'f')?.message ?? null;

describe('required fields', () => {
  it('an empty required field gets "{title} is required."', () => {
    expect(errorsOf([{ type: 'text', id: 'f', title: 'Company', required: true }])).toEqual([
      { fieldId: 'f', message: 'Company is required.' },
    ]);
  });

  it('spaces only count as empty', () => {
    expect(messageOf({ type: 'text', title: 'Company', required: true, value: '   ' })).toBe('Company is required.');
  });

  it('a required field without a title gets "This field is required."', () => {
    expect(messageOf({ type: 'text', required: true })).toBe(REQUIRED_UNTITLED_MESSAGE);
    expect(REQUIRED_UNTITLED_MESSAGE).toBe('This field is required.');
  });

  it('an optional empty field is valid', () => {
    expect(
      errorsOf([
        { type: 'text' },
        { type: 'email' },
        { type: 'number' },
        { type: 'website' },
        { type: 'name' },
        { type: 'checkbox', options: ['a'] },
      ]),
    ).toEqual([]);
  });

  it.each<[string, FieldSpec]>([
    ['checkbox with nothing checked', { type: 'checkbox', title: 'T', required: true, options: ['a'] }],
    ['radio with nothing checked', { type: 'radio', title: 'T', required: true, options: ['a'] }],
    ['select on the placeholder', { type: 'select', title: 'T', required: true, options: ['a'] }],
    [
      'likert with a question unanswered',
      { type: 'likert', title: 'T', required: true, questions: ['A', 'B'], answers: { A: '1' } },
    ],
    ['name without a last name', { type: 'name', title: 'T', required: true, values: { 'first-name': 'Ada' } }],
    [
      'address without a city',
      {
        type: 'address',
        title: 'T',
        required: true,
        values: { address1: '1 Main', 'state-province': 'IL', zip: '1', country: 'US' },
      },
    ],
    ['date without a year', { type: 'date', title: 'T', required: true, values: { month: '1', day: '2' } }],
    ['time with only AM/PM', { type: 'time', title: 'T', required: true, values: { ampm: 'AM' } }],
    ['phone without a line', { type: 'phone', title: 'T', required: true, values: { areacode: '555', prefix: '123' } }],
  ])('is empty: %s', (_name, spec) => {
    expect(messageOf(spec)).toBe('T is required.');
  });

  it.each<[string, FieldSpec]>([
    ['checkbox with one checked', { type: 'checkbox', required: true, options: ['a', 'b'], checked: ['b'] }],
    [
      'likert with every question answered',
      { type: 'likert', required: true, questions: ['A', 'B'], answers: { A: '1', B: '-2' } },
    ],
    [
      'address without line 2',
      {
        type: 'address',
        required: true,
        values: { address1: '1 Main', city: 'X', 'state-province': 'IL', zip: '1', country: 'US' },
      },
    ],
    ['time without seconds', { type: 'time', required: true, values: { hour: '9', minute: '00', ampm: 'AM' } }],
    [
      'phone without a country code',
      {
        type: 'phone',
        required: true,
        showCountryCode: true,
        values: { areacode: '555', prefix: '123', line: '4567' },
      },
    ],
  ])('is filled: %s', (_name, spec) => {
    expect(messageOf(spec)).toBeNull();
  });
});

describe('max length (spec §5)', () => {
  it('more characters than data-max-length: the character-limit message', () => {
    expect(messageOf({ type: 'textarea', maxLength: '5', value: 'abcdef' })).toBe(MAX_LENGTH_MESSAGE);
  });

  it('exactly the max is fine, and an emoji counts as one character', () => {
    expect(messageOf({ type: 'textarea', maxLength: '5', value: 'abcde' })).toBeNull();
    expect(messageOf({ type: 'textarea', maxLength: '2', value: '😀😀' })).toBeNull();
  });

  it('a non-numeric or zero data-max-length is no limit', () => {
    expect(messageOf({ type: 'textarea', maxLength: '0', value: 'long text' })).toBeNull();
    expect(messageOf({ type: 'textarea', maxLength: 'ten', value: 'long text' })).toBeNull();
  });
});

describe('email (spec §5)', () => {
  it.each(['user@domain.com', ' user+tag@mail.example.co.uk '])('accepts %p', (value) => {
    expect(messageOf({ type: 'email', value })).toBeNull();
  });

  it.each(['user', 'user@domain', 'user@domain.toolong', 'a b@c.com'])('refuses %p with the §5 message', (value) => {
    const [field] = readFields(mountForm([{ type: 'email', id: 'f' }]));
    expect(validateFields([field], { f: value })).toEqual([{ fieldId: 'f', message: EMAIL_MESSAGE }]);
  });

  it('a required empty email gets the required message', () => {
    expect(messageOf({ type: 'email', title: 'Email', required: true })).toBe('Email is required.');
  });
});

describe('number and currency fields', () => {
  it.each(['42', '-3', '+7', '3.50', '.5', '1,000', '1,000,000.25', '3,5', ' 12 '])('accepts %p', (value) => {
    expect(messageOf({ type: 'number', value })).toBeNull();
    expect(messageOf({ type: 'currency', value })).toBeNull();
  });

  it.each(['abc', '12px', '1.2.3', '+', '.', '1e5', '--1'])('refuses %p', (value) => {
    expect(messageOf({ type: 'number', value })).toBe(NUMBER_INVALID_MESSAGE);
  });
});

describe('website fields (lenient)', () => {
  it.each([
    'example.com',
    'www.example.co.uk',
    'https://example.com/path?q=1',
    'http://example.com:8080',
    'EXAMPLE.COM/#top',
  ])('accepts %p', (value) => {
    expect(messageOf({ type: 'website', value })).toBeNull();
  });

  it.each(['example', 'javascript:alert(1).com', 'ftp://example.com', 'exa mple.com', 'http://'])(
    'refuses %p',
    (value) => {
      expect(messageOf({ type: 'website', value })).toBe(WEBSITE_INVALID_MESSAGE);
    },
  );
});

describe('validateFields', () => {
  it('gives one error per field, the first failing rule, in field order', () => {
    const fields = readFields(
      mountForm([
        { type: 'email', id: 'e', title: 'Email', required: true, maxLength: '3' },
        { type: 'text', id: 't', title: 'T', required: true },
      ]),
    );
    expect(validateFields(fields, { e: 'not-an-email' })).toEqual([
      { fieldId: 'e', message: MAX_LENGTH_MESSAGE },
      { fieldId: 't', message: 'T is required.' },
    ]);
  });

  it('skips sections and hidden fields', () => {
    expect(
      errorsOf([
        { type: 'section', title: 'S' },
        { type: 'hidden', name: 'h' },
      ]),
    ).toEqual([]);
  });

  it('reads a missing or wrong-typed value as empty', () => {
    const fields = readFields(
      mountForm([
        { type: 'text', id: 'a', title: 'A', required: true },
        { type: 'name', id: 'b', title: 'B', required: true },
      ]),
    );
    expect(validateFields(fields, { a: { x: 1 }, b: 'not an array' }).map((error) => error.message)).toEqual([
      'A is required.',
      'B is required.',
    ]);
  });
});
