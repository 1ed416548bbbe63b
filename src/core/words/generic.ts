/**
 * Spec §8 "Generic": the words any block shows when it cannot load what it
 * asked the server for. Part of the words catalogue (`src/core/words/`):
 * blocks import their strings from there, never write them out.
 */
export const GENERIC_WORDS = {
  /** The button that asks again after a failed load. */
  tryAgain: 'Try again',
  /** A widget or search whose rendering request failed. */
  unableToLoadResults: 'Unable to load results',
} as const;
