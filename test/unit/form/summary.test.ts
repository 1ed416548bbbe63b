import { readFields } from '../../../src/blocks/form/fields';
import { installWords } from '../../../src/core/message-format/page-words';
import pt from '../../../src/core/words/locales/pt';
import ja from '../../../src/core/words/locales/ja';
import { summaryText } from '../../../src/blocks/form/summary';
import { collectValues } from '../../../src/blocks/form/values';
import { mountForm, type FieldSpec } from './fixture';

/** The field and its collected value. */
function summaryOf(spec: FieldSpec): string {
  const [field] = readFields(mountForm([spec]));
  return summaryText(field, collectValues([field], '')[field.id]);
}

describe('summaries of compound fields (spec §3 "Field summary formats")', () => {
  it('name: First Last', () => {
    expect(summaryOf({ type: 'name', values: { 'first-name': 'Ada', 'last-name': 'Lovelace' } })).toBe('Ada Lovelace');
  });

  it('phone: Country Areacode Prefix Line, without the empty country code', () => {
    expect(summaryOf({ type: 'phone', values: { areacode: '555', prefix: '123', line: '4567' } })).toBe('555 123 4567');
    const values = { 'country-code': '+1', areacode: '555', prefix: '123', line: '4567' };
    expect(summaryOf({ type: 'phone', showCountryCode: true, values })).toBe('+1 555 123 4567');
  });

  it('address: Line1, Line2, City, State, Zip, Country (empty parts left out)', () => {
    const values = { address1: '1 Main St', city: 'Springfield', 'state-province': 'IL', zip: '62701', country: 'US' };
    expect(summaryOf({ type: 'address', values })).toBe('1 Main St, Springfield, IL, 62701, US');
  });

  it('date: Month/Day/Year', () => {
    expect(summaryOf({ type: 'date', values: { month: '2', day: '29', year: '2024' } })).toBe('2/29/2024');
  });

  it('time: Hour:Minute:Second Ampm', () => {
    expect(summaryOf({ type: 'time', values: { hour: '9', minute: '05', second: '30', ampm: 'PM' } })).toBe(
      '9:05:30 PM',
    );
    expect(summaryOf({ type: 'time', values: { hour: '9', minute: '05', ampm: 'AM' } })).toBe('9:05 AM');
  });

  it('time with only the AM/PM default is empty', () => {
    expect(summaryOf({ type: 'time', values: { ampm: 'AM' } })).toBe('N/A');
  });
});

describe('likert summaries use the -2…2 labels', () => {
  it.each([
    ['-2', 'Strongly Disagree'],
    ['-1', 'Disagree'],
    ['0', 'Neutral'],
    ['1', 'Agree'],
    ['2', 'Strongly Agree'],
  ])('%s → %s', (answer, label) => {
    expect(summaryOf({ type: 'likert', questions: ['Q'], answers: { Q: answer } })).toBe(`Q: ${label}`);
  });

  it('lists each answered question', () => {
    expect(summaryOf({ type: 'likert', questions: ['A', 'B', 'C'], answers: { A: '2', C: '-2' } })).toBe(
      'A: Strongly Agree; C: Strongly Disagree',
    );
  });
});

describe("the summary's words in the page's language (issue 27)", () => {
  afterEach(() => installWords(document, { locale: '', table: {}, overrides: {} }));

  it('pt-BR: the likert answers and the empty answer from its table', () => {
    installWords(document, { locale: 'pt-BR', table: pt, overrides: {} });
    expect(summaryOf({ type: 'likert', questions: ['A', 'B'], answers: { A: '2', B: '-1' } })).toBe(
      'A: Concordo totalmente; B: Discordo',
    );
    expect(summaryOf({ type: 'text', value: ' ' })).toBe('Sem resposta');
  });

  it("ja, and a site's own wording over the table", () => {
    installWords(document, { locale: 'ja', table: ja, overrides: { 'summary.neutral': 'ふつう' } });
    expect(summaryOf({ type: 'likert', questions: ['Q', 'R'], answers: { Q: '0', R: '1' } })).toBe(
      'Q: ふつう; R: そう思う',
    );
  });
});

describe('empty values show N/A', () => {
  it.each<FieldSpec>([
    { type: 'text' },
    { type: 'text', value: '   ' },
    { type: 'name' },
    { type: 'phone' },
    { type: 'address' },
    { type: 'date' },
    { type: 'checkbox', options: ['a'] },
    { type: 'radio', options: ['a'] },
    { type: 'select', options: ['a'] },
    { type: 'likert', questions: ['Q'] },
  ])('$type', (spec) => {
    expect(summaryOf(spec)).toBe('N/A');
  });

  it('a value of the wrong shape reads as empty instead of throwing', () => {
    const [field] = readFields(mountForm([{ type: 'name' }]));
    expect(summaryText(field, { not: 'an array' })).toBe('N/A');
    expect(summaryText(field, null)).toBe('N/A');
  });
});

describe('other summaries', () => {
  it('text as typed (trimmed), checkbox choices joined by commas', () => {
    expect(summaryOf({ type: 'text', value: ' hello ' })).toBe('hello');
    expect(summaryOf({ type: 'checkbox', options: ['a', 'b', 'c'], checked: ['a', 'c'] })).toBe('a, c');
  });
});
