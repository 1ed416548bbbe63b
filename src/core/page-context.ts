/**
 * The page context with every default filled in (spec §3 "Page context";
 * README "The page context"). The loader parses the server's JSON; blocks and
 * features receive it through this, from the runtime (src/loader/runtime/).
 */
import type { PageContext } from './context-types';

/** The id of the JSON script element that carries the page context. */
export const CONTEXT_ELEMENT_ID = 'site-context';

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * Safe defaults: an anonymous visitor on a plain page of an unnamed site.
 * Objects, flags, nullable fields and the page type always have a value;
 * identifiers and names (ids, templateId, appDomain, …) and the fields the
 * runtime only passes through (fonts, rollups) are left undefined when the
 * server gives none.
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
  };
}

/**
 * `websiteRoles` may come as an object (role → data), or as an array of role
 * numbers or names (spec §3; src/core/page-roles.ts reads both): an array is
 * a value of the right shape, not a malformed object.
 */
const ARRAY_FIELDS = new Set(['websiteRoles']);

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
      : ARRAY_FIELDS.has(key) && Array.isArray(value)
        ? value
        : isPlain(want)
          ? isPlain(value)
            ? merge(want, value)
            : want
          : want === null
            ? isPlain(value)
              ? value
              : null
            : typeof value === typeof want
              ? value
              : want;
  }
  return out;
}

const normalised = new WeakMap<object, PageContext>();

/**
 * The page context for `raw` (the parsed JSON, `{}` when it was missing):
 * the same object for the same `raw`, so every chunk shares one.
 */
export function pageContext(raw: object): PageContext {
  let page = normalised.get(raw);
  if (!page) normalised.set(raw, (page = merge(defaultPageContext(), isPlain(raw) ? raw : {}) as PageContext));
  return page;
}
