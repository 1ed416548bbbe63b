/**
 * The form block's words: every message of spec §8 "Form" (and §5's captcha
 * message), word for word, and the field and button wording the spec leaves
 * to us. Part of the words catalogue (docs/services/words.md).
 *
 * @build-inline: constants only, copied into each chunk that imports it.
 */
import { CAPTCHA_INCOMPLETE_MESSAGE } from './validation';

/** Every message of spec §8 "Form" (and §5's captcha message), by kind. */
export const FORM_MESSAGES = {
  /** Client: validation failed. */
  invalidFields: 'One or more fields is invalid, please check your entries.',
  /** Client: FormSubmissionKey failed. */
  noKey: 'Could not get a form submission key, please try again later.',
  /** Client: the values could not be read or serialised. */
  parseFields: 'Could not parse the form fields, please check your entries.',
  /** Client: anything else went wrong while submitting. */
  processing: 'Error processing form submission. Please reload and try again.',
  /** Client (spec §5): captcha not completed. */
  captcha: CAPTCHA_INCOMPLETE_MESSAGE,
  /** Server 401. */
  unauthorized: 'Unable to submit form. Please try again later.',
  /** Server 404. */
  notConfigured: 'This form has not been configured yet.',
  /** Server 429. */
  rateLimited: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  /** Server 500. */
  serverError: 'Unable to send form. Please try again later.',
  /** Any other failure without a `data.error`. */
  unknown: 'Unknown error, please try again later.',
  /** The notice above the form on a failure (not on newsletter forms). */
  noticeAbove: 'Your form has encountered a problem. Please scroll down to review.',
  /** The notice below the form on a failure (not on newsletter forms). */
  noticeBelow: 'Please scroll up to review.',
} as const;

/** A required field left empty. The spec gives no wording; `{title}` is the field's title. */
export const REQUIRED_MESSAGE = '{title} is required.';
/** A required field without a title. */
export const REQUIRED_UNTITLED_MESSAGE = 'This field is required.';
/** A number (or currency) field that does not hold a number (wording ours: the spec gives none). */
export const NUMBER_INVALID_MESSAGE = 'Please enter a number, such as 42 or 3.50.';
/** A website field that does not look like a web address (wording ours, in the style of the email message). */
export const WEBSITE_INVALID_MESSAGE =
  'Website is not valid. Website addresses should follow the format www.example.com.';

/** The in-progress text of spec §4 ("'Submitting…' in one reading"). */
export const DEFAULT_IN_PROGRESS_TEXT = 'Submitting…';
/** The submit button's text when the settings give none. */
export const DEFAULT_SUBMIT_TEXT = 'Submit';
/** Shown when the settings carry no submission text (reading: a visitor expects a confirmation). */
export const DEFAULT_SUBMISSION_TEXT = 'Thank you!';

/**
 * The submission summary's words (spec §3 "Field summary formats"): the
 * likert scale's answers, -2 to 2, and what an empty answer reads.
 */
export const SUMMARY_WORDS = {
  stronglyDisagree: 'Strongly Disagree',
  disagree: 'Disagree',
  neutral: 'Neutral',
  agree: 'Agree',
  stronglyAgree: 'Strongly Agree',
  empty: 'N/A',
} as const;
