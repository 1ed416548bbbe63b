/**
 * The search block's own words (its preview list and live region), in the
 * shape of a combobox's words (src/shared/combobox/combobox-view.ts). Part
 * of the words catalogue (`src/core/words/`): the failure message and 'Try
 * again' are spec §8's generic words (./generic.ts), not repeated here.
 * The spec gives none of these; they are this runtime's.
 */
export const SEARCH_WORDS = {
  /** The preview list's accessible name. */
  label: 'Search suggestions',
  /** The live region when the preview found nothing. */
  none: 'No results',
  /** The live region's count (message format, spec §5). */
  count: '{count, plural, one {# result} other {# results}}',
} as const;
