/**
 * The words come from the words catalogue (src/core/words/members.ts); this
 * module picks the one for a failure.
 */
import { LOCK_SCREEN_MESSAGES } from '../../core/words/members';
import { areaWords } from '../../core/message-format/page-words';

export { LOCK_SCREEN_MESSAGES };

/** A message of this area in the page's words (its shared strings under their own ids). */
export const lockScreenWord = areaWords('lockScreen', LOCK_SCREEN_MESSAGES, {
  connection: 'generic.unableToConnect',
  wentWrong: 'generic.somethingWentWrong',
});

/** The message for a failed password check. */
export function lockScreenFailure(error: unknown): string {
  const detail =
    error && typeof error === 'object' ? (error as { kind?: unknown; status?: unknown; data?: unknown }) : {};
  if (detail.kind === 'network') return lockScreenWord('connection');
  if (detail.status === 401 || detail.status === 403) {
    const words =
      detail.data && typeof detail.data === 'object' ? (detail.data as { error?: unknown }).error : undefined;
    return typeof words === 'string' && words.trim() ? words : lockScreenWord('wrong');
  }
  return lockScreenWord('wentWrong');
}
