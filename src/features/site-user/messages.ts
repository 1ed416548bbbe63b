/**
 * The site-user forms' words. Spec §6 gives the member-area label word for
 * word; a refused sign-in shows the server's own words (spec §7: "a failed
 * login rejects with the server's error message"); the rest is ours, or
 * spec §8 "Generic" for a lost connection.
 */

export const SITE_USER_MESSAGES = {
  membersOnly: 'This page available only site members',
  email: 'Please enter a valid email',
  password: 'Please enter your password.',
  connection: 'Unable to connect. Please try again',
  wentWrong: 'Something went wrong',
  signedIn: 'You are signed in.',
  accountCreated: 'Your account has been created.',
} as const;

/** The message for a failed session or account call. */
export function siteUserFailure(error: unknown): string {
  const detail = error && typeof error === 'object' ? (error as { kind?: unknown; message?: unknown }) : {};
  if (detail.kind === 'network') return SITE_USER_MESSAGES.connection;
  if (detail.kind === 'server' && typeof detail.message === 'string') return detail.message;
  return SITE_USER_MESSAGES.wentWrong;
}
