/**
 * The value formats of the typed cookies: parsing never throws (a malformed
 * value reads as absent), formatting validates and throws a TypeError, because
 * a bad write is a caller's bug and must not silently corrupt a cookie.
 */

/** The visitor record of spec §3 "Cookies" / §5: an identifier plus 4 positive integers. */
export interface VisitorRecord {
  id: string;
  values: [number, number, number, number];
}

// Canonical decimal digits: no sign, no leading zero, no exponent, no spaces.
const POSITIVE_INTEGER = /^[1-9]\d*$/;
// An id holds no pipe (it would split the record) and no whitespace.
const RECORD_ID = /^[^|\s]+$/;

const isPositiveInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** A positive safe integer written in canonical digits, or `null`. */
export function parsePositiveInteger(text: string | null | undefined): number | null {
  if (typeof text !== 'string' || !POSITIVE_INTEGER.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}

/** Reads `id|n1|n2|n3|n4`; anything else (spec §5) counts as absent: `null`. */
export function parseVisitorRecord(text: string | null | undefined): VisitorRecord | null {
  if (typeof text !== 'string') return null;
  const parts = text.split('|');
  if (parts.length !== 5 || !RECORD_ID.test(parts[0])) return null;
  const values = parts.slice(1).map(parsePositiveInteger);
  if (values.some((value) => value === null)) return null;
  return { id: parts[0], values: values as VisitorRecord['values'] };
}

/** Writes a visitor record as `id|n1|n2|n3|n4`; throws a TypeError naming what is wrong. */
export function formatVisitorRecord(record: VisitorRecord): string {
  if (!record || typeof record.id !== 'string' || !RECORD_ID.test(record.id)) {
    throw new TypeError('ss_cvr: the id must be a non-empty string without "|" or whitespace');
  }
  const { values } = record;
  if (!Array.isArray(values) || values.length !== 4 || !values.every(isPositiveInteger)) {
    throw new TypeError('ss_cvr: values must be 4 positive integers');
  }
  return [record.id, ...values].join('|');
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
