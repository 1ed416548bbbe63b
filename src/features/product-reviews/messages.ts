/**
 * The review form's words come from the words catalogue
 * (src/core/words/reviews.ts); this module picks the one for a failure.
 */
import { REVIEW_MESSAGES } from '../../core/words/reviews';
import { areaWords } from '../../core/message-format/page-words';

export { REVIEW_MESSAGES };

/** A message of this area in the page's words (its shared strings under their own ids). */
export const reviewWord = areaWords('review', REVIEW_MESSAGES, {
  rating: 'validation.starRating',
  wentWrong: 'generic.somethingWentWrong',
});

/**
 * The §8 message of a failed submission: 409 (already reviewed) and 410
 * (expired) say so, or the server names the case in `data.code`; anything
 * else, the connection included, is 'Something went wrong' with the invitation
 * to submit again (what the visitor wrote is still in the form).
 */
export function reviewFailureMessage(error: unknown): string {
  const detail = error && typeof error === 'object' ? (error as { status?: unknown; data?: unknown }) : {};
  const code = detail.data && typeof detail.data === 'object' ? (detail.data as { code?: unknown }).code : undefined;
  if (detail.status === 409 || code === 'ALREADY_REVIEWED') return reviewWord('alreadyReviewed');
  if (detail.status === 410 || code === 'EXPIRED') return reviewWord('expired');
  return `${reviewWord('wentWrong')}. ${reviewWord('submitAgain')}.`;
}
