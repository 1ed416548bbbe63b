import { readFields } from '../../../src/blocks/form/fields';
import { FIELD_LIST_PATH, mountForm } from './fixture';

describe('the markup contract', () => {
  it('the fixture builds the builder path from the block root to the field list', () => {
    mountForm([{ type: 'text', title: 'Text' }]);
    expect(document.querySelector(FIELD_LIST_PATH)).not.toBeNull();
  });
});

describe('readFields: one field per .form-item, in document order', () => {
  it('reads every builder field type by its class', () => {
    const form = mountForm([
      { type: 'text', title: 'A' },
      { type: 'textarea', title: 'B' },
      { type: 'email', title: 'C' },
      { type: 'number', title: 'D' },
      { type: 'website', title: 'E' },
      { type: 'phone', title: 'F' },
      { type: 'name', title: 'G' },
      { type: 'address', title: 'H' },
      { type: 'date', title: 'I' },
      { type: 'time', title: 'J' },
      { type: 'currency', title: 'K' },
      { type: 'password', title: 'L' },
      { type: 'twitter', title: 'M' },
      { type: 'section', title: 'N' },
      { type: 'radio', title: 'O', options: ['x'] },
      { type: 'checkbox', title: 'P', options: ['x'] },
      { type: 'select', title: 'Q', options: ['x'] },
      { type: 'likert', title: 'R', questions: ['q'] },
      { type: 'hidden', name: 'S' },
      { type: 'hidden', name: 'T', wrapped: true },
    ]);
    expect(readFields(form).map((field) => field.type)).toEqual([
      'text',
      'textarea',
      'email',
      'number',
      'website',
      'phone',
      'name',
      'address',
      'date',
      'time',
      'currency',
      'password',
      'twitter',
      'section',
      'radio',
      'checkbox',
      'select',
      'likert',
      'hidden',
      'hidden',
    ]);
  });

  it('reads an unknown type as text', () => {
    const form = mountForm([{ type: 'mystery', title: 'Odd', value: 'typed' }]);
    expect(readFields(form)[0].type).toBe('text');
  });

  it('does not take a .hidden class without a hidden input for a hidden field', () => {
    document.body.innerHTML =
      '<form><div class="form-item field text hidden" id="t1"><label class="title">T</label><input class="field-element"></div></form>';
    expect(readFields(document.querySelector('form')!)[0].type).toBe('text');
  });
});

describe('readFields: id, title and required', () => {
  it('takes the id of the .form-item', () => {
    const form = mountForm([{ type: 'text', id: 'text-yui_3_17_2_1_1_2', title: 'Text' }]);
    expect(readFields(form)[0].id).toBe('text-yui_3_17_2_1_1_2');
  });

  it('falls back to the name for a hidden input without id, and to field-{n} otherwise', () => {
    document.body.innerHTML =
      '<form><input type="hidden" class="form-item" name="source" value="x"><div class="form-item field text"><input class="field-element"></div></form>';
    expect(readFields(document.querySelector('form')!).map((field) => field.id)).toEqual(['source', 'field-2']);
  });

  it('makes repeated ids unique so no value overwrites another', () => {
    const form = mountForm([
      { type: 'text', id: 'same' },
      { type: 'text', id: 'same' },
    ]);
    expect(readFields(form).map((field) => field.id)).toEqual(['same', 'same (2)']);
  });

  it('reads the title without the required mark or the description', () => {
    const form = mountForm([
      { type: 'email', title: '  Your   email ', required: true, description: 'We never share it' },
    ]);
    const [field] = readFields(form);
    expect(field.title).toBe('Your email');
    expect(field.required).toBe(true);
  });

  it('reads a compound legend title', () => {
    const form = mountForm([{ type: 'name', title: 'Name', required: true }]);
    expect(readFields(form)[0]).toMatchObject({ title: 'Name', required: true });
  });

  it('treats a field without .required as optional, unless a control has the required attribute', () => {
    document.body.innerHTML =
      '<form><div class="form-item field text" id="a"><input class="field-element"></div><div class="form-item field text" id="b"><input class="field-element" required></div></form>';
    expect(readFields(document.querySelector('form')!).map((field) => field.required)).toEqual([false, true]);
  });

  it('never marks sections or hidden fields required', () => {
    document.body.innerHTML =
      '<form><div class="form-item section required" id="s"></div><div class="form-item hidden required" id="h"><input type="hidden" name="h"></div></form>';
    expect(readFields(document.querySelector('form')!).map((field) => field.required)).toEqual([false, false]);
  });
});

describe('readFields: controls, parts and questions', () => {
  it('reads compound parts in part order, phone without a country code having three', () => {
    const form = mountForm([{ type: 'address' }, { type: 'phone' }, { type: 'phone', showCountryCode: true }]);
    const [address, phone, phoneWithCode] = readFields(form);
    expect(address.parts.map((part) => part.name)).toEqual([
      'address1',
      'address2',
      'city',
      'state-province',
      'zip',
      'country',
    ]);
    expect(phone.parts.map((part) => part.name)).toEqual(['areacode', 'prefix', 'line']);
    expect(phoneWithCode.parts.map((part) => part.name)).toEqual(['country-code', 'areacode', 'prefix', 'line']);
  });

  it('reads the choice inputs of radio and checkbox fields', () => {
    const form = mountForm([{ type: 'radio', options: ['a', 'b', 'c'] }]);
    expect(readFields(form)[0].controls.map((control) => control.value)).toEqual(['a', 'b', 'c']);
  });

  it('names likert questions by data-question, else the .question text', () => {
    const form = mountForm([
      { type: 'likert', questions: ['Fast?', 'Kind?'] },
      { type: 'likert', questions: ['Clean?'], questionAs: 'text' },
    ]);
    const [a, b] = readFields(form);
    expect(a.questions.map((q) => q.question)).toEqual(['Fast?', 'Kind?']);
    expect(a.questions[0].inputs).toHaveLength(5);
    expect(b.questions.map((q) => q.question)).toEqual(['Clean?']);
  });

  it('takes the hidden field name from the input, else the data-key', () => {
    document.body.innerHTML =
      '<form><div class="form-item hidden" id="h" data-key="campaign"><input type="hidden" value="v"></div></form>';
    expect(readFields(document.querySelector('form')!)[0].name).toBe('campaign');
  });
});

describe('readFields: data-max-length (spec §5)', () => {
  it('reads a positive whole number as the max length', () => {
    const form = mountForm([{ type: 'textarea', maxLength: '200' }]);
    expect(readFields(form)[0].maxLength).toBe(200);
  });

  it.each(['0', 'abc', '-3', '2.5', ''])('turns the limit off for %p', (attr) => {
    const form = mountForm([{ type: 'textarea', maxLength: attr }]);
    expect(readFields(form)[0].maxLength).toBeNull();
  });

  it('has no limit without the attribute', () => {
    const form = mountForm([{ type: 'textarea' }]);
    expect(readFields(form)[0].maxLength).toBeNull();
  });
});
