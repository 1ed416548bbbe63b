/**
 * The text of the visit cookies (spec §3 "Cookies", §5): `ss_cvr`, an
 * identifier plus 4 positive integers separated by a pipe, and `ss_cvt`, a
 * positive integer. Reading never throws (a malformed value reads as absent,
 * `null`); `recordText` writes a record as it is, and the checked writers of
 * ./formats.ts (what the cookie service's callers give) check it first.
 *
 * @build-inline: stateless and small, copied into each chunk that imports
 * it (scripts/inline-small-modules.mjs): telemetry reads a returning
 * visitor's cookies in a chunk of its own, without the cookie service's.
 */

/** The visitor record of spec §3 "Cookies" / §5: an identifier plus 4 positive integers. */
export interface VisitorRecord {
  id: string;
  values: [number, number, number, number];
}

// Canonical decimal digits: no sign, no leading zero, no exponent, no spaces.
const POSITIVE_INTEGER = /^[1-9]\d*$/;
/** An id holds no pipe (it would split the record) and no whitespace. */
export const RECORD_ID = /^[^|\s]+$/;

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

/** `id|n1|n2|n3|n4`, unchecked: for a record whose values are known good. */
export const recordText = (record: VisitorRecord): string => [record.id, ...record.values].join('|');
