/**
 * The value formats of the typed cookies: parsing never throws (a malformed
 * value reads as absent), formatting validates and throws a TypeError, because
 * a bad write is a caller's bug and must not silently corrupt a cookie.
 */
import { RECORD_ID, recordText, type VisitorRecord } from './visitor-record';

export { parsePositiveInteger, parseVisitorRecord, type VisitorRecord } from './visitor-record';

const isPositiveInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** Writes a visitor record as `id|n1|n2|n3|n4`; throws a TypeError naming what is wrong. */
export function formatVisitorRecord(record: VisitorRecord): string {
  if (!record || typeof record.id !== 'string' || !RECORD_ID.test(record.id)) {
    throw new TypeError('ss_cvr: the id must be a non-empty string without "|" or whitespace');
  }
  const { values } = record;
  if (!Array.isArray(values) || values.length !== 4 || !values.every(isPositiveInteger)) {
    throw new TypeError('ss_cvr: values must be 4 positive integers');
  }
  return recordText(record);
}

/** Writes a positive integer; throws a TypeError for anything else. */
export function formatPositiveInteger(name: string, value: number): string {
  if (!isPositiveInteger(value)) throw new TypeError(`${name}: expected a positive integer, got ${String(value)}`);
  return String(value);
}

export { formatConsent, parseConsent, type ConsentChoice } from './consent-choice';

/**
 * A flag cookie is on when present with any value but `''`, `0` or `false`:
 * servers write `true` or `1`, and a cookie that exists usually means "yes".
 */
export function parseFlag(text: string | null | undefined): boolean {
  return typeof text === 'string' && !['', '0', 'false'].includes(text.trim().toLowerCase());
}
