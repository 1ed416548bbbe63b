/**
 * Every string the data layer shows or rejects with, word for word from
 * spec §8 "Data layer" (and §8 "Other strings" for the one fallback the
 * catalogue leaves open), so a test can compare them exactly. The data-layer
 * area of the words catalogue (docs/services/words.md).
 *
 * @build-inline: constants only, copied into each chunk that imports it.
 */
import { GENERIC_WORDS } from './generic';

export const DATA_LAYER_WORDS = {
  /** Spec §8: network failure. The spec's ellipsis is one character, U+2026. */
  network: 'Unable to connect…',
  /** Spec §8: 401 or 403. */
  unauthorized: 'Unauthorized request',
  /** Spec §8: 500 or 501. */
  internal: 'Internal server error. Please try again later.',
  /** Spec §8: 503. */
  unavailable: 'This service is temporarily unavailable. Please try again later.',
  /**
   * A failed status the catalogue gives no words for (404, 429, 502 without a
   * server message, …). Reading: spec §8 "Other strings", generic 'Something went wrong'.
   */
  generic: GENERIC_WORDS.somethingWentWrong,
  /**
   * Every call after `destroy()`, and every call `destroy()` cut short: spec §8
   * "System errors" (the data layer lives and dies with its page's runtime).
   */
  destroyed: 'Document was destroyed',
  aborted: 'Request aborted',
  /** Overlay title for cleaned server errors (spec §8). */
  overlayTitle: 'Something Went Wrong!',
  /** Overlay title for network errors (spec §8). */
  overlayNetworkTitle: 'Unable to connect to the product. Please try again.',
  reload: 'Reload Page',
  clear: 'Clear',
  /** Spec §8: an answer whose body is not JSON. `{url}` is the URL requested, without the crumb. */
  parseError: 'Internal Error: Unable to parse server response from ({url}) as JSON: {message}',
} as const;
