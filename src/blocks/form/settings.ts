/**
 * The form's settings (spec §3 "Form builder", §4 "Form submission"), read
 * from where the builder puts them: the block's `data-block-json` first, then
 * the form's own attributes (`<form data-form-id="…">`: each setting as a
 * `data-*` attribute, `formId` → `data-form-id`), and the submit button's
 * text for `submitButtonText`. Real blocks often carry no block JSON at all.
 * Every setting has a safe default: a missing, unknown or wrong-typed one
 * never breaks the form.
 */
import { readBoolean } from '../../core/read-boolean';
import { safeRedirect } from './redirect';

/** Where a variant-B form lives (spec §3): `i` an item, `c` a collection. */
export type ContentSource = 'i' | 'c';

/** The normalised form settings. */
export interface FormSettings {
  readonly formId: string;
  readonly collectionId: string;
  readonly objectName: string;
  /** Default 'Submit'. */
  readonly submitButtonText: string;
  /** The submission (success) text, HTML; from `submissionTextHtml`, else `successText`. */
  readonly submissionTextHtml: string;
  /** HTML shown (scripts run) after a success. */
  readonly postSubmitHtml: string;
  /** The absolute redirect target after {@link safeRedirect}, or `null` (none, or refused). */
  readonly successRedirect: string | null;
  /** Present only with a non-empty site key (spec §4: captcha only when a key is configured). */
  readonly captcha: { readonly siteKey: string } | null;
  readonly isNewsletter: boolean;
  readonly isOverlayForm: boolean;
  /** The button text while submitting (spec §4); default 'Submitting…'. */
  readonly inProgressText: string;
  /** Set for forms of a collection or item (payload variant B), else `null`. */
  readonly contentSource: ContentSource | null;
}

import { DEFAULT_IN_PROGRESS_TEXT, DEFAULT_SUBMIT_TEXT } from '../../core/words/forms';
import { say } from '../../core/message-format/page-words';

export { DEFAULT_IN_PROGRESS_TEXT, DEFAULT_SUBMIT_TEXT };

const text = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : fallback;

const nonEmpty = (value: unknown, fallback: string): string => (text(value).trim() === '' ? fallback : text(value));

/** The one reading of a boolean (src/core/read-boolean.ts); anything else is `false`. */
const flag = (value: unknown): boolean => readBoolean(value) ?? false;

/** `captcha: { siteKey }`, or a top-level `captchaSiteKey`. */
function readCaptcha(raw: Record<string, unknown>): FormSettings['captcha'] {
  const nested =
    raw.captcha !== null && typeof raw.captcha === 'object'
      ? (raw.captcha as Record<string, unknown>).siteKey
      : undefined;
  const siteKey = text(nested).trim() || text(raw.captchaSiteKey).trim();
  return siteKey ? { siteKey } : null;
}

/** `i`/`item` → `i`, `c`/`collection` → `c` (any case); anything else `null`. */
function readContentSource(value: unknown): ContentSource | null {
  const source = text(value).trim().toLowerCase();
  if (source === 'i' || source === 'item') return 'i';
  return source === 'c' || source === 'collection' ? 'c' : null;
}

/** The config as an object: a parsed object as is, a JSON string parsed, anything else `{}`. */
function asObject(json: unknown): Record<string, unknown> {
  let value = json;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return {};
    }
  }
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** The settings a form's own attributes may carry, each as `data-{kebab-case name}`. */
export const FORM_ATTRIBUTE_SETTINGS = [
  'formId',
  'collectionId',
  'objectName',
  'submitButtonText',
  'submissionTextHtml',
  'postSubmitHtml',
  'successRedirect',
  'captchaSiteKey',
  'isNewsletter',
  'isOverlayForm',
  'inProgressText',
  'contentSource',
] as const;

/** `formId` → `data-form-id`. */
export const formAttributeName = (setting: string): string =>
  `data-${setting.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

const missing = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && !value.trim());

/** The text of the form's first submit button: an input's value, else a button's text. */
function submitText(form: Element): string {
  const button = form.querySelector<HTMLInputElement | HTMLButtonElement>(
    'input[type="submit"], button[type="submit"], button:not([type])',
  );
  return (button instanceof HTMLInputElement ? button.value : button?.textContent || '').trim();
}

/** The block JSON with what it leaves out (absent, null or blank) taken from the form's own markup. */
function withFormMarkup(raw: Record<string, unknown>, form: Element | null | undefined): Record<string, unknown> {
  if (!form) return raw;
  const merged = { ...raw };
  for (const setting of FORM_ATTRIBUTE_SETTINGS) {
    const name = formAttributeName(setting);
    // `successText` is the JSON's other name for the submission text: it counts as given.
    const given = !missing(merged[setting]) || (setting === 'submissionTextHtml' && !missing(merged.successText));
    if (!given && form.hasAttribute(name)) merged[setting] = form.getAttribute(name);
  }
  if (missing(merged.submitButtonText)) merged.submitButtonText = submitText(form);
  return merged;
}

/**
 * Normalise `data-block-json` (the parsed object, or its JSON text), with
 * what it leaves out read from `form` (see the file comment). Strings take
 * numbers as text; anything else reads as the default. The redirect is
 * checked against `location` here, so no unsafe target ever leaves this module.
 */
export function readSettings(
  json: unknown,
  location: Pick<Location, 'href'> = window.location,
  form?: Element | null,
): FormSettings {
  const raw = withFormMarkup(asObject(json), form);
  return {
    formId: text(raw.formId),
    collectionId: text(raw.collectionId),
    objectName: text(raw.objectName),
    submitButtonText: nonEmpty(raw.submitButtonText, say('field.submit', DEFAULT_SUBMIT_TEXT)),
    submissionTextHtml: text(raw.submissionTextHtml) || text(raw.successText),
    postSubmitHtml: text(raw.postSubmitHtml),
    successRedirect: safeRedirect(raw.successRedirect, location),
    captcha: readCaptcha(raw),
    isNewsletter: flag(raw.isNewsletter),
    isOverlayForm: flag(raw.isOverlayForm),
    inProgressText: nonEmpty(raw.inProgressText, say('field.inProgress', DEFAULT_IN_PROGRESS_TEXT)),
    contentSource: readContentSource(raw.contentSource),
  };
}
