import { readFields } from '../../../src/blocks/form/fields';
import { collectValues, fieldValue } from '../../../src/blocks/form/values';
import { HIDDEN_QUERY_MAX } from '../../../src/blocks/form/values';
import { mountForm, type FieldSpec } from './fixture';

const valuesOf = (specs: FieldSpec[], search = '') => collectValues(readFields(mountForm(specs)), search);

describe('values: single text fields are strings (spec §3)', () => {
  // Not email: the browser itself strips spaces from an <input type=email>.
  it.each(['text', 'textarea', 'number', 'website', 'password', 'twitter', 'currency'] as const)(
    '%s → the typed string, untrimmed',
    (type) => {
      expect(valuesOf([{ type, id: 'f', value: '  typed ' }])).toEqual({ f: '  typed ' });
    },
  );

  it('an unknown type reads as text', () => {
    expect(valuesOf([{ type: 'mystery', id: 'f', value: 'odd' }])).toEqual({ f: 'odd' });
  });

  it('reads the live value the visitor typed, not the markup', () => {
    const form = mountForm([{ type: 'text', id: 'f', value: 'server' }]);
    form.querySelector<HTMLInputElement>('#f input')!.value = 'visitor';
    expect(collectValues(readFields(form), '')).toEqual({ f: 'visitor' });
  });
});

describe('values: address, date, name and time are arrays of part values in part order', () => {
  it('name → [first, last]', () => {
    expect(valuesOf([{ type: 'name', id: 'n', values: { 'last-name': 'Lovelace', 'first-name': 'Ada' } }])).toEqual({
      n: ['Ada', 'Lovelace'],
    });
  });

  it('address → six parts', () => {
    const values = {
      address1: '1 Main St',
      address2: 'Apt 2',
      city: 'Springfield',
      'state-province': 'IL',
      zip: '62701',
      country: 'US',
    };
    expect(valuesOf([{ type: 'address', id: 'a', values }])).toEqual({
      a: ['1 Main St', 'Apt 2', 'Springfield', 'IL', '62701', 'US'],
    });
  });

  it('date → [month, day, year]', () => {
    expect(valuesOf([{ type: 'date', id: 'd', values: { year: '2024', month: '02', day: '29' } }])).toEqual({
      d: ['02', '29', '2024'],
    });
  });

  it('time → [hour, minute, second, ampm]', () => {
    expect(valuesOf([{ type: 'time', id: 't', values: { hour: '9', minute: '05', second: '', ampm: 'PM' } }])).toEqual({
      t: ['9', '05', '', 'PM'],
    });
  });
});

describe('values: phone (spec §3: a 3-element array gets an empty string prepended)', () => {
  it('without a country code: 3 parts become 4 with a leading empty string', () => {
    expect(valuesOf([{ type: 'phone', id: 'p', values: { areacode: '555', prefix: '123', line: '4567' } }])).toEqual({
      p: ['', '555', '123', '4567'],
    });
  });

  it('with a country code: the 4 parts as they are', () => {
    const values = { 'country-code': '+44', areacode: '20', prefix: '7946', line: '0958' };
    expect(valuesOf([{ type: 'phone', id: 'p', showCountryCode: true, values }])).toEqual({
      p: ['+44', '20', '7946', '0958'],
    });
  });
});

describe('values: choices', () => {
  it('radio → the checked value', () => {
    expect(valuesOf([{ type: 'radio', id: 'r', options: ['a', 'b', 'c'], checked: ['b'] }])).toEqual({ r: 'b' });
  });

  it('radio with nothing checked → empty string', () => {
    expect(valuesOf([{ type: 'radio', id: 'r', options: ['a', 'b'] }])).toEqual({ r: '' });
  });

  it('radio → the first checked value when the markup checks several', () => {
    document.body.innerHTML =
      '<form><fieldset class="form-item radio" id="r"><input type="radio" name="x" value="a" checked><input type="radio" name="y" value="b" checked></fieldset></form>';
    expect(collectValues(readFields(document.querySelector('form')!), '')).toEqual({ r: 'a' });
  });

  it('checkbox → the array of checked values', () => {
    expect(valuesOf([{ type: 'checkbox', id: 'c', options: ['a', 'b', 'c'], checked: ['a', 'c'] }])).toEqual({
      c: ['a', 'c'],
    });
    expect(valuesOf([{ type: 'checkbox', id: 'c', options: ['a'] }])).toEqual({ c: [] });
  });

  it('select → the selected value', () => {
    expect(valuesOf([{ type: 'select', id: 's', options: ['x', 'y'], selected: 'y' }])).toEqual({ s: 'y' });
    expect(valuesOf([{ type: 'select', id: 's', options: ['x', 'y'] }])).toEqual({ s: '' });
  });
});

describe('values: likert is a map of question to the checked answer', () => {
  it('maps each answered question to its value (-2…2)', () => {
    const spec: FieldSpec = {
      type: 'likert',
      id: 'l',
      questions: ['Fast?', 'Kind?', 'Clean?'],
      answers: { 'Fast?': '2', 'Kind?': '-1' },
    };
    expect(valuesOf([spec])).toEqual({ l: { 'Fast?': '2', 'Kind?': '-1' } });
  });

  it('keeps a question named like an object property as data', () => {
    const value = valuesOf([
      { type: 'likert', id: 'l', questions: ['__proto__'], answers: JSON.parse('{"__proto__":"0"}') },
    ]).l as Record<string, string>;
    expect(Object.keys(value)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
  });
});

describe('values: hidden fields take the same-named query parameter, else their own value', () => {
  it('uses the query parameter of the same name', () => {
    expect(valuesOf([{ type: 'hidden', id: 'h', name: 'source', value: 'default' }], '?source=newsletter&x=1')).toEqual(
      { h: 'newsletter' },
    );
  });

  it('accepts a search without the leading ?', () => {
    expect(valuesOf([{ type: 'hidden', id: 'h', name: 'source' }], 'source=ad')).toEqual({ h: 'ad' });
  });

  it('decodes the parameter', () => {
    expect(valuesOf([{ type: 'hidden', id: 'h', name: 'q' }], '?q=a%20b+c%C3%A9')).toEqual({ h: 'a b cé' });
  });

  it('keeps its own value without the parameter, or when it is empty', () => {
    expect(valuesOf([{ type: 'hidden', id: 'h', name: 'source', value: 'default' }], '?other=1')).toEqual({
      h: 'default',
    });
    expect(valuesOf([{ type: 'hidden', id: 'h', name: 'source', value: 'default' }], '?source=')).toEqual({
      h: 'default',
    });
  });

  it('takes at most 1000 characters from the address (a 100 KB value is cut, not sent whole)', () => {
    const long = 'a'.repeat(100_000);
    const { h } = valuesOf([{ type: 'hidden', id: 'h', name: 'source' }], `?source=${long}`) as { h: string };
    expect(h).toBe('a'.repeat(HIDDEN_QUERY_MAX));
    expect(HIDDEN_QUERY_MAX).toBe(1000);
  });

  it('never cuts a character in two (a surrogate pair across the limit is left out whole)', () => {
    const value = `${'a'.repeat(999)}😀tail`;
    const { h } = valuesOf([{ type: 'hidden', id: 'h', name: 's' }], `?s=${encodeURIComponent(value)}`) as {
      h: string;
    };
    expect(h).toBe('a'.repeat(999));
  });

  it('its own value is not cut (the site owner wrote it)', () => {
    const own = 'b'.repeat(2000);
    expect(valuesOf([{ type: 'hidden', id: 'h', name: 'source', value: own }])).toEqual({ h: own });
  });

  it('reads a wrapped hidden field the same way', () => {
    expect(valuesOf([{ type: 'hidden', id: 'h', name: 'ref', value: 'own', wrapped: true }], '?ref=q')).toEqual({
      h: 'q',
    });
  });
});

describe('values: sections are skipped', () => {
  it('has no key for a section', () => {
    const values = valuesOf([
      { type: 'section', id: 's', title: 'About you' },
      { type: 'text', id: 't', value: 'x' },
    ]);
    expect(values).toEqual({ t: 'x' });
  });

  it('fieldValue of a section is undefined', () => {
    const [section] = readFields(mountForm([{ type: 'section', id: 's' }]));
    expect(fieldValue(section, '')).toBeUndefined();
  });
});

describe('values: a whole form', () => {
  it('keys every value by field id, in field order', () => {
    const values = valuesOf([
      { type: 'name', id: 'name-1', values: { 'first-name': 'Ada', 'last-name': 'L' } },
      { type: 'email', id: 'email-2', value: 'ada@example.com' },
      { type: 'section', id: 'section-3' },
      { type: 'checkbox', id: 'checkbox-4', options: ['x'], checked: ['x'] },
    ]);
    expect(Object.keys(values)).toEqual(['name-1', 'email-2', 'checkbox-4']);
  });
});
