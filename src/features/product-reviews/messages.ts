/**
 * The review form's words come from the words catalogue
 * (src/core/words/reviews.ts); this module picks the one for a failure.
 */
import { REVIEW_MESSAGES } from '../../core/words/reviews';

export { REVIEW_MESSAGES };

/**
 * The §8 message of a failed submission: 409 (already reviewed) and 410
 * (expired) say so, or the server names the case in `data.code`; anything
 * else, the connection included, is 'Something went wrong' with the invitation
 * to submit again (what the visitor wrote is still in the form).
 */
export function reviewFailureMessage(error: unknown): string {
  const detail = error && typeof error === 'object' ? (error as { status?: unknown; data?: unknown }) : {};
  const code = detail.data && typeof detail.data === 'object' ? (detail.data as { code?: unknown }).code : undefined;
  if (detail.status === 409 || code === 'ALREADY_REVIEWED') return REVIEW_MESSAGES.alreadyReviewed;
  if (detail.status === 410 || code === 'EXPIRED') return REVIEW_MESSAGES.expired;
  return `${REVIEW_MESSAGES.wentWrong}. ${REVIEW_MESSAGES.submitAgain}.`;
}
