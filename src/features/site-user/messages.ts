/**
 * The words come from the words catalogue (src/core/words/members.ts); this
 * module picks the one for a failure.
 */
import { SITE_USER_MESSAGES } from '../../core/words/members';

export { SITE_USER_MESSAGES };

/** The message for a failed session or account call. */
export function siteUserFailure(error: unknown): string {
  const detail = error && typeof error === 'object' ? (error as { kind?: unknown; message?: unknown }) : {};
  if (detail.kind === 'network') return SITE_USER_MESSAGES.connection;
  if (detail.kind === 'server' && typeof detail.message === 'string') return detail.message;
  return SITE_USER_MESSAGES.wentWrong;
}
