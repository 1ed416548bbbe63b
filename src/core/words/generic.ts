/**
 * Spec §8 "Generic": the words any block shows when it cannot load what it
 * asked the server for. Part of the words catalogue (`src/core/words/`):
 * blocks import their strings from there, never write them out.
 *
 * @build-inline: constants only, copied into each chunk that imports it.
 */
export const GENERIC_WORDS = {
  /** Every close button the runtime names (lightbox, popup, dialogs). */
  close: 'Close',
  /** The button that asks again after a failed load. */
  tryAgain: 'Try again',
  /** A widget or search whose rendering request failed. */
  unableToLoadResults: 'Unable to load results',
  /** Any failure the catalogue gives no closer words for (data layer, reviews, sign-in, lock screen). */
  somethingWentWrong: 'Something went wrong',
  /** A lost connection on a surface that shows its own message (sign-in, lock screen). */
  unableToConnect: 'Unable to connect. Please try again',
  /** A failed load with its retry in one line (the cart page). */
  unableToLoadTryAgain: 'Unable to load. Try again.',
} as const;
