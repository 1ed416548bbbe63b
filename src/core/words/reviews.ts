/**
 * The review wording. Spec §5 gives 'Please select a star rating'; §8
 * "Review" the failures, word for word. The thanks and the review count are
 * ours; the count is a message-format plural (spec §5) with a Polish
 * translation (one, few, many). Part of the words catalogue
 * (docs/services/words.md).
 *
 * @build-inline: constants only, copied into each chunk that imports it.
 */
import type { Translations } from '../message-format/local-words';
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

/** A product's review count ('1 review', '5 reviews'). */
export const REVIEW_COUNT_WORDS = {
  reviewCount: '{count, plural, =0 {No reviews yet} one {# review} other {# reviews}}',
} as const;

/** The review count in other languages (English for whatever is missing). */
export const REVIEW_COUNT_TRANSLATIONS: Translations<typeof REVIEW_COUNT_WORDS> = {
  pl: {
    reviewCount: '{count, plural, =0 {Brak opinii} one {# opinia} few {# opinie} many {# opinii} other {# opinii}}',
  },
};
