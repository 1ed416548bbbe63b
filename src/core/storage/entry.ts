/**
 * The stored form of one entry: `{"v": value, "e": expiresAt}` as JSON, the
 * expiry (ms since the epoch) only when a ttl was given.
 */

/** A decoded entry. */
export interface Entry {
  v: unknown;
  e?: number;
}

/** JSON for a value; throws a TypeError when JSON cannot carry it. */
export function encodeEntry(key: string, value: unknown, expiresAt?: number): string {
  const kind = typeof value;
  if (value === undefined || kind === 'function' || kind === 'symbol') {
    throw new TypeError(`storage "${key}": cannot store ${kind}; use remove() to delete`);
  }
  try {
    return JSON.stringify(expiresAt === undefined ? { v: value } : { v: value, e: expiresAt });
  } catch (error) {
    throw new TypeError(`storage "${key}": value is not JSON-serialisable (${(error as Error).message})`);
  }
}

/** The entry in `raw`, or `null` when it is not one of ours (malformed JSON or shape). */
export function decodeEntry(raw: string): Entry | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed) || !('v' in parsed)) return null;
  const { e } = parsed as Entry;
  if (e !== undefined && typeof e !== 'number') return null;
  return parsed;
}
