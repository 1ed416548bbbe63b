import type { PageContext } from '../core/context-types';

/** The id of the JSON script element that carries the page context. */
export const CONTEXT_ELEMENT_ID = 'site-context';

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * Safe defaults: an anonymous visitor on a plain page of an unnamed site.
 * Objects, flags, nullable fields and the page type always have a value;
 * identifiers and names (ids, templateId, appDomain, …) and the fields the
 * runtime only passes through (fonts, rollups) are left undefined when the
 * server gives none: every byte here is in the loader.
 */
export function defaultPageContext(): PageContext {
  return {
    website: { cloneable: false, developerMode: false },
    websiteSettings: {
      commentsEnabled: false,
      useEscapeKeyToLogin: false,
      mobileInfoBarSettings: {},
      popupOverlaySettings: {},
      pinterestOverlayOptions: { mode: 'disabled' },
      ssBadgeType: 0,
      storeSettings: { selectedCurrency: 'USD' },
    },
    websiteRoles: {},
    authenticatedAccount: null,
    collection: null,
    item: null,
    pageType: 2,
    cookieSettings: {},
    showAnnouncementBar: false,
  } as PageContext;
}

/**
 * Keep a value from the page only where it has the default's shape: a string
 * where a string belongs, an object where an object belongs (merged, so a
 * partial `website` keeps the other defaults). Nullable fields (their default
 * is null) take any object. Fields the runtime does not know are kept.
 */
function merge(defaults: Plain, given: Plain): Plain {
  const out: Plain = { ...defaults };
  for (const key in given) {
    const want = defaults[key];
    const value = given[key];
    out[key] = !(key in defaults)
      ? value
      : isPlain(want)
        ? isPlain(value) ? merge(want, value) : want
        : want === null
          ? isPlain(value) ? value : null
          : typeof value === typeof want ? value : want;
  }
  return out;
}

/**
 * Read the page context once. Missing or malformed: one clear console error
 * through `report`, and safe defaults, so the page keeps working.
 */
export function readPageContext(
  doc: Document,
  report: (error: unknown, message: string) => void,
): PageContext {
  const defaults = defaultPageContext();
  try {
    const element = doc.getElementById(CONTEXT_ELEMENT_ID);
    if (!element) throw new Error(`no <script type="application/json" id="${CONTEXT_ELEMENT_ID}">`);
    const parsed: unknown = JSON.parse(element.textContent || '');
    if (!isPlain(parsed)) throw new TypeError('not a JSON object');
    return merge(defaults as Plain, parsed) as PageContext;
  } catch (error) {
    report(error, 'Page context missing or malformed; using defaults');
    return defaults;
  }
}
