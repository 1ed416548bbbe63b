/**
 * The review wording. Spec §5 gives 'Please select a star rating'; §8
 * "Review" the failures, word for word. The thanks is ours. Part of the
 * words catalogue (docs/services/words.md).
 *
 * @build-inline: constants only, copied into each chunk that imports it.
 */
import { GENERIC_WORDS } from './generic';
import { SELECT_STAR_RATING_MESSAGE } from './validation';

export const REVIEW_MESSAGES = {
  rating: SELECT_STAR_RATING_MESSAGE,
  alreadyReviewed: 'You have already reviewed this purchase',
  expired: 'Your review request has expired',
  wentWrong: GENERIC_WORDS.somethingWentWrong,
  submitAgain: 'Try submitting your review again',
  thanks: 'Thank you for your review.',
} as const;
