/**
 * The form's settings, read from the block's `data-block-json` (spec §3
 * "Form builder", §4 "Form submission"). Every setting has a safe default:
 * a missing, unknown or wrong-typed one never breaks the form.
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

/** The in-progress text of spec §4 ("'Submitting…' in one reading"). */
export const DEFAULT_IN_PROGRESS_TEXT = 'Submitting…';
/** The submit button's text when the settings give none. */
export const DEFAULT_SUBMIT_TEXT = 'Submit';

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

/**
 * Normalise `data-block-json` (the parsed object, or its JSON text). Strings
 * take numbers as text; anything else reads as the default. The redirect is
 * checked against `location` here, so no unsafe target ever leaves this module.
 */
export function readSettings(json: unknown, location: Pick<Location, 'href'> = window.location): FormSettings {
  const raw = asObject(json);
  return {
    formId: text(raw.formId),
    collectionId: text(raw.collectionId),
    objectName: text(raw.objectName),
    submitButtonText: nonEmpty(raw.submitButtonText, DEFAULT_SUBMIT_TEXT),
    submissionTextHtml: text(raw.submissionTextHtml) || text(raw.successText),
    postSubmitHtml: text(raw.postSubmitHtml),
    successRedirect: safeRedirect(raw.successRedirect, location),
    captcha: readCaptcha(raw),
    isNewsletter: flag(raw.isNewsletter),
    isOverlayForm: flag(raw.isOverlayForm),
    inProgressText: nonEmpty(raw.inProgressText, DEFAULT_IN_PROGRESS_TEXT),
    contentSource: readContentSource(raw.contentSource),
  };
}
