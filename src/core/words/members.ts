/**
 * The member surfaces' words: the site-user forms (spec §6 gives the
 * member-area label word for word), the lock screen and the owner's logout
 * notice (spec §2). A refused sign-in or password shows the server's own
 * words; a lost connection spec §8 "Generic". The rest is ours. Part of the
 * words catalogue (docs/services/words.md).
 *
 * @build-inline: constants only, copied into each chunk that imports it.
 */
import { GENERIC_WORDS } from './generic';
import { ENTER_VALID_EMAIL_MESSAGE } from './validation';

export const SITE_USER_MESSAGES = {
  membersOnly: 'This page available only site members',
  email: ENTER_VALID_EMAIL_MESSAGE,
  password: 'Please enter your password.',
  connection: GENERIC_WORDS.unableToConnect,
  wentWrong: GENERIC_WORDS.somethingWentWrong,
  signedIn: 'You are signed in.',
  accountCreated: 'Your account has been created.',
} as const;

export const LOCK_SCREEN_MESSAGES = {
  empty: 'Please enter the password.',
  wrong: 'Incorrect password.',
  connection: GENERIC_WORDS.unableToConnect,
  wentWrong: GENERIC_WORDS.somethingWentWrong,
} as const;

/** Spec §2: the information dialog a page with `logout=true` shows. */
export const LOGOUT_NOTICE = {
  title: 'Logout Successful',
  message: 'You have been successfully logged out.',
} as const;
