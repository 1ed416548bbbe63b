/**
 * The two lookups every enumeration here is read through, so "unknown value
 * falls back to the spec's default" is one rule, not thirty.
 */

/** True when `value` is one of the table's values (a `code` of `{ NAME: code }`). */
export function isValueOf<T extends Record<string, string | number>>(table: T, value: unknown): value is T[keyof T] {
  return Object.keys(table).some((key) => table[key] === value);
}

/** `value` when it is one of the table's values, else `fallback` (the spec's default). */
export function valueOr<T extends Record<string, string | number>, F>(
  table: T,
  value: unknown,
  fallback: F,
): T[keyof T] | F {
  return isValueOf(table, value) ? value : fallback;
}

/**
 * The key naming `value` in a `{ NAME: code }` table, or `fallback` when no
 * key does: `keyOf({ PAGE: 2 }, 2, undefined)` → `'PAGE'`.
 */
export function keyOf<T extends Record<string, string | number>, F>(
  table: T,
  value: unknown,
  fallback: F,
): (keyof T & string) | F {
  const key = Object.keys(table).find((name) => table[name] === value);
  return key === undefined ? fallback : key;
}
