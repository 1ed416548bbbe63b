/**
 * The dialogs' default button texts (spec §4 "Dialog": confirm, cancel).
 * Part of the words catalogue (docs/services/words.md).
 *
 * @build-inline: constants only, copied into each chunk that imports it.
 */
export const DIALOG_WORDS = {
  ok: 'OK',
  cancel: 'Cancel',
} as const;
