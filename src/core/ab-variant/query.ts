/**
 * The A/B query override (spec §4 "Page lifecycle…": "a query value overrides
 * and stores the variant in the browser; a reset clears it").
 */

/** The query value that clears a stored override: `?variant_{test}=reset`. */
export const RESET_VALUE = 'reset';

/** The query parameter that overrides test `test`: `variant_{test}`. */
export function variantParam(test: string): string {
  return `variant_${test}`;
}

/** What the query says about a test: nothing, a reset, or a value to use. */
export type QueryOverride = { kind: 'none' } | { kind: 'reset' } | { kind: 'value'; value: string };

/** Read the override for `test` from a query string (`?a=1&variant_hero=b`). */
export function readQueryOverride(query: string, test: string): QueryOverride {
  let value: string | null = null;
  try {
    value = new URLSearchParams(query).get(variantParam(test));
  } catch {
    // A query string URLSearchParams cannot read overrides nothing.
  }
  if (value === null) return { kind: 'none' };
  return value === RESET_VALUE ? { kind: 'reset' } : { kind: 'value', value };
}
