/**
 * The words come from the words catalogue (src/core/words/members.ts); this
 * module picks the one for a failure.
 */
import { SITE_USER_MESSAGES } from '../../core/words/members';
import { areaWords } from '../../core/message-format/page-words';

export { SITE_USER_MESSAGES };

/** A message of this area in the page's words (its shared strings under their own ids). */
export const siteUserWord = areaWords('siteUser', SITE_USER_MESSAGES, {
  email: 'validation.validEmail',
  connection: 'generic.unableToConnect',
  wentWrong: 'generic.somethingWentWrong',
});

/** The message for a failed session or account call. */
export function siteUserFailure(error: unknown): string {
  const detail = error && typeof error === 'object' ? (error as { kind?: unknown; message?: unknown }) : {};
  if (detail.kind === 'network') return siteUserWord('connection');
  if (detail.kind === 'server' && typeof detail.message === 'string') return detail.message;
  return siteUserWord('wentWrong');
}
