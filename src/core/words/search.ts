/**
 * The search block's own words (its preview list and live region). Part of
 * the words catalogue (`src/core/words/`): the failure message and 'Try
 * again' are spec §8's generic words (./generic.ts), not repeated here.
 * The spec gives none of these; they are this runtime's.
 */
export const SEARCH_WORDS = {
  /** The live region when the preview found nothing. */
  noResults: 'No results',
  /** The live region's count, by plural category (`Intl.PluralRules`); `other` is the fallback. */
  resultCount: { one: '{count} result', other: '{count} results' },
  /** The preview list's accessible name. */
  previewLabel: 'Search suggestions',
} as const;
