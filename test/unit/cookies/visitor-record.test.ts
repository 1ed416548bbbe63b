import fc from 'fast-check';
import {
  createCookies,
  formatVisitorRecord,
  parseVisitorRecord,
  VISITOR_RECORD_LIFETIME_MS,
  type VisitorRecord,
} from '../../../src/core/cookies';
import { clearAllCookies, cookieWrites } from './helpers';

afterEach(clearAllCookies);

const validId = fc.string({ minLength: 1, unit: 'grapheme' }).filter((id) => /^[^|\s]+$/.test(id));
const positive = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER });
const validRecord: fc.Arbitrary<VisitorRecord> = fc.record({
  id: validId,
  values: fc.tuple(positive, positive, positive, positive),
});

describe('ss_cvr: an identifier plus 4 positive integers separated by a pipe (spec §3, §5)', () => {
  it('reads a well-formed cookie as { id, values }', () => {
    const cookies = createCookies();
    cookies.set('ss_cvr', 'a1b2-c3|1700000000000|1700000000001|1700000000002|3');
    expect(cookies.visitorRecord.get()).toEqual({
      id: 'a1b2-c3',
      values: [1700000000000, 1700000000001, 1700000000002, 3],
    });
  });

  it('reads as null when absent', () => {
    expect(createCookies().visitorRecord.get()).toBeNull();
  });

  it.each([
    ['an empty value', ''],
    ['no pipes', 'abc'],
    ['three numbers', 'id|1|2|3'],
    ['five numbers', 'id|1|2|3|4|5'],
    ['an empty id', '|1|2|3|4'],
    ['a blank id', ' |1|2|3|4'],
    ['a zero', 'id|0|2|3|4'],
    ['a negative number', 'id|1|-2|3|4'],
    ['a fraction', 'id|1|2|3.5|4'],
    ['an exponent', 'id|1e3|2|3|4'],
    ['a leading zero', 'id|01|2|3|4'],
    ['a space in a number', 'id|1| 2|3|4'],
    ['an empty number', 'id|1||3|4'],
    ['a number past 2^53', 'id|1|2|3|9007199254740993'],
    ['letters', 'id|1|2|3|x'],
  ])('counts %s as absent', (_label, value) => {
    const cookies = createCookies();
    cookies.set('ss_cvr', value);
    expect(cookies.visitorRecord.get()).toBeNull();
  });

  it('writes id|n1|n2|n3|n4 with Path=/, SameSite=Lax and a 2-year expiry', () => {
    const now = Date.UTC(2030, 0, 1);
    const cookies = createCookies({}, () => now);
    const writes = cookieWrites(() => expect(cookies.visitorRecord.set({ id: 'v1', values: [1, 2, 3, 4] })).toBe(true));
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/^ss_cvr=v1\|1\|2\|3\|4; /);
    expect(writes[0]).toContain('; Path=/');
    expect(writes[0]).toContain('; SameSite=Lax');
    expect(writes[0]).toContain(`; Expires=${new Date(now + VISITOR_RECORD_LIFETIME_MS).toUTCString()}`);
  });

  it.each<[string, unknown]>([
    ['an empty id', { id: '', values: [1, 2, 3, 4] }],
    ['an id with a pipe', { id: 'a|b', values: [1, 2, 3, 4] }],
    ['three values', { id: 'a', values: [1, 2, 3] }],
    ['a zero', { id: 'a', values: [0, 2, 3, 4] }],
    ['a fraction', { id: 'a', values: [1, 2.5, 3, 4] }],
    ['a string number', { id: 'a', values: [1, '2', 3, 4] }],
    ['NaN', { id: 'a', values: [1, 2, 3, NaN] }],
    ['no record', null],
  ])('refuses to write %s with a TypeError and keeps the old cookie', (_label, bad) => {
    const cookies = createCookies();
    cookies.visitorRecord.set({ id: 'old', values: [1, 1, 1, 1] });
    expect(() => cookies.visitorRecord.set(bad as VisitorRecord)).toThrow(TypeError);
    expect(cookies.visitorRecord.get()).toEqual({ id: 'old', values: [1, 1, 1, 1] });
  });

  it('round-trips every valid record through the cookie (property)', () => {
    const cookies = createCookies();
    fc.assert(
      fc.property(validRecord, (record) => {
        expect(cookies.visitorRecord.set(record)).toBe(true);
        expect(cookies.visitorRecord.get()).toEqual(record);
      }),
    );
  });

  it('reads any string in the cookie as a record or null, without throwing (property)', () => {
    const cookies = createCookies();
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'binary' }), validRecord.map(formatVisitorRecord)),
        (text) => {
          cookies.set('ss_cvr', text);
          const record = cookies.visitorRecord.get();
          // A record is only ever what the cookie literally says.
          if (record !== null) expect(formatVisitorRecord(record)).toBe(text);
        },
      ),
    );
  });

  it('parses any string without throwing, and only well-formed ones (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const record = parseVisitorRecord(text);
        if (record !== null) expect(formatVisitorRecord(record)).toBe(text);
      }),
    );
  });
});
