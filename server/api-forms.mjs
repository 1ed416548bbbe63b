/**
 * The reference API's form calls (spec §7), with the answers spec
 * §8 says the runtime must handle: success, per-field errors, missing key.
 */
import { randomToken } from './http-helpers.mjs';

/** Issued keys kept at most; the oldest are forgotten first. */
const MAX_KEYS = 500;

/** The value that makes a field fail, so the per-field error path can be tried. */
const INVALID_VALUE = 'invalid';

/**
 * @typedef {import('./fail-rules.mjs').Answer} Answer
 * @typedef {{ method: string, path: string, query: URLSearchParams, body: any, cookies: Record<string, string> }} Call
 */

/**
 * @typedef {{ key: string, formId: unknown, form: unknown }} Submission
 */

/**
 * Creates the form handlers; they share the issued submission keys and the
 * completed submissions.
 *
 * A key names one submission (docs/blocks/form.md "Submission keys"): the
 * server completes at most one submission per key. A retry that carries a
 * completed key and the same form values gets the first answer again and
 * completes nothing; the same key with other values is refused. A key that
 * did not complete (an invalid field, a dropped request) stays usable.
 */
export function createFormHandlers() {
  /** @type {Set<string>} */
  const issuedKeys = new Set();
  /** Completed submissions by key, oldest first, with what they were answered. @type {Map<string, { form: string, answer: Answer }>} */
  const completed = new Map();
  /** What completed, for /__reference/submissions (cleared there without forgetting the keys). @type {Submission[]} */
  let submissions = [];
  /** @template T @param {Set<T> | Map<T, unknown>} bounded */
  const trim = (bounded) => bounded.size > MAX_KEYS && bounded.delete(bounded.keys().next().value);

  return {
    /** POST /api/form/FormSubmissionKey → `{ key }`. @returns {Answer} */
    formSubmissionKey() {
      const key = randomToken();
      issuedKeys.add(key);
      trim(issuedKeys);
      return { status: 200, json: { key } };
    },

    /**
     * POST /api/form/SaveFormSubmission: variant A or B payload (spec §3),
     * form-encoded or JSON.
     * @param {Call} call
     * @returns {Answer}
     */
    saveFormSubmission({ body }) {
      const key = body && typeof body === 'object' ? body.key : undefined;
      if (!key) return { status: 400, json: { error: 'Missing key' } };
      const form = body.form ?? {};
      if (typeof form !== 'object') return { status: 400, json: { error: 'The form field is not valid JSON.' } };
      const done = completed.get(String(key));
      if (done) {
        // A retry of a submission that completed (its first answer was lost): the same answer, nothing new.
        if (done.form === JSON.stringify(form)) return done.answer;
        return { status: 400, json: { error: 'This form submission key was used for another submission.' } };
      }
      const errors = invalidFields(form);
      if (Object.keys(errors).length > 0) return { status: 400, json: { errors } };
      if (!issuedKeys.delete(String(key))) {
        return { status: 400, json: { error: 'Invalid or expired form submission key.' } };
      }
      /** @type {Answer} */
      const answer = { status: 200, json: { success: true } };
      completed.set(String(key), { form: JSON.stringify(form), answer });
      trim(completed);
      submissions = [...submissions, { key: String(key), formId: body.formId, form }].slice(-MAX_KEYS);
      return answer;
    },

    /** The completed submissions, oldest first (GET /__reference/submissions). @returns {Submission[]} */
    submissions: () => submissions.slice(),

    /** Empty that list (DELETE /__reference/submissions); the keys stay completed. */
    clearSubmissions() {
      submissions = [];
    },
  };
}

/**
 * Field ids whose value (or one of whose child values) is the string `invalid`.
 * @param {Record<string, unknown>} form
 */
function invalidFields(form) {
  /** @type {Record<string, string>} */
  const errors = {};
  for (const [id, value] of Object.entries(form)) {
    const values = Array.isArray(value) ? value : [value];
    if (values.includes(INVALID_VALUE)) errors[id] = 'This field is invalid.';
  }
  return errors;
}

/**
 * Escapes text for HTML content and quoted attributes.
 * @param {unknown} value
 * @returns {string}
 */
export function escapeHtml(value) {
  const replacements = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
  return String(value).replace(/[&<>"']/g, (char) => replacements[/** @type {'&'} */ (char)]);
}
