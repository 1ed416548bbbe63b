/**
 * The SaveFormSubmission payload (spec §3 "Form submission payloads").
 *
 * Variant A is used for form blocks on pages (the block's settings carry a
 * formId); variant B for forms that belong to a collection or an item (their
 * settings carry a `contentSource`; the server finds the form by the page):
 * see {@link payloadVariant}.
 */
import type { PageContext } from '../../core/types';
import type { FormSettings } from './settings';

/** The two payload variants of spec §3. */
export type PayloadVariant = 'A' | 'B';

/**
 * What the payload says about the page. Variant A sends the analytics
 * fields: the §3 "Analytics and logging" common fields that describe the
 * page the form was sent from, under the same names (page_host, page_path,
 * page_query_params, page_referrer_url, browser_language). Visitor and
 * session identifiers are left out: a submission must not carry tracking ids
 * the visitor has not consented to. Variant B sends the page fields.
 */
export interface PageFacts {
  readonly host: string;
  readonly path: string;
  /** The query string without `?`. */
  readonly query: string;
  readonly referrer: string;
  readonly language: string;
  readonly title: string;
  /** The item id on an item page, else the collection id. */
  readonly pageId: string;
  readonly pagePermissionTypeValue: number;
}

/** The tokens of one submission: the FormSubmissionKey answer and the captcha response. */
export interface SubmissionTokens {
  readonly key: string;
  /** The captcha provider's response; absent when the form has no captcha. */
  readonly captchaKey?: string | null;
}

/** A payload: flat fields, `form` being the JSON text of the values. */
export type FormPayload = Record<string, string | number | boolean | null>;

/** The variant for these settings: B when the form belongs to a collection or item, else A. */
export function payloadVariant(settings: Pick<FormSettings, 'contentSource'>): PayloadVariant {
  return settings.contentSource ? 'B' : 'A';
}

/** The analytics fields of variant A (see {@link PageFacts}). */
export function analyticsFields(page: PageFacts): FormPayload {
  return {
    page_host: page.host,
    page_path: page.path,
    page_query_params: page.query,
    page_referrer_url: page.referrer,
    browser_language: page.language,
  };
}

/**
 * Build the payload. A: key, formId, collectionId, objectName,
 * isOverlayForm, submitButtonText, form, captchaKey (`null` without a
 * captcha), and the analytics fields. B: key, form, captchaKey only when
 * there is one, pageTitle, pageId, contentSource (`i` or `c`; `c` when the
 * settings name none), pagePath, pagePermissionTypeValue. `form` is
 * `JSON.stringify(values)`: field id → value (spec §3).
 */
export function buildPayload(
  settings: FormSettings,
  values: Record<string, unknown>,
  analytics: PageFacts,
  variant: PayloadVariant,
  tokens: SubmissionTokens,
): FormPayload {
  const form = JSON.stringify(values ?? {});
  const captchaKey = tokens.captchaKey || null;
  if (variant === 'B') {
    return {
      key: tokens.key,
      form,
      ...(captchaKey ? { captchaKey } : {}),
      pageTitle: analytics.title,
      pageId: analytics.pageId,
      contentSource: settings.contentSource ?? 'c',
      pagePath: analytics.path,
      pagePermissionTypeValue: analytics.pagePermissionTypeValue,
    };
  }
  return {
    key: tokens.key,
    formId: settings.formId,
    collectionId: settings.collectionId,
    objectName: settings.objectName,
    isOverlayForm: settings.isOverlayForm,
    submitButtonText: settings.submitButtonText,
    form,
    captchaKey,
    ...analyticsFields(analytics),
  };
}

/**
 * The page facts from the browser and the page context. The spec does not
 * say where `pagePermissionTypeValue` comes from: it is read from the
 * context's collection (`pagePermissionTypeValue`, else `permissionType`)
 * when it is a number, else 1 (read here as an open page).
 */
export function readPageFacts(
  page: Pick<PageContext, 'collection' | 'collectionId' | 'itemId'>,
  win: Window = window,
): PageFacts {
  const collection = page.collection ?? {};
  const permission = [collection.pagePermissionTypeValue, collection.permissionType].find(Number.isFinite);
  return {
    host: win.location.host,
    path: win.location.pathname,
    query: win.location.search.replace(/^\?/, ''),
    referrer: win.document.referrer,
    language: win.navigator.language ?? '',
    title: win.document.title,
    pageId: page.itemId || page.collectionId || '',
    pagePermissionTypeValue: typeof permission === 'number' ? permission : 1,
  };
}
