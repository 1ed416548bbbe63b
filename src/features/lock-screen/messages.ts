/**
 * The lock screen's words. The spec gives none for it; a refusal shows the
 * server's own words (a 400 or 401 with `error`, spec §8 "Data layer"), a
 * lost connection spec §8's 'Unable to connect. Please try again'.
 */

export const LOCK_SCREEN_MESSAGES = {
  empty: 'Please enter the password.',
  wrong: 'Incorrect password.',
  connection: 'Unable to connect. Please try again',
  wentWrong: 'Something went wrong',
} as const;

/** The message for a failed password check. */
export function lockScreenFailure(error: unknown): string {
  const detail =
    error && typeof error === 'object' ? (error as { kind?: unknown; status?: unknown; data?: unknown }) : {};
  if (detail.kind === 'network') return LOCK_SCREEN_MESSAGES.connection;
  if (detail.status === 401 || detail.status === 403) {
    const words =
      detail.data && typeof detail.data === 'object' ? (detail.data as { error?: unknown }).error : undefined;
    return typeof words === 'string' && words.trim() ? words : LOCK_SCREEN_MESSAGES.wrong;
  }
  return LOCK_SCREEN_MESSAGES.wentWrong;
}
