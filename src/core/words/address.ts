/**
 * The words of the form's address autocomplete (its suggestion list and
 * live region), in the shape of a combobox's words
 * (src/shared/combobox/combobox-view.ts). Part of the words catalogue
 * (`src/core/words/`). The spec gives none of these; they are this runtime's.
 */
export const ADDRESS_WORDS = {
  /** The suggestion list's accessible name. */
  label: 'Address suggestions',
  /** The live region when the places call found nothing. */
  none: 'No address suggestions',
  /** The live region's count (message format, spec §5). */
  count: '{count, plural, one {# address suggestion} other {# address suggestions}}',
} as const;
