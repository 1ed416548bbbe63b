/**
 * The reference API's form and widget calls (spec §7), with the answers spec
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

/** Creates the form handlers; they share the set of issued submission keys. */
export function createFormHandlers() {
  /** @type {Set<string>} */
  const issuedKeys = new Set();

  return {
    /** POST /api/form/FormSubmissionKey → `{ key }`. @returns {Answer} */
    formSubmissionKey() {
      const key = randomToken();
      issuedKeys.add(key);
      if (issuedKeys.size > MAX_KEYS) issuedKeys.delete(issuedKeys.values().next().value);
      return { status: 200, json: { key } };
    },

    /**
     * POST /api/form/SaveFormSubmission: variant A or B payload (spec §3),
     * form-encoded or JSON. A key is used up by a successful submission only,
     * so a visitor who fixes an invalid field can send the same key again.
     * @param {Call} call
     * @returns {Answer}
     */
    saveFormSubmission({ body }) {
      const key = body && typeof body === 'object' ? body.key : undefined;
      if (!key) return { status: 400, json: { error: 'Missing key' } };
      const form = body.form ?? {};
      if (typeof form !== 'object') return { status: 400, json: { error: 'The form field is not valid JSON.' } };
      const errors = invalidFields(form);
      if (Object.keys(errors).length > 0) return { status: 400, json: { errors } };
      if (!issuedKeys.delete(String(key))) {
        return { status: 400, json: { error: 'Invalid or expired form submission key.' } };
      }
      return { status: 200, json: { success: true } };
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
 * POST /api/widget/GetWidgetRendering: renders the widget it was given
 * (form-encoded widgetJSON with type, id, value) as escaped HTML.
 * @param {Call} call
 * @returns {Answer}
 */
export function getWidgetRendering({ body }) {
  const widget = body?.widgetJSON && typeof body.widgetJSON === 'object' ? body.widgetJSON : {};
  const type = escapeHtml(widget.type ?? 'unknown');
  const id = escapeHtml(widget.id ?? 'none');
  const html =
    `<div class="reference-widget" data-widget-type="${type}">` +
    `<p>Reference rendering of widget <strong>${type}</strong>, id <code>${id}</code>.</p></div>`;
  return { status: 200, json: { html } };
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
