/**
 * The DOM events of the form flow (spec §4 "Form submission": "a success
 * event fired"), named in one place so the popup overlay can hear a signup
 * without importing the form's code.
 *
 * @build-inline: constants only, copied into each chunk that imports it
 * (scripts/inline-small-modules.mjs) rather than made a chunk of its own.
 */

/** The bubbling event fired on a form block's root after a successful submission. */
export const FORM_SUCCESS_EVENT = 'site-runtime:form-submit-success';

/** The bubbling event fired on a newsletter block's root when a visitor subscribes. */
export const NEWSLETTER_SUBSCRIBE_EVENT = 'site-runtime:newsletter-subscribe';
