import fc from 'fast-check';
import { readFields } from '../../../src/blocks/form/fields';
import { buildPayload, type PageFacts } from '../../../src/blocks/form/payload';
import { safeRedirect } from '../../../src/blocks/form/redirect';
import { readSettings } from '../../../src/blocks/form/settings';
import { summaryText } from '../../../src/blocks/form/summary';
import { validateFields } from '../../../src/blocks/form/validate';
import { collectValues } from '../../../src/blocks/form/values';
import { mountForm, type FieldSpec } from './fixture';

/** Any text a visitor, a theme or a server might produce. */
const anyText = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }));
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const common = { id: maybe(anyText), title: maybe(anyText), required: fc.boolean(), description: maybe(anyText) };

const simpleType = fc.constantFrom(
  'text',
  'textarea',
  'email',
  'number',
  'website',
  'password',
  'twitter',
  'currency',
  'mystery' as const,
);
const compoundType = fc.constantFrom('name', 'address', 'date', 'time', 'phone' as const);
const partName = fc.constantFrom(
  'first-name',
  'last-name',
  'address1',
  'city',
  'month',
  'year',
  'hour',
  'ampm',
  'country-code',
  'areacode',
  'line',
);

const fieldSpec: fc.Arbitrary<FieldSpec> = fc.oneof(
  fc.record({
    ...common,
    type: simpleType,
    value: maybe(anyText),
    maxLength: maybe(fc.oneof(anyText, fc.integer().map(String))),
  }),
  fc.record({
    ...common,
    type: compoundType,
    values: maybe(fc.dictionary(partName, anyText)),
    showCountryCode: fc.boolean(),
  }),
  fc.array(anyText, { maxLength: 4 }).chain((options) =>
    fc.record({
      ...common,
      type: fc.constantFrom('radio', 'checkbox' as const),
      options: fc.constant(options),
      checked: fc.subarray(options),
    }),
  ),
  fc.array(anyText, { maxLength: 4 }).chain((options) =>
    fc.record({
      ...common,
      type: fc.constant('select' as const),
      options: fc.constant(options),
      selected: maybe(fc.constantFrom('', ...options)),
    }),
  ),
  fc.array(anyText, { maxLength: 3 }).chain((questions) =>
    fc.record({
      ...common,
      type: fc.constant('likert' as const),
      questions: fc.constant(questions),
      answers: maybe(fc.dictionary(fc.constantFrom('', ...questions), fc.constantFrom('-2', '-1', '0', '1', '2'))),
      questionAs: fc.constantFrom('attribute', 'text' as const),
    }),
  ),
  fc.record({
    type: fc.constant('hidden' as const),
    id: maybe(anyText),
    name: anyText,
    value: maybe(anyText),
    wrapped: fc.boolean(),
  }),
  fc.record({ type: fc.constant('section' as const), id: maybe(anyText), title: maybe(anyText) }),
);

const anySearch = fc.oneof(
  anyText,
  anyText.map((text) => `?${text}`),
  fc.webQueryParameters().map((query) => `?${query}`),
);
const anySettings = fc.oneof(fc.jsonValue(), fc.json(), anyText, fc.anything());
const facts: PageFacts = {
  host: 'h',
  path: '/p',
  query: '',
  referrer: '',
  language: 'en',
  title: 't',
  pageId: 'p',
  pagePermissionTypeValue: 1,
};
const here = { href: 'https://site.example/form' };

describe('no input crashes the form logic (property)', () => {
  it('readFields, collectValues, validateFields, summaryText and buildPayload never throw', () => {
    fc.assert(
      fc.property(
        fc.array(fieldSpec, { maxLength: 6 }),
        anySearch,
        anySettings,
        fc.constantFrom('A', 'B' as const),
        (specs, search, json, variant) => {
          const fields = readFields(mountForm(specs));
          const values = collectValues(fields, search);
          const errors = validateFields(fields, values);
          errors.forEach((error) => expect(typeof error.message).toBe('string'));
          fields.forEach((field) => expect(typeof summaryText(field, values[field.id])).toBe('string'));
          const payload = buildPayload(readSettings(json, here), values, facts, variant, { key: 'k' });
          expect(typeof payload.form).toBe('string');
        },
      ),
      { numRuns: 150 },
    );
  });

  it('validateFields never throws on values of any shape', () => {
    const fields = readFields(
      mountForm([
        { type: 'name', id: 'a', required: true },
        { type: 'likert', id: 'b', questions: ['q'] },
        { type: 'email', id: 'c', maxLength: '3' },
      ]),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd'), fc.anything()), (values) => {
        expect(Array.isArray(validateFields(fields, values))).toBe(true);
        fields.forEach((field) => expect(typeof summaryText(field, values[field.id])).toBe('string'));
      }),
    );
  });
});

describe('form round-trips the collected values (property)', () => {
  it('JSON.parse(payload.form) equals collectValues', () => {
    fc.assert(
      fc.property(
        fc.array(fieldSpec, { maxLength: 6 }),
        anySearch,
        fc.constantFrom('A', 'B' as const),
        (specs, search, variant) => {
          const values = collectValues(readFields(mountForm(specs)), search);
          const payload = buildPayload(readSettings({}, here), values, facts, variant, { key: 'k' });
          expect(JSON.parse(payload.form as string)).toEqual(values);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('safeRedirect only follows http(s), and relative inputs stay on the site (property)', () => {
  const prefix = fc.constantFrom(
    '',
    '//',
    '/\\',
    '\\\\',
    'javascript:',
    'JaVaScRiPt:',
    'data:',
    'java\tscript:',
    ' \u0001',
    'http:',
    'https:',
    'https://',
    'vbscript:',
    '/',
  );
  const candidate = fc.oneof(
    anyText,
    fc.webUrl(),
    fc.tuple(prefix, anyText).map(([a, b]) => a + b),
    fc.tuple(prefix, fc.webUrl()).map(([a, b]) => a + b),
  );
  /** Starts with a scheme, as the URL parser reads it (controls and spaces around, tabs and newlines anywhere ignored). */
  const hasScheme = (url: string) =>
    // eslint-disable-next-line no-control-regex -- strips leading C0 control characters on purpose, as the URL parser does
    /^[a-z][a-z0-9+.-]*:/i.test(url.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, ''));

  it('every answer is null or an http(s) URL', () => {
    fc.assert(
      fc.property(candidate, (url) => {
        const result = safeRedirect(url, here);
        if (result !== null) expect(['http:', 'https:']).toContain(new URL(result).protocol);
      }),
      { numRuns: 500 },
    );
  });

  it('a relative input never leads to another origin', () => {
    fc.assert(
      fc.property(
        candidate.filter((url) => !hasScheme(url)),
        (url) => {
          const result = safeRedirect(url, here);
          if (result !== null) expect(new URL(result).origin).toBe('https://site.example');
        },
      ),
      { numRuns: 500 },
    );
  });
});
